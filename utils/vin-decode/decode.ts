/** Offline decode: WMI maker and country, model year (10, and 7 in North America), plant (11), check (9). */
import { checkDigitRequired, readCheckDigit, type CheckDigitReading } from './check-digit';
import { readVinInput, type VinInputKind } from './input';
import { isoCountry, isoRegion, type WmiRegion } from './iso3779';
import { readModelYear, type ModelYearReading } from './model-year';
import { lookupWmi, wmiOf, type VehicleTypeCode } from './wmi';

export interface VinDecode {
  kind: VinInputKind;
  /** 17 characters with '*' where unknown (the cleaned text when non-standard). */
  vin: string;
  shown: string;
  wmi?: string;
  /** From vPIC; empty when vPIC lists no maker for the WMI. */
  makes: string[];
  region?: WmiRegion;
  country?: string;
  vehicleType?: VehicleTypeCode;
  modelYear?: ModelYearReading;
  plant?: string;
  checkDigit: CheckDigitReading;
  checkDigitRequired: boolean;
}

export interface DecodeOptions {
  latestYear?: number;
}

const known = (char: string) => (char && char !== '*' ? char : undefined);

export function decodeVin(text: string, options: DecodeOptions = {}): VinDecode {
  const input = readVinInput(text);
  const { vin, shown } = input;
  const base = { kind: input.kind, vin, shown, makes: [], checkDigit: { status: 'unknown' as const } };
  if (input.kind === 'non-standard' || shown.length < 2) return { ...base, checkDigitRequired: false };
  const region = isoRegion(vin);
  const entry =
    shown.length >= 3 && (vin.charAt(2) !== '9' || shown.length >= 14) ? lookupWmi(vin) : undefined;
  const northAmerican = region === 'North America';
  return {
    ...base,
    wmi: shown.length >= 3 ? wmiOf(shown) : undefined,
    makes: entry?.makes ?? [],
    region,
    country: isoCountry(vin) ?? entry?.country,
    vehicleType: entry?.vehicleType,
    modelYear: readModelYear(vin, {
      northAmerican,
      vehicleType: entry?.vehicleType,
      latestYear: options.latestYear ?? new Date().getFullYear() + 1,
    }),
    plant: known(vin.charAt(10)),
    checkDigit: readCheckDigit(vin),
    checkDigitRequired: checkDigitRequired(vin),
  };
}
