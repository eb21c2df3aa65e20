/** Validates a Nigerian mobile number the user typed, in any of the usual forms. */
import { normalisePhone } from './phone';
import { accepted, rejected, type ParsedQuery } from './query-types';

const FORMAT = 'A Nigerian mobile number has 11 digits starting 070, 071, 080, 081, 090 or 091';

/** `text` is already cleaned and stripped of a "Tel:" label. The sandbox phone is a valid number. */
export function parsePhoneQuery(text: string): ParsedQuery {
  if (text === '') return rejected('phone', `Enter a phone number. ${FORMAT}.`);
  const local = normalisePhone(text);
  if (local !== undefined) return accepted('phone', local);
  if (!/^\+?[\d\s().-]+$/.test(text)) return rejected('phone', `${FORMAT} (or +234 and the last 10).`);
  const digits = text.replace(/\D/g, '');
  if (/^(?:234)?0?700/.test(digits)) {
    return rejected('phone', `${FORMAT}; 0700 numbers are toll-free or premium lines, not mobiles.`);
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    return rejected('phone', `${FORMAT}; this one starts ${digits.slice(0, 3)}.`);
  }
  return rejected('phone', `${FORMAT} (found ${digits.length} digit${digits.length === 1 ? '' : 's'}).`);
}
