/** Labels for the API's machine keys; keys the provider adds later still get a readable derived one. */
import type { MessageKey, Translate } from '@/utils/i18n/translate';

/** Hand-written labels (locales/en.yml, `field.*`), by lookupKey. */
const KNOWN_LABELS: Readonly<Record<string, MessageKey>> = {
  year: 'field.year',
  make: 'field.make',
  model: 'field.model',
  trim: 'field.trim',
  size: 'field.size',
  category: 'field.category',
  made_in: 'field.madeIn',
  made_in_city: 'field.madeInCity',
  doors: 'field.doors',
  fuel_type: 'field.fuelType',
  fuel_capacity: 'field.fuelCapacity',
  city_mileage: 'field.cityMileage',
  highway_mileage: 'field.highwayMileage',
  engine: 'field.engine',
  engine_size: 'field.engineSize',
  engine_cylinders: 'field.engineCylinders',
  transmission: 'field.transmission',
  transmission_type: 'field.transmissionType',
  transmission_speeds: 'field.transmissionSpeeds',
  drivetrain: 'field.drivetrain',
  anti_brake_system: 'field.antiBrakeSystem',
  steering_type: 'field.steeringType',
  curb_weight: 'field.curbWeight',
  gross_vehicle_weight_rating: 'field.grossVehicleWeightRating',
  overall_height: 'field.overallHeight',
  overall_length: 'field.overallLength',
  overall_width: 'field.overallWidth',
  wheelbase_length: 'field.wheelbaseLength',
  standard_seating: 'field.standardSeating',
  'anti-brake_system': 'field.antiBrakeSystem',
  front_brake_type: 'field.frontBrakeType',
  rear_brake_type: 'field.rearBrakeType',
  front_suspension: 'field.frontSuspension',
  rear_suspension: 'field.rearSuspension',
  front_spring_type: 'field.frontSpringType',
  rear_spring_type: 'field.rearSpringType',
  tires: 'field.tires',
  front_headroom: 'field.frontHeadroom',
  rear_headroom: 'field.rearHeadroom',
  front_legroom: 'field.frontLegroom',
  rear_legroom: 'field.rearLegroom',
  front_shoulder_room: 'field.frontShoulderRoom',
  rear_shoulder_room: 'field.rearShoulderRoom',
  'curb_weight-automatic': 'field.curbWeightAutomatic',
  'curb_weight-manual': 'field.curbWeightManual',
  wheelbase: 'field.wheelbase',
  ground_clearance: 'field.groundClearance',
  track_front: 'field.trackFront',
  track_rear: 'field.trackRear',
  cargo_length: 'field.cargoLength',
  width_at_wheelwell: 'field.widthAtWheelwell',
  width_at_wall: 'field.widthAtWall',
  standard_towing: 'field.standardTowing',
  maximum_towing: 'field.maximumTowing',
  standard_payload: 'field.standardPayload',
  maximum_payload: 'field.maximumPayload',
  standard_gvwr: 'field.standardGvwr',
  maximum_gvwr: 'field.maximumGvwr',
  fuel_capacity_gallons: 'field.fuelCapacityGallons',
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
  return lower
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** Title-cased words; the provider's `Curb_Weight-automatic` style reads "Curb Weight (automatic)". */
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

export function labelForKey(key: string, t: Translate): string {
  const known = lookupKey(key);
  // Own keys only: a provider key such as "constructor" must not find Object.prototype's members.
  const message = Object.hasOwn(KNOWN_LABELS, known) ? KNOWN_LABELS[known] : undefined;
  return message === undefined ? deriveLabel(key) : t(message);
}
