/** Key orders of the vehicle record as the API sends them: the UI shows rows in that order. */

export const VEHICLE_SPEC_KEYS = [
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
] as const;
export type VehicleSpecKey = (typeof VEHICLE_SPEC_KEYS)[number];

export const CHASSIS_KEYS = [
  'Anti-Brake_System',
  'Steering_Type',
  'Front_Brake_Type',
  'Rear_Brake_Type',
  'Front_Suspension',
  'Rear_Suspension',
  'Front_Spring_Type',
  'Rear_Spring_Type',
  'Tires',
] as const;

export const INTERIOR_DIMENSION_KEYS = [
  'Front_Headroom',
  'Rear_Headroom',
  'Front_Legroom',
  'Rear_Legroom',
  'Front_Shoulder_Room',
  'Rear_Shoulder_Room',
] as const;

export const EXTERIOR_DIMENSION_KEYS = [
  'Curb_Weight-automatic',
  'Overall_Length',
  'Overall_Width',
  'Overall_Height',
  'Wheelbase',
  'Ground_Clearance',
  'Track_Front',
  'Track_Rear',
] as const;

export const CARGO_BED_KEYS = [
  'Overall_Length',
  'Cargo_Length',
  'Width_At_Wheelwell',
  'Width_At_Wall',
] as const;

export const CAPACITY_KEYS = [
  'Standard_Seating',
  'Standard_Towing',
  'Maximum_Towing',
  'Standard_Payload',
  'Maximum_Payload',
  'Standard_GVWR',
  'Maximum_GVWR',
] as const;

/** Section names, in the order they appear in `vehicle_equipments`. */
export const EQUIPMENT_SECTIONS = {
  chassis: 'Chassis',
  interior: 'Interior Dimensions',
  exterior: 'Exterior Dimensions & Weight',
  cargoBed: 'Cargo Bed Dimensions',
  capacities: 'Capacities',
} as const;
