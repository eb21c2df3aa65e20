/**
 * Human labels for the API's machine keys (`anti_brake_system`, `Curb_Weight-automatic`, ...).
 * Known keys get hand-written labels; anything new the provider adds still gets a readable one.
 */

/** Hand-written labels, by lookup key (see lookupKey). Covers every key the spec lists. */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  // vehicle_specification
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
  size: 'Size',
  category: 'Category',
  made_in: 'Country of Manufacture',
  made_in_city: 'City of Manufacture',
  doors: 'Doors',
  fuel_type: 'Fuel Type',
  fuel_capacity: 'Fuel Capacity',
  city_mileage: 'City Mileage',
  highway_mileage: 'Highway Mileage',
  engine: 'Engine',
  engine_size: 'Engine Size',
  engine_cylinders: 'Engine Cylinders',
  transmission: 'Transmission',
  transmission_type: 'Transmission Type',
  transmission_speeds: 'Transmission Speeds',
  drivetrain: 'Drivetrain',
  anti_brake_system: 'Anti-Brake System',
  steering_type: 'Steering Type',
  curb_weight: 'Curb Weight',
  gross_vehicle_weight_rating: 'Gross Vehicle Weight Rating',
  overall_height: 'Overall Height',
  overall_length: 'Overall Length',
  overall_width: 'Overall Width',
  wheelbase_length: 'Wheelbase Length',
  standard_seating: 'Standard Seating',
  // Chassis
  'anti-brake_system': 'Anti-Brake System',
  front_brake_type: 'Front Brake Type',
  rear_brake_type: 'Rear Brake Type',
  front_suspension: 'Front Suspension',
  rear_suspension: 'Rear Suspension',
  front_spring_type: 'Front Spring Type',
  rear_spring_type: 'Rear Spring Type',
  tires: 'Tires',
  // Interior Dimensions
  front_headroom: 'Front Headroom',
  rear_headroom: 'Rear Headroom',
  front_legroom: 'Front Legroom',
  rear_legroom: 'Rear Legroom',
  front_shoulder_room: 'Front Shoulder Room',
  rear_shoulder_room: 'Rear Shoulder Room',
  // Exterior Dimensions & Weight
  'curb_weight-automatic': 'Curb Weight (automatic)',
  'curb_weight-manual': 'Curb Weight (manual)',
  wheelbase: 'Wheelbase',
  ground_clearance: 'Ground Clearance',
  track_front: 'Front Track',
  track_rear: 'Rear Track',
  // Cargo Bed Dimensions
  cargo_length: 'Cargo Length',
  width_at_wheelwell: 'Width at Wheelwell',
  width_at_wall: 'Width at Wall',
  // Capacities
  standard_towing: 'Standard Towing',
  maximum_towing: 'Maximum Towing',
  standard_payload: 'Standard Payload',
  maximum_payload: 'Maximum Payload',
  standard_gvwr: 'Standard GVWR',
  maximum_gvwr: 'Maximum GVWR',
  // fuel_details
  fuel_capacity_gallons: 'Fuel Capacity (gallons)',
};

/** Abbreviations that read wrong in title case. */
const ACRONYMS = new Set([
  'abs',
  'awd',
  'fwd',
  'rwd',
  '4wd',
  '2wd',
  'gvwr',
  'gawr',
  'mpg',
  'rpm',
  'hp',
  'cc',
  'epa',
  'vin',
  'tin',
  'cac',
  'rc',
  'id',
  'led',
  'usb',
  'ac',
  'suv',
  'cvt',
  'msrp',
]);
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
]);

/** Case, spaces and surrounding blanks do not change the meaning of a key; hyphens and underscores do. */
function lookupKey(key: string): string {
  return key.trim().toLowerCase().replace(/\s+/g, '_');
}

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  // Hyphenated words ("Anti-Brake") keep the hyphen and capitalise each part.
  return lower
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/**
 * A readable label for a key nobody wrote one for: split on underscores, spaces and camelCase,
 * title-case the words, and read a trailing all-lowercase "-qualifier" after a capitalised key
 * (the provider's `Curb_Weight-automatic` style) as "(qualifier)".
 */
export function deriveLabel(key: string): string {
  let base = key.trim();
  let qualifier = '';
  const match = /^(.*[A-Z].*)-([a-z][a-z0-9 ]*)$/.exec(base);
  if (match?.[1] && match[2]) {
    base = match[1];
    qualifier = match[2];
  }
  const words = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((word) => word !== '' && word !== '-');
  const label = words.map((word, index) => titleWord(word, index === 0)).join(' ');
  if (label === '') return key.trim();
  return qualifier === '' ? label : `${label} (${qualifier})`;
}

/** The label to show for an API key: the hand-written one when known, else a derived one. */
export function labelForKey(key: string): string {
  const known = lookupKey(key);
  // Own keys only: a provider key such as "constructor" must not find Object.prototype's members.
  return Object.hasOwn(KNOWN_LABELS, known) ? (KNOWN_LABELS[known] ?? deriveLabel(key)) : deriveLabel(key);
}
