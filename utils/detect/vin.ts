/**
 * VIN facts (ISO 3779, 49 CFR 565): alphabet, check digit, model year and region.
 * Everything here is pure and works on already-extracted strings; finding VINs in text is scan-vins.ts.
 */
import { removeInvisible } from './visible-text';

export const VIN_LENGTH = 17;

/** The documented sandbox VIN. Only 11 characters: not a valid VIN, accepted in sandbox mode only. */
export const VIN_SANDBOX_VALUE = 'AAA00000000';

/** Position 9 (index 8) holds the check digit. */
export const VIN_CHECK_DIGIT_INDEX = 8;

/** Position 10 (index 9) holds the model year code. */
export const VIN_MODEL_YEAR_INDEX = 9;

// Letter values for the check digit. I, O and Q are absent: they are not allowed in a VIN
// (too easily read as 1 and 0).
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Uppercase letters and digits a VIN may use: [A-HJ-NPR-Z0-9]. */
export function isVinCharacter(char: string): boolean {
  return char.length === 1 && ((char >= '0' && char <= '9') || TRANSLITERATION[char] !== undefined);
}

/** The letters ISO 3779 forbids, with the digit a person most likely meant. */
export const VIN_FORBIDDEN_LETTERS: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/** True when `vin` is exactly 17 uppercase VIN characters (no other check). */
export function hasVinShape(vin: string): boolean {
  if (vin.length !== VIN_LENGTH) return false;
  for (const char of vin) if (!isVinCharacter(char)) return false;
  return true;
}

function transliterate(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  const value = TRANSLITERATION[char];
  if (value === undefined) throw new RangeError(`"${char}" is not a VIN character`);
  return value;
}

/**
 * The check character position 9 should hold: '0'-'9' or 'X'.
 * Throws a RangeError unless `vin17` has the shape of a VIN (17 uppercase VIN characters):
 * callers validate first, so a throw here is a programming error, not bad input.
 */
export function vinCheckDigit(vin17: string): string {
  if (vin17.length !== VIN_LENGTH)
    throw new RangeError(`A VIN has ${VIN_LENGTH} characters, got ${vin17.length}`);
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    sum += transliterate(vin17.charAt(index)) * (POSITION_WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when `vin` (any case) is a well-formed VIN whose position 9 matches its check digit. Never throws. */
export function isVinCheckDigitValid(vin: string): boolean {
  const upper = vin.toUpperCase();
  return hasVinShape(upper) && upper.charAt(VIN_CHECK_DIGIT_INDEX) === vinCheckDigit(upper);
}

/**
 * True when `vin` has the shape of a VIN and looks like one rather than some other 17-character code:
 * it mixes letters and digits (so never one repeated character) and starts with an assigned
 * region code (no region starts with 0).
 */
export function isPlausibleVin(vin: string): boolean {
  if (!hasVinShape(vin) || vin.startsWith('0')) return false;
  return /[A-Z]/.test(vin) && /[0-9]/.test(vin);
}

/**
 * Uppercases a VIN as written and drops the spaces and hyphens people put between its groups (and any
 * invisible characters, see visible-text.ts).
 * Returns undefined unless the result has the shape of a VIN.
 */
export function normaliseVin(text: string): string | undefined {
  const compact = removeInvisible(text).visible.replace(/[\s-]/g, '').toUpperCase();
  return hasVinShape(compact) ? compact : undefined;
}

export type VinRegion = 'Africa' | 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'South America';

/** The continent of manufacture given by the first character, or undefined when none is assigned. */
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

/** True when `code` can be a model year code (never U, Z or 0; never I, O or Q). */
export function isVinModelYearCode(code: string): boolean {
  return code.length === 1 && MODEL_YEAR_CODES.includes(code.toUpperCase());
}

/** Position 10 of a VIN, uppercased, whether or not it is a valid model year code. */
export function vinModelYearCode(vin: string): string {
  return vin.charAt(VIN_MODEL_YEAR_INDEX).toUpperCase();
}

/**
 * The model years a code can stand for, oldest first, up to `latestYear` (the code repeats every
 * 30 years, so 'A' is 1980 or 2010). Empty for an invalid code. European makers need not fill
 * position 10 at all, so treat this as a hint, never as a fact.
 */
export function vinModelYears(code: string, latestYear = new Date().getFullYear() + 1): number[] {
  const offset = MODEL_YEAR_CODES.indexOf(code.toUpperCase());
  if (code.length !== 1 || offset < 0) return [];
  const years: number[] = [];
  for (let year = FIRST_MODEL_YEAR + offset; year <= latestYear; year += MODEL_YEAR_CYCLE) years.push(year);
  return years;
}
