/** Tidies input before parsing: invisible characters, odd spaces and dashes, quotes, a copied label. */
import type { QueryKind } from './query-types';
import { IDENTIFIER_KINDS } from './types';

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

const LABELS: Readonly<Record<QueryKind, RegExp>> = {
  vin: /^(?:v\.?i\.?n|chassis)\.?(?: ?(?:no|number|nr)\b\.?)? ?[:#=-]? ?/i,
  tin: /^(?:(?:firs|jtb) )?(?:tin|jtb|tax ?id(?:entification number)?)\.?(?: ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
  cac: /^cac(?: ?(?:reg(?:istration)?\.?)? ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
  phone: /^(?:tel|phone|mobile|gsm|whatsapp|call)\.?(?: ?(?:no|number)\b\.?)? ?[:#=-]? ?/i,
};

export function splitLabel(text: string): { kind: QueryKind; rest: string } | undefined {
  for (const kind of IDENTIFIER_KINDS) {
    const match = LABELS[kind].exec(text);
    // A label must be followed by something, and must not be the start of the value itself.
    if (match && match[0].length < text.length && /[\s:#=.-]$/.test(match[0])) {
      return { kind, rest: text.slice(match[0].length).trim() };
    }
  }
  return undefined;
}

export function stripLabel(text: string, kind: QueryKind): string {
  const split = splitLabel(text);
  return split?.kind === kind ? split.rest : text;
}
