/** Nigerian mobile numbers. The API takes the local 11-digit form ("08031234567"). */
import { removeInvisible } from './visible-text';

export const PHONE_SANDBOX_VALUE = '08082838487';

export const NIGERIAN_COUNTRY_CODE = '234';

// Operator prefix 70/71/80/81/90, or 911-916 (the 091 block is handed out a prefix at a time: MTN 0913 and
// 0916, Glo 0915, Airtel 0911 and 0912; 0917 and 0918 are the Philippines' Globe and Smart), then the rest;
// not 0700 (premium lines) nor 0800 (toll-free, printed as "+234-800-…" by banks and telcos).
const NATIONAL_MOBILE = /^(?![78]00)(?:[789]0\d|[78]1\d|91[1-6])\d{7}$/;

export function isNigerianMobile(local: string): boolean {
  return local.length === 11 && local.startsWith('0') && NATIONAL_MOBILE.test(local.slice(1));
}

/** Local form of a run of digits, or undefined. `allowTrunkZero` accepts "234 0803…", a common slip. */
export function localMobileFromDigits(digits: string, allowTrunkZero: boolean): string | undefined {
  let national: string | undefined;
  if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 13 && digits.startsWith(NIGERIAN_COUNTRY_CODE)) national = digits.slice(3);
  else if (allowTrunkZero && digits.length === 14 && digits.startsWith(`${NIGERIAN_COUNTRY_CODE}0`)) {
    national = digits.slice(4);
  } else if (digits.length === 10) national = digits; // the leading 0 was lost (a JSON number, a spreadsheet)
  return national !== undefined && NATIONAL_MOBILE.test(national) ? `0${national}` : undefined;
}

/** Local form of a written number ("+234 803-123-4567", "(0803) 123.4567", 10 digits without the 0). */
export function normalisePhone(text: string): string | undefined {
  const trimmed = removeInvisible(text).visible.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  return localMobileFromDigits(trimmed.replace(/\D/g, ''), true);
}
