import type { Translate } from '@/utils/i18n/translate';
import { isNigerianMobile } from './phone';
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';
import { isFirsTin, isJtbTin, isTaxId, normaliseTin } from './tin';

export function parseTinQuery(text: string, allowSandboxValues: boolean, t: Translate): ParsedQuery {
  const formats = t('parse.tinFormats');
  if (text === '') return rejected('tin', t('parse.tinEmpty', [formats]));
  const sandboxValue = matchSandboxValue(text, 'tin');
  if (sandboxValue !== undefined && allowSandboxValues) return accepted('tin', sandboxValue);

  // Spaces around the NRS hyphen or between digit groups are typing noise.
  const normalised = normaliseTin(text.replace(/\s/g, ''));
  if (normalised !== undefined) return accepted('tin', normalised);

  if (sandboxValue !== undefined) {
    return rejected('tin', t('parse.tinSandbox', [sandboxValue]));
  }
  if (/[A-Za-z]/.test(text)) {
    const looksLikeCac = /^(?:RC|BN|IT|LP|LLP)\W*\d/i.test(text);
    return rejected('tin', t(looksLikeCac ? 'parse.tinLettersCac' : 'parse.tinLetters', [formats]));
  }
  const digits = text.replace(/\D/g, '');
  if (isNigerianMobile(digits)) {
    return rejected('tin', t('parse.tinPhone', [formats, digits.slice(1, 3)]));
  }
  if (/-/.test(text) && digits.length === 12) {
    return rejected('tin', t('parse.tinFirsShape'));
  }
  return rejected(
    'tin',
    digits.length === 1 ? t('parse.tinOneDigit', [formats]) : t('parse.tinDigits', [formats, digits.length]),
  );
}

export function describeTinShape(value: string, t: Translate): string | undefined {
  if (isTaxId(value)) return t('taxId.readAsTaxId', [value]);
  if (isFirsTin(value)) return t('taxId.readAsNrs', [value]);
  if (isJtbTin(value)) return t('taxId.readAsJrb', [value]);
  return undefined;
}
