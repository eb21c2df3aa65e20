// Bare VINs are exactly 17 uppercase VIN characters standing alone, never a window of a longer run. After a
// "VIN" or "Chassis" label, lowercase and spaced or hyphenated groups are accepted too.
import { isAlphanumericAt, isAsciiAlphanumericCode, isGroupSeparatorAt } from './characters';
import type { Detection } from './types';
import { hasVinShape, isPlausibleVin, isVinCheckDigitValid, VIN_LENGTH } from './vin';

const MAX_VIN_GROUPS = 6;

const MAX_LABEL_TAIL = 24;

const HEX_ONLY = /^[0-9A-F]+$/;

// A 17-character code after these labels is a tracking, order, part, serial, licence or title number.
const OTHER_LABEL =
  /\b(?:track(?:ing)?|order|part|serial|s\/n|licen[cs]e|title|sku)(?: ?(?:no|num(?:ber)?|nr|id|code|ref))?[ \t:#.=-]*$/i;
const LABEL_LOOKBACK = 30;

function hasOtherLabelBefore(text: string, start: number): boolean {
  return OTHER_LABEL.test(text.slice(Math.max(0, start - LABEL_LOOKBACK), start));
}

const VIN_LABEL_SOURCE = String.raw`v\.?i\.?n\b\.?|chassis\b`;

const LABEL_TAIL_WORDS = new Set(['no', 'nr', 'num', 'number', 'vin', 'chassis', 'frame', 'code', 'is']);

const LABEL_TAIL_PUNCTUATION = ' \t\r\n\u00a0:#.-\u2013\u2014=/|()';

function vinDetection(vin: string, start: number, end: number, labelled: boolean): Detection | undefined {
  if (!isPlausibleVin(vin)) return undefined;
  const checkDigitValid = isVinCheckDigitValid(vin);
  // Unlabelled hex with a failed check digit is an id or a hash: the all-hex regions are North America,
  // where the check digit is mandatory, and Africa (A-H), where few VINs are issued.
  if (!labelled && !checkDigitValid && HEX_ONLY.test(vin)) return undefined;
  return { kind: 'vin', value: vin, start, end, confidence: checkDigitValid ? 'high' : 'low' };
}

// Runs of VIN characters long enough to matter: a masked VIN shows 11 or more, a bare one is 17. Each
// match takes the whole run, so the next search starts outside a run and every match at a run's start.
// Spelt out as 11 classes and a 12th repeated, not counted (`{11,}`): V8 then rejects a shorter word
// several characters at a time, and the search takes a third to a half less time.
const LONG_ALPHANUMERIC_RUN = new RegExp('[0-9A-Za-z]'.repeat(12) + '*', 'g');

/**
 * Auctions print a hidden serial as X's (`1HGCM82633AXXXXXX`). Only a trailing run of two or more is a
 * mask: X is a VIN character too, and Ford of Europe's real VINs carry `XX` in positions 5-6
 * (`WF0BXXGAFBBD99999`). A 17-character run whose check digit holds is a real VIN, whatever its end.
 */
function xMaskedVin(run: string): string | undefined {
  const xs = /X{2,}$/.exec(run)?.[0].length ?? 0;
  if (xs === 0 || VIN_LENGTH - xs < 11 || isVinCheckDigitValid(run)) return undefined;
  const shown = run.slice(0, VIN_LENGTH - xs);
  return hasVinShape(shown.padEnd(VIN_LENGTH, '0')) ? shown.padEnd(VIN_LENGTH, '*') : undefined;
}

/** Bare VINs. 11-16 characters masked to 17 make a masked VIN, for the free preview only. */
export function scanBareVins(text: string, found: Detection[]): void {
  const runs = new RegExp(LONG_ALPHANUMERIC_RUN); // a fresh lastIndex per call
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    const start = match.index;
    const index = start + match[0].length;
    const shown = match[0];
    if (
      /^[*•#_]+$/.test(text.slice(index, start + VIN_LENGTH)) &&
      !/[\w*•#]/.test(text.charAt(start + VIN_LENGTH)) &&
      hasVinShape(shown.padEnd(VIN_LENGTH, '0'))
    ) {
      const value = shown.padEnd(VIN_LENGTH, '*');
      found.push({ kind: 'vin', value, start, end: start + VIN_LENGTH, confidence: 'low' });
    }
    if (index - start !== VIN_LENGTH) continue;
    if (isAlphanumericAt(text, start - 1) || isAlphanumericAt(text, index)) continue;
    const masked = xMaskedVin(shown);
    if (masked) {
      found.push({ kind: 'vin', value: masked, start, end: index, confidence: 'low' });
      continue;
    }
    if (hasOtherLabelBefore(text, start)) continue;
    // hasVinShape (inside isPlausibleVin) wants uppercase: lowercase runs are words or hashes.
    const detection = vinDetection(shown, start, index, false);
    if (detection) found.push(detection);
  }
}

/** VIN starts after a label, best first; skipped words come last as fallbacks ("VIN NR5…"). */
function vinStartsAfterLabel(text: string, labelEnd: number): number[] {
  const limit = Math.min(text.length, labelEnd + MAX_LABEL_TAIL);
  const skippedWords: number[] = [];
  let index = labelEnd;
  while (index < limit) {
    const char = text.charAt(index);
    if (LABEL_TAIL_PUNCTUATION.includes(char)) {
      index++;
      continue;
    }
    let wordEnd = index;
    while (wordEnd < limit && isAsciiAlphanumericCode(text.charCodeAt(wordEnd))) wordEnd++;
    if (wordEnd === index || isAlphanumericAt(text, wordEnd)) break;
    if (!LABEL_TAIL_WORDS.has(text.slice(index, wordEnd).toLowerCase())) break;
    skippedWords.push(index);
    index = wordEnd;
  }
  return [index, ...skippedWords.reverse()];
}

function readGroupedVin(text: string, start: number): Detection | undefined {
  if (isAlphanumericAt(text, start - 1)) return undefined;
  let vin = '';
  let index = start;
  for (let groups = 1; groups <= MAX_VIN_GROUPS; groups++) {
    const groupStart = index;
    while (
      index < text.length &&
      isAsciiAlphanumericCode(text.charCodeAt(index)) &&
      index - groupStart <= VIN_LENGTH
    ) {
      index++;
    }
    if (index === groupStart || isAlphanumericAt(text, index)) return undefined;
    vin += text.slice(groupStart, index);
    if (vin.length === VIN_LENGTH) return vinDetection(vin.toUpperCase(), start, index, true);
    if (vin.length > VIN_LENGTH || !isGroupSeparatorAt(text, index)) return undefined;
    index++;
  }
  return undefined;
}

export function scanLabelledVins(text: string, found: Detection[]): void {
  const labels = new RegExp(VIN_LABEL_SOURCE, 'gi'); // a fresh lastIndex per call
  for (let match = labels.exec(text); match; match = labels.exec(text)) {
    // Extracted text glues a label to the word before ("ACCORDVIN:1HG…"): allowed for "VIN:" in capitals.
    const glued = match[0] === 'VIN' && text[match.index + 3] === ':';
    if (isAlphanumericAt(text, match.index - 1) && !glued) continue;
    for (const start of vinStartsAfterLabel(text, match.index + match[0].length)) {
      const detection = readGroupedVin(text, start);
      if (detection) {
        found.push(detection);
        break;
      }
    }
  }
}

/**
 * 17 single characters one space apart, from the space after the first: text without it holds no spaced
 * VIN, and most text has none. The first three pairs spelt out, as LONG_ALPHANUMERIC_RUN's characters
 * are: the search over prose takes half the time. Also a candidate shape (candidate-shapes.ts), so both
 * read the same spaces.
 */
export const SPACED_VIN_SOURCE = String.raw`\s[0-9A-Za-z]\s[0-9A-Za-z]\s[0-9A-Za-z]\s(?:[0-9A-Za-z]\s){12}[0-9A-Za-z]`;
const SPACED_SHAPE = new RegExp(SPACED_VIN_SOURCE);

/** VINs spelt one character per space or tab cell; unlabelled, only when the check digit holds. */
export function scanSpacedVins(text: string, found: Detection[]): void {
  if (!SPACED_SHAPE.test(text)) return;
  let count = 0;
  let start = 0;
  let last = -2;
  for (let index = 0; index <= text.length; index++) {
    const single =
      isAsciiAlphanumericCode(text.charCodeAt(index)) &&
      !isAlphanumericAt(text, index - 1) &&
      !isAlphanumericAt(text, index + 1);
    if (!single && index < text.length && !isAlphanumericAt(text, index)) continue;
    if (single && count > 0 && index === last + 2 && /\s/.test(text.charAt(index - 1))) {
      count++;
    } else {
      if (count === VIN_LENGTH) pushSpacedVin(text, start, last + 1, found);
      count = single ? 1 : 0;
      start = index;
    }
    last = index;
  }
}

function pushSpacedVin(text: string, start: number, end: number, found: Detection[]): void {
  const written = text.slice(start, end).replace(/\s/g, '');
  const before = text.slice(Math.max(0, start - LABEL_LOOKBACK), start);
  // A NUL ends a label's reach: the page scanner puts one between two blocks' texts.
  const labelled = /\b(?:vin|chassis)\b/i.test(before.slice(before.lastIndexOf('\u0000') + 1));
  if (!labelled && !isVinCheckDigitValid(written)) return;
  const detection = vinDetection(written.toUpperCase(), start, end, labelled);
  if (detection) found.push(detection);
}
