/**
 * Nigerian taxpayer identification numbers:
 * - FIRS TIN: 8 digits, hyphen, 4 digits ("20304753-0001"), sent with the hyphen;
 * - JTB TIN: 10 digits;
 * - the 2026 Tax ID: 13 digits.
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
 * Accepts what people write: spaces anywhere, spaces around the FIRS hyphen, or the 12 FIRS digits
 * without their hyphen (the hyphen is put back). JTB TINs and Tax IDs are digits only.
 */
export function normaliseTin(text: string): string | undefined {
  const compact = removeInvisible(text).visible.replace(/\s/g, '');
  if (isFirsTin(compact)) return compact;
  if (/^\d{12}$/.test(compact)) return `${compact.slice(0, 8)}-${compact.slice(8)}`;
  if (isJtbTin(compact) || isTaxId(compact)) return compact;
  return undefined;
}
