/** Validates a CAC registration number the user typed ("rc 123456" becomes "RC123456"). */
import type { Translate } from '@/utils/i18n/translate';
import { CAC_MAX_DIGITS, normaliseCac } from './cac';
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';

export function parseCacQuery(text: string, allowSandboxValues: boolean, t: Translate): ParsedQuery {
  const format = t('parse.cacFormat');
  if (text === '') return rejected('cac', t('parse.cacEmpty', [format]));
  // The sandbox knows "Rc323479" spelled exactly so: send the documented spelling whatever the case typed.
  const sandboxValue = allowSandboxValues ? matchSandboxValue(text, 'cac') : undefined;
  if (sandboxValue !== undefined) return accepted('cac', sandboxValue);

  const normalised = normaliseCac(text);
  if (normalised !== undefined) return accepted('cac', normalised);

  const digits = /\d+$/.exec(text)?.[0] ?? '';
  if (/^\d+$/.test(text)) return rejected('cac', t('parse.cacDigitsOnly', [format, digits]));
  if (digits.length > CAC_MAX_DIGITS && /^(?:RC|BN|IT|LP|LLP)\b|^(?:RC|BN|IT|LP|LLP)\d/i.test(text)) {
    return rejected('cac', t('parse.cacTooMany', [format, CAC_MAX_DIGITS, digits.length]));
  }
  return rejected('cac', t('parse.cacExample', [format]));
}
