// North America (49 CFR 565) and China (GB 16735) require the check digit in position 9; ISO 3779 leaves
// it optional elsewhere, so a digit that does not add up there is "not used", never "invalid".
import { vinCheckDigit } from '@/utils/detect/vin';

export type CheckDigitStatus = 'valid' | 'invalid' | 'not-used' | 'unknown';

export interface CheckDigitReading {
  status: CheckDigitStatus;
  actual?: string;
  expected?: string;
}

export function checkDigitRequired(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/** `vin` is 17 characters, '*' for a masked one. */
export function readCheckDigit(vin: string): CheckDigitReading {
  const actual = vin.charAt(8);
  if (vin.length !== 17 || vin.includes('*'))
    return { status: 'unknown', actual: actual && actual !== '*' ? actual : undefined };
  const expected = vinCheckDigit(vin);
  if (actual === expected) return { status: 'valid', actual, expected };
  return { status: checkDigitRequired(vin) ? 'invalid' : 'not-used', actual, expected };
}
