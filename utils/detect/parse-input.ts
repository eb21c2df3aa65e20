/** Reads typed or selected input as the chosen or inferred kind, saying in a sentence what is wrong. */
import type { Translate } from '@/utils/i18n/translate';
import { normaliseCac } from './cac';
import { cleanInput, splitLabel, stripLabel } from './clean-input';
import { parseCacQuery } from './parse-cac-query';
import { parsePhoneQuery } from './parse-phone-query';
import { parseTinQuery } from './parse-tin-query';
import { parseVinQuery } from './parse-vin-query';
import { normalisePhone } from './phone';
import { rejected, type ParseQueryOptions, type ParsedQuery, type QueryKind } from './query-types';
import { sandboxKindOf } from './sandbox-values';

export type { ParsedQuery, ParseQueryOptions, QueryKind } from './query-types';
export { SANDBOX_VALUES } from './sandbox-values';
export { CAC_SANDBOX_VALUE } from './cac';
export { PHONE_SANDBOX_VALUE } from './phone';
export { LEGACY_TIN_SANDBOX_VALUE, TIN_SANDBOX_VALUE } from './tin';
export { VIN_SANDBOX_VALUE } from './vin';

/** Longer than any identifier with generous spacing: a selected paragraph, not a value. */
const MAX_INPUT_LENGTH = 64;

function parseAs(kind: QueryKind, text: string, allowSandboxValues: boolean, t: Translate): ParsedQuery {
  const value = stripLabel(text, kind);
  switch (kind) {
    case 'vin':
      return parseVinQuery(value, allowSandboxValues, t);
    case 'tin':
      return parseTinQuery(value, allowSandboxValues, t);
    case 'cac':
      return parseCacQuery(value, allowSandboxValues, t);
    case 'phone':
      return parsePhoneQuery(value, t);
  }
}

function inferKind(text: string, allowSandboxValues: boolean, t: Translate): QueryKind | ParsedQuery {
  const sandboxKind = allowSandboxValues ? sandboxKindOf(text) : undefined;
  if (sandboxKind !== undefined) return sandboxKind;
  // A CAC prefix and digits, even too many, so the error speaks about CAC numbers.
  if (normaliseCac(text) !== undefined || /^(?:RC|BN|IT|LP|LLP)[\s:.#-]*\d+$/i.test(text)) return 'cac';

  if (/^\+?[\d\s().-]+$/.test(text)) {
    if (/^\d{8} ?- ?\d{4}$/.test(text)) return 'tin';
    const digits = text.replace(/\D/g, '');
    if (text.startsWith('+')) return 'phone';
    if (digits.length === 13 && normalisePhone(digits) !== undefined) {
      return rejected(undefined, t('parse.phoneOrTaxId', [digits, digits.slice(3)]));
    }
    if (digits.length === 10 || digits.length === 12 || digits.length === 13) return 'tin';
    if (normalisePhone(digits) !== undefined) return 'phone'; // 11 digits 0[789][01]…, or 234 0…
    if (digits.length === 11) {
      return rejected(undefined, t('parse.elevenDigits', [digits]));
    }
    return rejected(undefined, t('parse.notRecognisedDigits', [digits.length, t('parse.notRecognisedHint')]));
  }

  const compact = text.replace(/[\s-]/g, '');
  if (/^[A-Za-z0-9]+$/.test(compact) && /[A-Za-z]/.test(compact) && compact.length >= 11) return 'vin';
  return rejected(undefined, t('parse.notRecognised', [t('parse.notRecognisedHint')]));
}

export function parseQuery(input: string, options: ParseQueryOptions): ParsedQuery {
  const { kind, allowSandboxValues = false, t } = options;
  const text = cleanInput(input);
  if (text.length > MAX_INPUT_LENGTH) return rejected(kind, t('parse.tooLong'));
  if (kind !== undefined) return parseAs(kind, text, allowSandboxValues, t);
  if (text === '') return rejected(undefined, t('parse.nothing', [t('parse.notRecognisedHint')]));

  // A copied label decides: "TIN 1234567890" is a TIN though it could be an account number.
  const inferred = (): ParsedQuery => {
    const kindOfText = inferKind(text, allowSandboxValues, t);
    if (typeof kindOfText !== 'string') return kindOfText;
    return withPhoneDoubt(parseAs(kindOfText, text, allowSandboxValues, t), t);
  };
  const labelled = splitLabel(text);
  if (!labelled) return inferred();
  const byLabel = parseAs(labelled.kind, labelled.rest, allowSandboxValues, t);
  if (byLabel.ok) return byLabel;
  // "GSM AAAAA8-…" is a grouped VIN that starts with a label word: if the label's reading fails, try it whole.
  const whole = inferred();
  return whole.ok ? whole : byLabel;
}

/** Ten digits may be a mobile that lost its 0: warn before the user pays for a TIN lookup. */
function withPhoneDoubt(parsed: ParsedQuery, t: Translate): ParsedQuery {
  if (!parsed.ok || parsed.kind !== 'tin' || parsed.value.length !== 10) return parsed;
  const phone = normalisePhone(parsed.value);
  if (phone === undefined) return parsed;
  return {
    ...parsed,
    warnings: [...parsed.warnings, t('parse.maybePhone', [phone])],
  };
}
