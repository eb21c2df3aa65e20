/**
 * Nigerian taxpayer identification numbers:
 * - the Tax ID (since 2026): 13 digits;
 * - legacy NRS (formerly FIRS) TIN: 8 digits, hyphen, 4 digits ("20304753-0001"), sent with the hyphen;
 * - legacy JRB (formerly JTB) TIN: 10 digits.
 */
import { removeInvisible } from './visible-text';

/** The documented sandbox TIN. */
export const TIN_SANDBOX_VALUE = '20304753-0001';

/** The sandbox TIN older docs use: 11 digits, which matches no real TIN format. */
export const LEGACY_TIN_SANDBOX_VALUE = '12392112349';

export const JTB_TIN_LENGTH = 10;
export const TAX_ID_LENGTH = 13;

const FIRS_TIN = /^\d{8}-\d{4}$/;
const ALL_DIGITS = /^\d+$/;

export function isFirsTin(value: string): boolean {
  return FIRS_TIN.test(value);
}

export function isJtbTin(value: string): boolean {
  return value.length === JTB_TIN_LENGTH && ALL_DIGITS.test(value);
}

export function isTaxId(value: string): boolean {
  return value.length === TAX_ID_LENGTH && ALL_DIGITS.test(value);
}

/**
 * The TIN as the API expects it, or undefined when `text` is not one.
 * Accepts what people write: spaces anywhere, an en or figure dash for the legacy NRS hyphen, or its
 * 12 digits without the hyphen (put back). JRB TINs and Tax IDs are sent as digits only, whatever
 * groups they were printed in ("1234-5678-90123").
 */
export function normaliseTin(text: string): string | undefined {
  const compact = removeInvisible(text)
    .visible.replace(/\s/g, '')
    .replace(/[\u2012\u2013]/g, '-');
  if (isFirsTin(compact)) return compact;
  if (/^\d{12}$/.test(compact)) return `${compact.slice(0, 8)}-${compact.slice(8)}`;
  const digits = /^\d+(?:-\d+)*$/.test(compact) ? compact.replace(/-/g, '') : '';
  return isJtbTin(digits) || isTaxId(digits) ? digits : undefined;
}
