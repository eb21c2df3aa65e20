/**
 * A Nigerian label right beside a number: it names a Nigerian authority for the number's kind, or the country
 * itself, so the number counts whatever the page's country (page-fit.ts). "Right beside" is defined here only:
 * - before the number, on the same line, ending at most LABEL_REACH characters before it, with no digit and
 *   no word naming another kind of identifier between ("NRS TIN 2087654321", "CAC Reg. No: RC 1234");
 * - or just after it, across a space, bracket, comma or dash ("2087654321 (NRS)");
 * - or, for a TIN or CAC number, "+234" anywhere on the same line within LINE_REACH: the line's own phone
 *   says which country the business is in. Not for a phone: another number's code says nothing of this one
 *   ("携帯 080 1234 5678 … +234 803 123 4567" on a Japanese page).
 * One reason for the short reach: a label further off labels something else ("NRS" in a heading above a
 * list of foreign suppliers).
 */
import type { Detection, DetectionKind } from './types';
import { lineBefore } from './line-before';

const LABEL_REACH = 40;
const LONGEST_LABEL = 36;
const LINE_REACH = 100;

// Authorities, upper case as they print them: lower-case "firs" are trees, and a Japanese page's "JTB" is a
// travel agent, which is why tax offices label TINs only. State revenue services by their common acronyms.
const TAX_AUTHORITY =
  /\b(?:NRS|JRB|FIRS|JTB|LIRS|FCT-?IRS|OGIRS|RSIRS|KWIRS|EIRS|AKIRS|KIRS|KADIRS|PSIRS|OYSIRS)\b/g;
const TAX_AUTHORITY_NAME =
  /\b(?:nigeria revenue service|federal inland revenue|joint (?:revenue|tax) board|state internal revenue|state board of internal revenue)\b/gi;
