/**
 * CAC (Corporate Affairs Commission) registration numbers: a prefix for the kind of entity and digits.
 * RC companies, BN business names, IT incorporated trustees, LP and LLP partnerships.
 * Leading zeros are part of the number ("RC092932"): digits are never parsed as integers.
 */
import { removeInvisible } from './visible-text';

/** Longest first, so LLP is tried before LP. */
export const CAC_PREFIXES = ['LLP', 'RC', 'BN', 'IT', 'LP'] as const;
export type CacPrefix = (typeof CAC_PREFIXES)[number];

/** The documented sandbox CAC number. The sandbox expects it exactly so, with a lowercase c. */
export const CAC_SANDBOX_VALUE = 'Rc323479';

/** Registration numbers have at most 8 digits (RC numbers are at 7 today). */
export const CAC_MAX_DIGITS = 8;

// Prefix, optional punctuation and an optional "No"/"No."/"Number", then the digits. Every part is a
// bounded or single-class repetition, so matching stays linear.
const WRITTEN_CAC = /^(LLP|RC|BN|IT|LP)\)?[\s:.#/-]{0,4}(?:(?:NO|NUMBER|NR)\b[\s:.#/-]{0,4})?(\d{1,8})$/;
// "Business Name Reg. No. 3804623" is a BN number spelt out.
const SPELT_BN = /^BUSINESS NAME (?:REG(?:ISTRATION)?\.? ?)?(?:NO\.?|NUMBER|NR\.?) ?[:#]? ?(\d{1,8})$/;

/**
 * The CAC number as the API expects it (uppercase prefix, digits, nothing between), or undefined.
 * Liberal about case and punctuation because it serves typed input: "rc 123456", "RC No. 123456",
 * "bn-0012345" all normalise. Page scanning is stricter about case (see scan-cacs.ts).
 */
export function normaliseCac(text: string): string | undefined {
  const written = removeInvisible(text).visible.trim().toUpperCase();
  const spelt = SPELT_BN.exec(written);
  if (spelt) return `BN${spelt[1]}`;
  const match = WRITTEN_CAC.exec(written);
  if (!match) return undefined;
  const [, prefix, digits] = match;
  return `${prefix}${digits}`;
}

/** True when `value` is an already-normalised CAC number ("RC092932"). */
export function isCacNumber(value: string): boolean {
  return /^(LLP|RC|BN|IT|LP)\d{1,8}$/.test(value);
}
