/** CAC registration numbers. Leading zeros count ("RC092932"), so digits are never parsed as integers. */
import { removeInvisible } from './visible-text';

/** Longest first, so LLP is tried before LP. */
export const CAC_PREFIXES = ['LLP', 'RC', 'BN', 'IT', 'LP'] as const;
export type CacPrefix = (typeof CAC_PREFIXES)[number];

/** The documented sandbox CAC number. The sandbox expects it exactly so, with a lowercase c. */
export const CAC_SANDBOX_VALUE = 'Rc323479';

export const CAC_MAX_DIGITS = 8;

const WRITTEN_CAC = /^(LLP|RC|BN|IT|LP)\)?[\s:.#/-]{0,4}(?:(?:NO|NUMBER|NR)\b[\s:.#/-]{0,4})?(\d{1,8})$/;
const SPELT_BN = /^BUSINESS NAME (?:REG(?:ISTRATION)?\.? ?)?(?:NO\.?|NUMBER|NR\.?) ?[:#]? ?(\d{1,8})$/;

/** The API form ("RC123456"), or undefined. Liberal for typed input; page scanning is stricter. */
export function normaliseCac(text: string): string | undefined {
  const written = removeInvisible(text).visible.trim().toUpperCase();
  const spelt = SPELT_BN.exec(written);
  if (spelt) return `BN${spelt[1]}`;
  const match = WRITTEN_CAC.exec(written);
  if (!match) return undefined;
  const [, prefix, digits] = match;
  return `${prefix}${digits}`;
}

export function isCacNumber(value: string): boolean {
  return /^(LLP|RC|BN|IT|LP)\d{1,8}$/.test(value);
}
