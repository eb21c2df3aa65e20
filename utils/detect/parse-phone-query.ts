/** Validates a typed Nigerian mobile number (the sandbox number is a real-format one). */
import type { Translate } from '@/utils/i18n/translate';
import { normalisePhone } from './phone';
import { accepted, rejected, type ParsedQuery } from './query-types';

export function parsePhoneQuery(text: string, t: Translate): ParsedQuery {
  const format = t('parse.phoneFormat');
  if (text === '') return rejected('phone', t('parse.phoneEmpty', [format]));
  const local = normalisePhone(text);
  if (local !== undefined) return accepted('phone', local);
  if (!/^\+?[\d\s().-]+$/.test(text)) return rejected('phone', t('parse.phoneCharacters', [format]));
  const digits = text.replace(/\D/g, '');
  if (/^(?:234)?0?700/.test(digits)) {
    return rejected('phone', t('parse.phoneTollFree', [format]));
  }
  if (digits.length === 11 && digits.startsWith('0')) {
    return rejected('phone', t('parse.phoneStarts', [format, digits.slice(0, 3)]));
  }
  return rejected(
    'phone',
    digits.length === 1
      ? t('parse.phoneOneDigit', [format])
      : t('parse.phoneDigits', [format, digits.length]),
  );
}
