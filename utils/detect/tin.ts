/** Nigerian TINs: Tax ID (13 digits, since 2026), legacy NRS (8-4, sent with the hyphen), legacy JRB (10). */
import { removeInvisible } from './visible-text';

export const TIN_SANDBOX_VALUE = '20304753-0001';

/** The sandbox TIN of older docs: 11 digits, no real TIN format. */
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

/** The API form, or undefined. Tolerates spaces, en or figure dashes and a missing NRS hyphen. */
export function normaliseTin(text: string): string | undefined {
  const compact = removeInvisible(text)
    .visible.replace(/\s/g, '')
    .replace(/[\u2012\u2013]/g, '-');
  if (isFirsTin(compact)) return compact;
  if (/^\d{12}$/.test(compact)) return `${compact.slice(0, 8)}-${compact.slice(8)}`;
  const digits = /^\d+(?:-\d+)*$/.test(compact) ? compact.replace(/-/g, '') : '';
  return isJtbTin(digits) || isTaxId(digits) ? digits : undefined;
}
