/** Validates a TIN the user typed: FIRS (12345678-0001), JTB (10 digits) or Tax ID (13 digits). */
import { isNigerianMobile } from './phone';
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';
import { normaliseTin } from './tin';

const FORMATS = 'A FIRS TIN looks like 12345678-0001; a JTB TIN has 10 digits and a Tax ID 13';

/** `text` is already cleaned and stripped of a "TIN:" label. */
export function parseTinQuery(text: string, allowSandboxValues: boolean): ParsedQuery {
  if (text === '') return rejected('tin', `Enter a TIN. ${FORMATS}.`);
  const sandboxValue = matchSandboxValue(text, 'tin');
  if (sandboxValue !== undefined && allowSandboxValues) return accepted('tin', sandboxValue);

  // Spaces around the FIRS hyphen or between digit groups are typing noise.
  const normalised = normaliseTin(text.replace(/\s/g, ''));
  if (normalised !== undefined) return accepted('tin', normalised);

  if (sandboxValue !== undefined) {
    return rejected('tin', `${sandboxValue} is an older sandbox test TIN; it works only in sandbox mode.`);
  }
  if (/[A-Za-z]/.test(text)) {
    const looksLikeCac = /^(?:RC|BN|IT|LP|LLP)\W*\d/i.test(text);
    return rejected(
      'tin',
      `A TIN has only digits. ${FORMATS}${looksLikeCac ? '; this looks like a CAC number' : ''}.`,
    );
  }
  const digits = text.replace(/\D/g, '');
  if (isNigerianMobile(digits)) {
    return rejected(
      'tin',
      `${FORMATS}. This looks like a phone number (11 digits starting 0${digits.slice(1, 3)}).`,
    );
  }
  if (/-/.test(text) && digits.length === 12) {
    return rejected('tin', 'A FIRS TIN looks like 12345678-0001: 8 digits, a hyphen, then 4 digits.');
  }
  return rejected('tin', `${FORMATS} (found ${digits.length} digit${digits.length === 1 ? '' : 's'}).`);
}
