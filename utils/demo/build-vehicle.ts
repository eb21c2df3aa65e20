// A typed vehicle description to the VIN endpoint's raw `data`: every key present, lists in the API's order,
// and values the API repeats copied from the specification, so the sections never contradict each other.
import type { RawOneKeyObject, RawVehicleData, RawWarrantyEntry } from './raw-payload';
import {
  CAPACITY_KEYS,
  CARGO_BED_KEYS,
  CHASSIS_KEYS,
  EQUIPMENT_SECTIONS,
  EXTERIOR_DIMENSION_KEYS,
  INTERIOR_DIMENSION_KEYS,
  VEHICLE_SPEC_KEYS,
  type VehicleSpecKey,
} from './spec-keys';

type Values<K extends readonly string[]> = Record<K[number], string>;

/** Keys whose value is taken from the specification rather than written twice. */
type DerivedChassisKey = 'Anti-Brake_System' | 'Steering_Type';
type DerivedExteriorKey =
  'Curb_Weight-automatic' | 'Overall_Length' | 'Overall_Width' | 'Overall_Height' | 'Wheelbase';
type DerivedCapacityKey = 'Standard_Seating' | 'Standard_GVWR';

export interface DemoVehicleInput {
  name: string;
  /** Whole years, as a string (the API's `vehicle_age`). */
  age: string;
  madeIn: string;
  /** A `data:image/...` URL: the demo never points at a remote image. */
  image: string;
  market: { time_period: string; certainty: string };
  spec: Record<VehicleSpecKey, string>;
  chassis: Omit<Values<typeof CHASSIS_KEYS>, DerivedChassisKey>;
  interior: Values<typeof INTERIOR_DIMENSION_KEYS>;
  exterior: Omit<Values<typeof EXTERIOR_DIMENSION_KEYS>, DerivedExteriorKey>;
  /** Pickups only. */
  cargoBed?: Values<typeof CARGO_BED_KEYS>;
  capacities: Omit<Values<typeof CAPACITY_KEYS>, DerivedCapacityKey>;
  warranty: readonly [RawWarrantyEntry, RawWarrantyEntry, RawWarrantyEntry];
}

function oneKeyList<K extends string>(keys: readonly K[], values: Record<K, string>): RawOneKeyObject[] {
  return keys.map((key) => ({ [key]: values[key] }));
}

export function buildVehiclePayload(input: DemoVehicleInput): RawVehicleData {
  const { spec } = input;
  const chassis: Values<typeof CHASSIS_KEYS> = {
    ...input.chassis,
    'Anti-Brake_System': spec.anti_brake_system,
    Steering_Type: spec.steering_type,
  };
  const exterior: Values<typeof EXTERIOR_DIMENSION_KEYS> = {
    ...input.exterior,
    'Curb_Weight-automatic': spec.curb_weight,
    Overall_Length: spec.overall_length,
    Overall_Width: spec.overall_width,
    Overall_Height: spec.overall_height,
    Wheelbase: spec.wheelbase_length,
  };
  const capacities: Values<typeof CAPACITY_KEYS> = {
    ...input.capacities,
    Standard_Seating: spec.standard_seating,
    Standard_GVWR: spec.gross_vehicle_weight_rating,
  };

  const equipments = [
    { section: EQUIPMENT_SECTIONS.chassis, details: oneKeyList(CHASSIS_KEYS, chassis) },
    { section: EQUIPMENT_SECTIONS.interior, details: oneKeyList(INTERIOR_DIMENSION_KEYS, input.interior) },
    { section: EQUIPMENT_SECTIONS.exterior, details: oneKeyList(EXTERIOR_DIMENSION_KEYS, exterior) },
    ...(input.cargoBed
      ? [{ section: EQUIPMENT_SECTIONS.cargoBed, details: oneKeyList(CARGO_BED_KEYS, input.cargoBed) }]
      : []),
    { section: EQUIPMENT_SECTIONS.capacities, details: oneKeyList(CAPACITY_KEYS, capacities) },
  ];

  return {
    vehicle_name: input.name,
    vehicle_age: input.age,
    vehicle_made_in: input.madeIn,
    vehicle_image: input.image,
    market_analysis: { ...input.market },
    vehicle_specification: oneKeyList(VEHICLE_SPEC_KEYS, spec),
    vehicle_equipments: equipments,
    fuel_details: {
      City_Mileage: spec.city_mileage,
      Highway_Mileage: spec.highway_mileage,
      Fuel_Type: spec.fuel_type,
      Fuel_Capacity: spec.fuel_capacity,
    },
    vehicle_warranty: input.warranty.map((entry) => ({ ...entry })),
  };
}
