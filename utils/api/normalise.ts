/** Parsed answers to the model, in the provider's order everywhere: its list order is meaningful. */
import type { Translate } from '@/utils/i18n/translate';
import { labelForKey } from './labels';
import type {
  EquipmentSection,
  LabelledValue,
  ProviderMeta,
  TaxpayerRecord,
  VehicleReport,
  WarrantyEntry,
} from './model';
import type {
  ParsedBusinessTaxData,
  ParsedEnvelope,
  ParsedTaxpayerData,
  ParsedVehicleData,
  RawEntry,
} from './schemas';

export function toLabelledValues(entries: readonly RawEntry[], t: Translate): LabelledValue[] {
  return entries.map(({ key, value }) => ({ key, label: labelForKey(key, t), value }));
}

const FUEL_ORDER = ['city_mileage', 'highway_mileage', 'fuel_type', 'fuel_capacity'];

export function orderFuelEntries(entries: readonly RawEntry[]): RawEntry[] {
  const rank = (entry: RawEntry): number => {
    const index = FUEL_ORDER.indexOf(entry.key.toLowerCase());
    return index === -1 ? FUEL_ORDER.length : index;
  };
  // Array.prototype.sort is stable, so unknown keys keep the API's order among themselves.
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/** Expired: "expired" anywhere, or every number ≤ 0 ("0 miles"; not "0 years 6 months"). */
export function isWarrantyExpired(remaining: string): boolean {
  if (/expired/i.test(remaining)) return true;
  const numbers = remaining.match(/-?\d[\d,]*(?:\.\d+)?/g);
  if (!numbers) return false;
  return numbers.every((number) => Number(number.replace(/,/g, '')) <= 0);
}

function toWarrantyEntry(entry: ParsedVehicleData['vehicle_warranty'][number]): WarrantyEntry {
  return {
    type: entry.type,
    warranty: entry.warranty,
    remaining: entry.estimated_remainings,
    expired: isWarrantyExpired(entry.estimated_remainings),
  };
}

export function normaliseVehicleData(data: ParsedVehicleData, t: Translate): VehicleReport {
  const equipment: EquipmentSection[] = data.vehicle_equipments.map((section) => ({
    section: section.section,
    items: toLabelledValues(section.details, t),
  }));
  return {
    name: data.vehicle_name,
    age: data.vehicle_age,
    madeIn: data.vehicle_made_in,
    imageUrl: data.vehicle_image,
    marketAnalysis: {
      timePeriod: data.market_analysis.time_period,
      certainty: data.market_analysis.certainty,
    },
    specification: toLabelledValues(data.vehicle_specification, t),
    equipment,
    fuel: toLabelledValues(orderFuelEntries(data.fuel_details), t),
    warranty: data.vehicle_warranty.map(toWarrantyEntry),
    ...(data.vin ? { answeredVin: data.vin } : {}),
  };
}

export function normaliseTaxpayerData(data: ParsedTaxpayerData): TaxpayerRecord {
  return {
    taxpayerName: data.taxpayer_name,
    cacRegNumber: data.cac_reg_number,
    firsTin: data.firstin,
    jtbTin: data.jittin,
    taxOffice: data.tax_office,
    email: data.email,
    phoneNumber: data.phone_number,
  };
}

/** Business Tax answers a name, the Tax ID and a type only: the legacy record's other fields stay empty. */
export function normaliseBusinessTaxData(data: ParsedBusinessTaxData): TaxpayerRecord {
  return {
    taxpayerName: data.name,
    cacRegNumber: '',
    firsTin: '',
    jtbTin: '',
    taxOffice: '',
    email: '',
    phoneNumber: '',
    taxId: data.tin,
    taxpayerType: data.taxpayerType,
  };
}

/** The provider's message (`detail`, else `message`), reference and billing, when present. */
export function providerMetaFromEnvelope(envelope: ParsedEnvelope): ProviderMeta {
  const meta: ProviderMeta = {};
  const message = envelope.detail ?? envelope.message;
  if (message !== undefined) meta.providerMessage = message;
  if (envelope.verification.reference !== undefined) meta.reference = envelope.verification.reference;
  if (envelope.reference_id !== undefined) meta.referenceId = envelope.reference_id;
  const billing = envelope.billing_info;
  if (billing.was_charged !== undefined) meta.wasCharged = billing.was_charged;
  if (billing.amount !== undefined) meta.amount = billing.amount;
  if (billing.amountNotUnderstood) meta.amountNotUnderstood = true;
  if (billing.currency !== undefined) meta.currency = billing.currency;
  return meta;
}
