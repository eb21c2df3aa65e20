// Position 10 repeats every 30 years; for North American light vehicles (49 CFR 565) position 7 picks
// the cycle: a digit for 1980-2009, a letter for 2010-2039.
import { isVinModelYearCode, vinModelYears } from '@/utils/detect/vin';
import type { VehicleTypeCode } from './wmi';

const LIGHT_TYPES: readonly (VehicleTypeCode | undefined)[] = ['P', 'V', 'T', 'L', undefined];

export interface ModelYearReading {
  code: string;
  /** One year when resolved; every candidate (oldest first) when not; empty when the code is unknown. */
  years: number[];
  resolved: boolean;
}

/** `vin` may be partial: '*' or a missing character is unknown. */
export function readModelYear(
  vin: string,
  options: { northAmerican: boolean; vehicleType?: VehicleTypeCode; latestYear: number },
): ModelYearReading | undefined {
  const code = vin.charAt(9);
  if (!code || code === '*') return undefined;
  if (!isVinModelYearCode(code)) return { code, years: [], resolved: false };
  let years = vinModelYears(code, options.latestYear);
  const seventh = vin.charAt(6);
  if (options.northAmerican && LIGHT_TYPES.includes(options.vehicleType) && /[0-9A-Z]/.test(seventh)) {
    const modern = !/[0-9]/.test(seventh);
    years = years.filter((year) => (modern ? year >= 2010 && year <= 2039 : year >= 1980 && year <= 2009));
  }
  return { code, years, resolved: years.length === 1 };
}