const COMPANY_AUTHORITY = /\bCAC\b|\bcorporate affairs commission\b/gi;
const COUNTRY = /\bnigeria(?:n|['’]s)?\b/gi;

const LABELS: Readonly<Record<DetectionKind, readonly RegExp[]>> = {
  vin: [],
  tin: [TAX_AUTHORITY, TAX_AUTHORITY_NAME, COUNTRY],
  cac: [COMPANY_AUTHORITY, COUNTRY],
  phone: [COUNTRY],
};

// Words that name an identifier, grouped by the kind they name: between a label and a number, a word of
// another kind means the label is that other identifier's ("CAC RC 123456, TIN 1234567890").
const IDENTIFIER_WORD =
  /\b(?:(acc(?:oun)?t|a\/c|bank|nuban|bvn|nin|invoice|order|ref(?:erence)?|vat|vin|chassis)|(tin|tax(?:payer)?)|(rc|bn|llp|cac)|(phone|tel|mobile|gsm|whatsapp|call))\b/gi;
const WORD_KIND: readonly (DetectionKind | undefined)[] = [undefined, undefined, 'tin', 'cac', 'phone'];

// After the number: across at most a space, one bracket, comma or dash and a space ("2087654321 (NRS)").
const AFTER = /[ \u00a0]?[(,\-\u2013]?[ \u00a0]?/y;
const PLUS_234 = /\+ ?234(?!\d)/;

/** The part of the line that holds [start, end), at most `reach` characters either side. */
function lineAround(text: string, start: number, end: number, reach: number): { line: string; from: number } {
  let from = Math.max(0, start - reach);
  const before = text.slice(from, start);
  const lineBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
  if (lineBreak >= 0) from += lineBreak + 1;
  const after = text.slice(end, end + reach);
  const lineEnd = after.search(/[\n\r]/);
  return { line: text.slice(from, lineEnd < 0 ? end + after.length : end + lineEnd), from };
}

// The shared expressions are searched with exec from lastIndex 0 to the end, which leaves it at 0 again:
// matchAll would copy each one per call, and this runs for every number that needs its page's country.

function namesOtherKind(between: string, kind: DetectionKind): boolean {
  if (/\d/.test(between)) return true;
  IDENTIFIER_WORD.lastIndex = 0;
  for (let match = IDENTIFIER_WORD.exec(between); match; match = IDENTIFIER_WORD.exec(between)) {
    let group = 1;
    while (group < WORD_KIND.length && match[group] === undefined) group++;
    if (WORD_KIND[group] !== kind) {
      IDENTIFIER_WORD.lastIndex = 0;
      return true;
    }
  }
  return false;
}

/** Where the last match of a global `label` in `text` ends, or -1. */
function lastLabelEnd(label: RegExp, text: string): number {
  let end = -1;
  label.lastIndex = 0;
  while (label.exec(text)) end = label.lastIndex;
  return end;
}

function labelBefore(text: string, start: number, kind: DetectionKind): boolean {
  const { from, before } = lineBefore(text, start, LABEL_REACH + LONGEST_LABEL);
  let labelEnd = -1;
  for (const label of LABELS[kind]) {
    const end = lastLabelEnd(label, before);
    if (end >= 0) labelEnd = Math.max(labelEnd, from + end);
  }
  if (labelEnd < 0 || start - labelEnd > LABEL_REACH) return false;
  return !namesOtherKind(text.slice(labelEnd, start), kind);
}

function labelAfter(text: string, end: number, kind: DetectionKind): boolean {
  AFTER.lastIndex = end;
  AFTER.test(text);
  const next = text.slice(AFTER.lastIndex, AFTER.lastIndex + LONGEST_LABEL);
  // search() leaves the shared expressions' lastIndex alone (matchAll copies it: a stale one skips labels).
  return LABELS[kind].some((label) => next.search(label) === 0);
}

/**
 * Per kind, every label's words in any case and without their word boundaries: a match of a label before
 * or after a number holds one of them in the short window around it, so a window with none has no label
 * (most numbers on a page stand beside none). Only a first look: the labels themselves decide.
 */
const ANY_LABEL: Readonly<Record<DetectionKind, RegExp | undefined>> = {
  vin: undefined,
  tin: anyOf(LABELS.tin),
  cac: anyOf(LABELS.cac),
  phone: anyOf(LABELS.phone),
};

function anyOf(labels: readonly RegExp[]): RegExp {
  return new RegExp(labels.map((label) => label.source.replaceAll('\\b', '')).join('|'), 'i');
}

/** Whether a label of `kind` may stand before [start, end) (within LABEL_REACH) or just after it. */
function mayHaveLabel(text: string, start: number, end: number, kind: DetectionKind): boolean {
  const any = ANY_LABEL[kind];
  // labelBefore reads from LABEL_REACH + LONGEST_LABEL before; a label after starts within 3 of the end.
  const from = Math.max(0, start - LABEL_REACH - LONGEST_LABEL);
  return any !== undefined && any.test(text.slice(from, end + 3 + LONGEST_LABEL));
}

/** Whether "+234" may be on the line: its plus within LINE_REACH either side. */
function mayHavePlus(text: string, start: number, end: number): boolean {
  return text.slice(Math.max(0, start - LINE_REACH), end + LINE_REACH).includes('+');
}

/** Whether a Nigerian label stands right beside the number at [start, end) of `text`. */
export function hasNigerianLabelBeside(
  text: string,
  start: number,
  end: number,
  kind: DetectionKind,
): boolean {
  if (kind !== 'phone' && mayHavePlus(text, start, end)) {
    if (PLUS_234.test(lineAround(text, start, end, LINE_REACH).line)) return true;
  }
  if (!mayHaveLabel(text, start, end, kind)) return false;
  return labelBefore(text, start, kind) || labelAfter(text, end, kind);
}

/** Clears the page flag of every candidate a Nigerian label stands right beside: it counts anywhere. */
export function liftBesideNigerianLabels(text: string, candidates: readonly Detection[]): void {
  for (const candidate of candidates) {
    if (candidate.pageMustBe && hasNigerianLabelBeside(text, candidate.start, candidate.end, candidate.kind))
      delete candidate.pageMustBe;
  }
}
