/** The offline VIN decoder's public entry points (pure; no browser APIs). */
export { decodeVin, type VinDecode, type DecodeOptions } from './decode';
export { readVinInput, MASKED_MIN_SHOWN, type VinInput, type VinInputKind } from './input';
export { lookupWmi, wmiOf, wmiMakeNames, majorMakeNames, type WmiEntry, type VehicleTypeCode } from './wmi';
export { isoCountry, isoRegion, type WmiRegion } from './iso3779';
export type { CheckDigitReading, CheckDigitStatus } from './check-digit';
export type { ModelYearReading } from './model-year';
export {
  compareClaim,
  reportClaim,
  readListingClaim,
  type VehicleClaim,
  type ClaimMismatch,
} from './compare';
export { describeVinFacts, describeVinNotes, describeYear, describeMaker, type VinFact } from './describe';
export { nextChecksFor, type NextCheck } from './next-checks';
