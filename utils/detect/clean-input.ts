/**
 * Tidies what a user typed, pasted or selected before it is parsed: invisible characters, odd spaces
 * and dashes, wrapping quotes, and a leading label copied along with the value ("VIN: …", "TIN …").
 */
import type { QueryKind } from './query-types';

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
const ODD_SPACE = /[\u00a0\u2000-\u200a\u202f\u205f\u3000\t\r\n]/g;
const ODD_DASH = /[\u2010-\u2015\u2212]/g;
const WRAPPING = /^["'“”‘’«»()[\]]+|["'“”‘’«»()[\]]+$/g;

export function cleanInput(input: string): string {
  return input
    .replace(INVISIBLE, '')
    .replace(ODD_SPACE, ' ')
    .replace(ODD_DASH, '-')
    .trim()
    .replace(WRAPPING, '')
    .trim();
}

// Labels that may precede a value, each a bounded pattern anchored at the start (no backtracking blow-up).
const LABELS: Readonly<Record<QueryKind, RegExp>> = {
  vin: /^(?:v\.?i\.?n|chassis)\.?(?: ?(?:no|number|nr)\b\.?)? ?[:#=-]? ?/i,
  tin: /^(?:(?:firs|jtb) )?(?:tin|jtb|tax ?id(?:entification number)?)\.?(?: ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
  cac: /^cac(?: ?(?:reg(?:istration)?\.?)? ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
  phone: /^(?:tel|phone|mobile|gsm|whatsapp|call)\.?(?: ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
};

/** The kind named by a label at the start of `text`, and the text without it; undefined when no label. */
export function splitLabel(text: string): { kind: QueryKind; rest: string } | undefined {
  for (const kind of ['vin', 'tin', 'cac', 'phone'] as const) {
    const match = LABELS[kind].exec(text);
    // A label must be followed by something, and must not be the start of the value itself.
    if (match && match[0].length < text.length && /[\s:#=.-]$/.test(match[0])) {
      return { kind, rest: text.slice(match[0].length).trim() };
    }
  }
  return undefined;
}

/** `text` without a leading label of `kind`. */
export function stripLabel(text: string, kind: QueryKind): string {
  const split = splitLabel(text);
  return split?.kind === kind ? split.rest : text;
}
