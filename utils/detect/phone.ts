/**
 * Nigerian mobile numbers: 0 + 10 digits whose first two are 70, 71, 80, 81, 90 or 91,
 * or the same 10 digits after the country code 234. The API takes the local 11-digit form.
 */
import { removeInvisible } from './visible-text';

/** The documented sandbox phone number. */
export const PHONE_SANDBOX_VALUE = '08082838487';

export const NIGERIAN_COUNTRY_CODE = '234';

/**
 * The 10 national digits of a mobile number: operator prefix 70/71/80/81/90/91, then 8 digits.
 * 0700 is the exception inside 070: the regulator gives it to toll-free and premium lines
 * ("0700 CALL GTB"), which are not mobiles and not what a KYC phone lookup knows.
 */
const NATIONAL_MOBILE = /^(?!700)[789][01]\d{8}$/;

/** True when `local` is an 11-digit local mobile number ("08031234567"). */
export function isNigerianMobile(local: string): boolean {
  return local.length === 11 && local.startsWith('0') && NATIONAL_MOBILE.test(local.slice(1));
}

/**
 * The local form of the 10 national digits found in a string of digits, or undefined.
 * `allowTrunkZero` accepts "234 0803…" (the trunk 0 kept after the country code, a common slip); page
 * scanning allows it only after a "+", where it cannot be the tail of some other number.
 */
export function localMobileFromDigits(digits: string, allowTrunkZero: boolean): string | undefined {
  let national: string | undefined;
  if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 13 && digits.startsWith(NIGERIAN_COUNTRY_CODE)) national = digits.slice(3);
  else if (allowTrunkZero && digits.length === 14 && digits.startsWith(`${NIGERIAN_COUNTRY_CODE}0`)) {
    national = digits.slice(4);
  } else if (digits.length === 10) national = digits; // the leading 0 was lost (a JSON number, a spreadsheet)
  return national !== undefined && NATIONAL_MOBILE.test(national) ? `0${national}` : undefined;
}

/**
 * A Nigerian mobile number in local form ("08031234567"), or undefined.
 * Accepts "0803 123 4567", "+234 803-123-4567", "234 (0) 803 123 4567", "(0803) 123.4567", and a
 * 10-digit number that lost its leading zero (8082838487, as the API sometimes returns it).
 */
export function normalisePhone(text: string): string | undefined {
  const trimmed = removeInvisible(text).visible.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  return localMobileFromDigits(trimmed.replace(/\D/g, ''), true);
}
