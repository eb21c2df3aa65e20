/** Validates a CAC registration number the user typed ("rc 123456" becomes "RC123456"). */
import { CAC_MAX_DIGITS, normaliseCac } from './cac';
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';

const FORMAT = 'A CAC number starts with RC, BN, IT, LP or LLP followed by digits';

/** `text` is already cleaned and stripped of a "CAC No:" label. */
export function parseCacQuery(text: string, allowSandboxValues: boolean): ParsedQuery {
  if (text === '') return rejected('cac', `Enter a CAC number. ${FORMAT}, e.g. RC123456.`);
  // The sandbox knows "Rc323479" spelled exactly so: send the documented spelling whatever the case typed.
  const sandboxValue = allowSandboxValues ? matchSandboxValue(text, 'cac') : undefined;
  if (sandboxValue !== undefined) return accepted('cac', sandboxValue);

  const normalised = normaliseCac(text);
  if (normalised !== undefined) return accepted('cac', normalised);

  const digits = /\d+$/.exec(text)?.[0] ?? '';
  if (/^\d+$/.test(text)) return rejected('cac', `${FORMAT}, e.g. RC${digits} or BN${digits}.`);
  if (digits.length > CAC_MAX_DIGITS && /^(?:RC|BN|IT|LP|LLP)\b|^(?:RC|BN|IT|LP|LLP)\d/i.test(text)) {
    return rejected('cac', `${FORMAT}: at most ${CAC_MAX_DIGITS} digits (found ${digits.length}).`);
  }
  return rejected('cac', `${FORMAT}, e.g. RC123456.`);
}
