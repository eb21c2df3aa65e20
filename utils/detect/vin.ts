/** VIN rules of ISO 3779 and 49 CFR 565: alphabet, check digit, model year, region. Pure. */
import { removeInvisible } from './visible-text';

export const VIN_LENGTH = 17;

/** The documented sandbox VIN: only 11 characters, so accepted in sandbox mode only. */
export const VIN_SANDBOX_VALUE = 'AAA00000000';

export const VIN_CHECK_DIGIT_INDEX = 8;

export const VIN_MODEL_YEAR_INDEX = 9;

// Check-digit letter values. I, O and Q are not VIN letters: too easily read as 1 and 0.
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export function isVinCharacter(char: string): boolean {
  return char.length === 1 && (VALUES_PLUS_ONE[char.charCodeAt(0)] ?? 0) > 0;
}

/** The letters ISO 3779 forbids, with the digit a person most likely meant. */
export const VIN_FORBIDDEN_LETTERS: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

// Per ASCII code, a VIN character's value plus one (0: none): the scanners test thousands of candidates
// a page, and a code's lookup costs far less than a string key's.
const VALUES_PLUS_ONE = new Uint8Array(128);
for (let digit = 0; digit < 10; digit++) VALUES_PLUS_ONE[48 + digit] = digit + 1;
for (const letter in TRANSLITERATION) VALUES_PLUS_ONE[letter.charCodeAt(0)] = TRANSLITERATION[letter]! + 1;

/** The weighted sum's remainder (0-10), or -1 when `vin` is not 17 VIN characters. */
function vinRemainder(vin: string): number {
  if (vin.length !== VIN_LENGTH) return -1;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    const value = VALUES_PLUS_ONE[vin.charCodeAt(index)] ?? 0;
    if (!value) return -1;
    sum += (value - 1) * POSITION_WEIGHTS[index]!;
  }
  return sum % 11;
}

export function hasVinShape(vin: string): boolean {
  return vinRemainder(vin) >= 0;
}

/** The check character for position 9 ('0'-'9' or 'X'). Throws on a non-VIN: callers validate first. */
export function vinCheckDigit(vin17: string): string {
  const remainder = vinRemainder(vin17);
  // One check, the VIN as the message: this module ships in the content script, whose size budget is tight.
  if (remainder < 0) throw new RangeError(vin17);
  return remainder === 10 ? 'X' : String(remainder);
}

export function isVinCheckDigitValid(vin: string): boolean {
  const upper = vin.toUpperCase();
  const remainder = vinRemainder(upper);
  return (
    remainder >= 0 && upper.charCodeAt(VIN_CHECK_DIGIT_INDEX) === (remainder === 10 ? 88 : 48 + remainder)
  );
}

/** VIN-shaped, mixing letters and digits, and not starting with 0 (no region code does). */
export function isPlausibleVin(vin: string): boolean {
  if (!hasVinShape(vin) || vin.startsWith('0')) return false;
  return /[A-Z]/.test(vin) && /[0-9]/.test(vin);
}

/** Uppercased without group spaces, hyphens or invisible characters; undefined unless VIN-shaped. */
export function normaliseVin(text: string): string | undefined {
  const compact = removeInvisible(text).visible.replace(/[\s-]/g, '').toUpperCase();
  return hasVinShape(compact) ? compact : undefined;
}

export type VinRegion = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

export function vinRegion(vin: string): VinRegion | undefined {
  const first = vin.charAt(0).toUpperCase();
  if (first >= 'A' && first <= 'H') return 'Africa';
  if (first >= 'J' && first <= 'R') return 'Asia';
  if (first >= 'S' && first <= 'Z') return 'Europe';
  if ((first >= '1' && first <= '5') || first === '7') return 'North America';
  if (first === '6') return 'Oceania';
  if (first === '8' || first === '9') return 'South America';
  return undefined;
}

// Model year codes cycle every 30 years from 1980: letters without I, O, Q, U, Z, then digits 1-9.
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const MODEL_YEAR_CYCLE = MODEL_YEAR_CODES.length;

export function isVinModelYearCode(code: string): boolean {
  return code.length === 1 && MODEL_YEAR_CODES.includes(code.toUpperCase());
}

export function vinModelYearCode(vin: string): string {
  return vin.charAt(VIN_MODEL_YEAR_INDEX).toUpperCase();
}

/** Years a code can mean up to `latestYear` ('A': 1980, 2010). A hint: Europe need not fill position 10. */
export function vinModelYears(code: string, latestYear = new Date().getFullYear() + 1): number[] {
  const offset = MODEL_YEAR_CODES.indexOf(code.toUpperCase());
  if (code.length !== 1 || offset < 0) return [];
  const years: number[] = [];
  for (let year = FIRST_MODEL_YEAR + offset; year <= latestYear; year += MODEL_YEAR_CYCLE) years.push(year);
  return years;
}
