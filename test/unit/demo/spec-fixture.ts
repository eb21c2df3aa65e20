/**
 * The spec's key orders, written out again from docs/provider-api.md and the provider's reference payload (not imported from the code
 * under test, so a slip in utils/demo/spec-keys.ts cannot hide itself).
 */
export const SPEC_KEYS = [
  'year',
  'make',
  'model',
  'trim',
  'size',
  'category',
  'made_in',
  'made_in_city',
  'doors',
  'fuel_type',
  'fuel_capacity',
  'city_mileage',
  'highway_mileage',
  'engine',
  'engine_size',
  'engine_cylinders',
  'transmission',
  'transmission_type',
  'transmission_speeds',
  'drivetrain',
  'anti_brake_system',
  'steering_type',
  'curb_weight',
  'gross_vehicle_weight_rating',
  'overall_height',
  'overall_length',
  'overall_width',
  'wheelbase_length',
  'standard_seating',
];

export const SECTION_KEYS: Record<string, string[]> = {
  Chassis: [
    'Anti-Brake_System',
    'Steering_Type',
    'Front_Brake_Type',
    'Rear_Brake_Type',
    'Front_Suspension',
    'Rear_Suspension',
    'Front_Spring_Type',
    'Rear_Spring_Type',
    'Tires',
  ],
  'Interior Dimensions': [
    'Front_Headroom',
    'Rear_Headroom',
    'Front_Legroom',
    'Rear_Legroom',
    'Front_Shoulder_Room',
    'Rear_Shoulder_Room',
  ],
  'Exterior Dimensions & Weight': [
    'Curb_Weight-automatic',
    'Overall_Length',
    'Overall_Width',
    'Overall_Height',
    'Wheelbase',
    'Ground_Clearance',
    'Track_Front',
    'Track_Rear',
  ],
  'Cargo Bed Dimensions': ['Overall_Length', 'Cargo_Length', 'Width_At_Wheelwell', 'Width_At_Wall'],
  Capacities: [
    'Standard_Seating',
    'Standard_Towing',
    'Maximum_Towing',
    'Standard_Payload',
    'Maximum_Payload',
    'Standard_GVWR',
    'Maximum_GVWR',
  ],
};

export const SECTION_ORDER = Object.keys(SECTION_KEYS);

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit (position 9) a 17-character VIN must carry, per 49 CFR 565. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  [...vin].forEach((char, i) => {
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char];
    if (value === undefined) throw new Error(`not a VIN character: ${char}`);
    sum += value * (WEIGHTS[i] ?? 0);
  });
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Position-10 codes, 30-year cycle starting 1980 (A) / 2010 (A). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
export function modelYearCode(year: number): string {
  return YEAR_CODES.charAt((year - 1980) % 30);
}
