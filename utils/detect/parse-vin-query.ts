import type { Translate } from '@/utils/i18n/translate';
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';
import {
  VIN_CHECK_DIGIT_INDEX,
  VIN_FORBIDDEN_LETTERS,
  VIN_LENGTH,
  VIN_SANDBOX_VALUE,
  isVinCharacter,
  vinCheckDigit,
} from './vin';

export function parseVinQuery(text: string, allowSandboxValues: boolean, t: Translate): ParsedQuery {
  if (text === '') return rejected('vin', t('parse.vinEmpty'));
  const sandboxValue = matchSandboxValue(text, 'vin');
  if (sandboxValue !== undefined) {
    return allowSandboxValues
      ? accepted('vin', sandboxValue)
      : rejected('vin', t('parse.vinSandbox', [VIN_SANDBOX_VALUE]));
  }

  // People write VINs in groups ("1HG CM826 33A004352") and in lowercase: both are fine.
  const vin = text.replace(/[\s-]/g, '').toUpperCase();
  const stray = /[^A-Z0-9]/.exec(vin);
  if (stray) {
    return rejected('vin', t('parse.vinStray', [stray[0], stray.index + 1]));
  }
  if (vin.length !== VIN_LENGTH) {
    return rejected('vin', vin.length === 1 ? t('parse.vinLengthOne') : t('parse.vinLength', [vin.length]));
  }
  const forbidden = [...vin].findIndex((char) => !isVinCharacter(char));
  if (forbidden >= 0) {
    const letter = vin.charAt(forbidden);
    const suggestion = VIN_FORBIDDEN_LETTERS[letter] ?? '0';
    return rejected('vin', t('parse.vinForbidden', [letter, forbidden + 1, suggestion]));
  }
  if (/^(.)\1*$/.test(vin)) return rejected('vin', t('parse.vinRepeated'));

  const warnings: string[] = [];
  if (!/[A-Z]/.test(vin) || !/[0-9]/.test(vin)) {
    warnings.push(t('parse.vinNoMix'));
  }
  if (vin.startsWith('0')) {
    warnings.push(t('parse.vinStartsZero'));
  }
  const expected = vinCheckDigit(vin);
  const found = vin.charAt(VIN_CHECK_DIGIT_INDEX);
  if (found !== expected) {
    warnings.push(t('parse.vinCheckDigit', [expected, found]));
  }
  return accepted('vin', vin, warnings);
}
