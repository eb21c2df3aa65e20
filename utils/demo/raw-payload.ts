/** Shapes of the API's raw `data` (snake_case); demo records use them so they go through the real parser. */

/** One element of `vehicle_specification` or of a section's `details`: a single key with a string value. */
export type RawOneKeyObject = Readonly<Record<string, string>>;

export interface RawEquipmentSection {
  section: string;
  details: RawOneKeyObject[];
}

export interface RawFuelDetails {
  City_Mileage: string;
  Highway_Mileage: string;
  Fuel_Type: string;
  Fuel_Capacity: string;
}

export interface RawWarrantyEntry {
  type: string;
  warranty: string;
  estimated_remainings: string;
}

/** `data` of a successful VIN verification response. */
export interface RawVehicleData {
  vehicle_name: string;
  vehicle_age: string;
  vehicle_made_in: string;
  vehicle_image: string;
  market_analysis: { time_period: string; certainty: string };
  vehicle_specification: RawOneKeyObject[];
  vehicle_equipments: RawEquipmentSection[];
  fuel_details: RawFuelDetails;
  vehicle_warranty: RawWarrantyEntry[];
}

/** `data` of a successful tax identification response. */
export interface RawTaxpayerData {
  taxpayer_name: string;
  cac_reg_number: string;
  firstin: string;
  jittin: string;
  tax_office: string;
  email: string;
  phone_number: string;
}
