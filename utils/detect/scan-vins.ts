// Bare VINs are exactly 17 VIN characters standing alone, never a window of a longer run: in capitals, or
// in lower case when the check digit holds. After a "VIN" or "Chassis" label, any case and any grouping by
// spaces, tabs or hyphens is read; without one, a grouped VIN must be a whole grouped run (scanGroupedVins).
import { isAlphanumericAt, isAsciiAlphanumericCode } from './characters';
import type { Detection } from './types';
import { hasVinShape, isPlausibleVin, isVinCheckDigitValid, isVinModelYearCode, VIN_LENGTH } from './vin';
import { isVinOfMakerWithoutCheckDigit } from './vin-makers-without-check-digit';

const MAX_LABEL_TAIL = 24;

const HEX_ONLY = /^[0-9A-F]+$/;

// A 17-character code after these labels is a tracking, order, part, serial, licence or title number.
const OTHER_LABEL =
  /\b(?:track(?:ing)?|order|part|serial|s\/n|licen[cs]e|title|sku)(?: ?(?:no|num(?:ber)?|nr|id|code|ref))?[ \t:#.=-]*$/i;
const LABEL_LOOKBACK = 30;

function hasOtherLabelBefore(text: string, start: number): boolean {
  return OTHER_LABEL.test(text.slice(Math.max(0, start - LABEL_LOOKBACK), start));
}

// Sources as plain strings, not String.raw: a bundler drops an unused string but keeps a tagged template.
const VIN_LABEL_SOURCE = 'v\\.?i\\.?n\\b\\.?|chassis\\b';

const LABEL_TAIL_WORDS = new Set(['no', 'nr', 'num', 'number', 'vin', 'chassis', 'frame', 'code', 'is']);

const LABEL_TAIL_PUNCTUATION = ' \t\r\n\u00a0:#.-\u2013\u2014=/|()';

function vinDetection(vin: string, start: number, end: number, labelled: boolean): Detection | undefined {
  if (!isPlausibleVin(vin)) return undefined;
  const checkDigitValid = isVinCheckDigitValid(vin);
  // Unlabelled hex with a failed check digit is an id or a hash: the all-hex regions are North America,
  // where the check digit is mandatory, and Africa (A-H), where few VINs are issued.
  if (!labelled && !checkDigitValid && HEX_ONLY.test(vin)) return undefined;
  // A serial ends in digits: ISO 3779 asks for four, 49 CFR 565 three even for small makers. Letters there
  // are a misread or a code, whatever the check digit says ("WBANE53517CK924R8": R weighs what 9 does).
  if (!labelled && !/\d{3}$/.test(vin)) return undefined;
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
  // Most runs end in no X: the search below is for the few that do.
  if (run.charCodeAt(run.length - 1) !== 88 || run.charCodeAt(run.length - 2) !== 88) return undefined;
  const xs = /X{2,}$/.exec(run)?.[0].length ?? 0;
  if (xs === 0 || VIN_LENGTH - xs < 11 || isVinCheckDigitValid(run)) return undefined;
  const shown = run.slice(0, VIN_LENGTH - xs);
  return hasVinShape(shown.padEnd(VIN_LENGTH, '0')) ? shown.padEnd(VIN_LENGTH, '*') : undefined;
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** Bare VINs. 11-16 characters masked to 17 make a masked VIN, for the free preview only. */
export function scanBareVins(text: string, found: Detection[]): void {
  const runs = new RegExp(LONG_ALPHANUMERIC_RUN); // a fresh lastIndex per call
  for (let match = runs.exec(text); match; match = runs.exec(text)) {
    const start = match.index;
    const index = start + match[0].length;
    const shown = match[0];
    // A run of 17 or more leaves no room for a mask.
    if (
      index - start < VIN_LENGTH &&
      /^[*•#_]+$/.test(text.slice(index, start + VIN_LENGTH)) &&
      !/[\w*•#]/.test(text.charAt(start + VIN_LENGTH)) &&
      hasVinShape(shown.padEnd(VIN_LENGTH, '0'))
    ) {
      const value = shown.padEnd(VIN_LENGTH, '*');
      found.push({ kind: 'vin', value, start, end: start + VIN_LENGTH, confidence: 'low' });
    }
    if (isAlphanumericAt(text, start - 1) || isAlphanumericAt(text, index)) continue;
    // A barcode scanner's import "I" glued on ("I1N6AA0ED4AN318993"): I is no VIN character, so the 17
    // after it are the VIN, when their check digit holds.
    if (index - start === VIN_LENGTH + 1 && shown[0] === 'I' && isVinCheckDigitValid(shown.slice(1))) {
      const detection = vinDetection(shown.slice(1), start + 1, index, false);
      if (detection) found.push(detection);
      continue;
    }
    if (index - start !== VIN_LENGTH) continue;
    const masked = xMaskedVin(shown);
    if (masked) {
      found.push({ kind: 'vin', value: masked, start, end: index, confidence: 'low' });
      continue;
    }
    if (hasOtherLabelBefore(text, start)) continue;
    // Lower case standing alone (an image's file name, a URL path) is a VIN only when its check digit holds:
    // otherwise an id or a hash. Mixed case is not (Meteor and base62 ids are half lower case), but for
    // one slip of the keyboard among capitals ("ZACCJBBt0FPB63072").
    const vin = shown.toUpperCase();
    const lower = /[a-z]/.test(shown) ? shown.replace(/[^a-z]/g, '').length : 0;
    if (lower > 1 && (lower < VIN_LENGTH - digitCount(shown) || !isVinCheckDigitValid(vin))) continue;
    const detection = vinDetection(vin, start, index, false);
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

/**
 * How strongly the character at `index` parts two groups: 1 a hyphen, 2 a space or no-break space, 3 a
 * tab (a cell in the same row); 0 for anything else. A line break is no group separator: in a PDF or a
 * sheet it ends a line or a cell, and the page scanner already turns a block's own line breaks into spaces.
 */
function separatorRank(text: string, index: number): number {
  return SEPARATOR_RANKS[text.charAt(index)] ?? 0;
}

const SEPARATOR_RANKS: Readonly<Record<string, number>> = { '-': 1, ' ': 2, '\u00a0': 2, '\t': 3 };

function readGroupedVin(text: string, start: number): Detection | undefined {
  if (isAlphanumericAt(text, start - 1)) return undefined;
  let vin = '';
  let index = start;
  // Each group adds a character or ends the reading: at most 17 turns, whatever the text.
  for (;;) {
    const groupStart = index;
    while (isAsciiAlphanumericCode(text.charCodeAt(index)) && index - groupStart <= VIN_LENGTH) index++;
    if (index === groupStart || isAlphanumericAt(text, index)) return undefined;
    vin += text.slice(groupStart, index);
    if (vin.length === VIN_LENGTH) return vinDetection(vin.toUpperCase(), start, index, true);
    if (vin.length > VIN_LENGTH || !separatorRank(text, index)) return undefined;
    index++;
  }
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
 * Printed in the old spaced form only (17 single characters one space apart, any case): a hint for text
 * that may hold a labelled spaced VIN (more-detector-hints.ts). Case-insensitive use is safe with it, not
 * with GROUPED_VIN_SOURCE.
 */
export const SPACED_VIN_SOURCE =
  '\\s[0-9A-Za-z]\\s[0-9A-Za-z]\\s[0-9A-Za-z]\\s(?:[0-9A-Za-z]\\s){12}[0-9A-Za-z]';

/**
 * Where an unlabelled grouped VIN may be: 17 capitals or digits with at most one space, tab, line break or
 * hyphen between two. Case-sensitive (in any case it matches most prose). Also a candidate shape
 * (candidate-shapes.ts), where a line break reads as the space the page scanner makes of it. Spelt out,
 * not counted (`(?:…){16}`): the same matches, and V8 searches a register's text in half the time.
 */
export const GROUPED_VIN_SOURCE = '[0-9A-Z]' + '[\\s-]?[0-9A-Z]'.repeat(16);

/** A group of capitals and digits that a VIN may hold (no I, O or Q). */
function isVinGroupCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90 && code !== 73 && code !== 79 && code !== 81)
  );
}

/**
 * How the text at `index` (just after a group) parts it from what follows: a separator's rank when one
 * separator and another ASCII group follow, 0 when a letter or digit is glued on (inside a word), 4 for
 * a clear end (punctuation, two separators, a line break, the end of the text).
 */
function gapAfter(text: string, index: number): number {
  if (isAlphanumericAt(text, index)) return 0;
  const rank = separatorRank(text, index);
  return rank && isAlphanumericAt(text, index + 1) ? rank : 4;
}

/**
 * VINs printed in groups without a label ("1HG CM826 3 3 A 004352", "WVW ZZZ 1JZ XW 123456", one character
 * per tab cell). A grouped run is capitals-and-digits groups joined by one kind of separator; it counts
 * only whole: 17 characters in two groups or more, parted from its neighbours by a stronger separator, a
 * word that cannot be in a VIN, or a clear end. So no 17 characters are ever cut out of a longer run
 * ("REF 1HG CM826 33A 0043 52 9" holds none), and "1HG-CM826-33A-004352 2019" is read, its hyphens binding
 * more closely than the space. Linear: the gate finds where 17 such characters stand close, and each walk
 * goes on from where the last one ended.
 */
export function scanGroupedVins(text: string, found: Detection[]): void {
  const gate = new RegExp(GROUPED_VIN_SOURCE, 'g'); // a fresh lastIndex per call
  for (let match = gate.exec(text); match; match = gate.exec(text)) {
    gate.lastIndex =
      loneGroupEnd(text, match.index, match[0].length) || walkGroupedRun(text, match.index, found);
  }
}

/**
 * Where a gate match that is one whole group alone ends (a bare VIN, a long code: no separator inside,
 * nothing joined on either side), or 0: such a run holds no grouped VIN, and the walk would read it
 * only to say so. Most matches on a page are these.
 */
function loneGroupEnd(text: string, at: number, length: number): number {
  if (length !== VIN_LENGTH || isAsciiAlphanumericCode(text.charCodeAt(at - 1))) return 0;
  let end = at + length;
  while (isAsciiAlphanumericCode(text.charCodeAt(end))) end++;
  return separatorRank(text, end) && isAsciiAlphanumericCode(text.charCodeAt(end + 1)) ? 0 : end;
}

/** Walks the groups joined by single separators from the one holding `at`; returns where it ended. */
function walkGroupedRun(text: string, at: number, found: Detection[]): number {
  let index = at;
  while (isAsciiAlphanumericCode(text.charCodeAt(index - 1))) index--;
  const rankBefore = separatorRank(text, index - 1);
  let gap = isAlphanumericAt(text, index - 1)
    ? 0
    : rankBefore && isAlphanumericAt(text, index - 2)
      ? rankBefore
      : 4;
  // The run being read: where it starts, its characters and groups, its separator's rank, the gap before.
  let start = 0;
  let chars = 0;
  let groups = 0;
  let rank = 0;
  let before = 0;
  // The last group read: where it starts and ends, and the gap before it.
  let lastStart = 0;
  let lastEnd = 0;
  let lastBefore = 0;
  const close = (after: number) => {
    if (groups > 1 && chars === VIN_LENGTH && before >= rank && after >= rank)
      pushGroupedVin(text, start, lastEnd, found);
  };
  for (;;) {
    let end = index;
    let vinGroup = true;
    for (let code = text.charCodeAt(end); isAsciiAlphanumericCode(code); code = text.charCodeAt(++end)) {
      if (!isVinGroupCode(code)) vinGroup = false;
    }
    const joined = groups > 0 && gap > 0 && gap < 4;
    if (vinGroup && joined && (groups === 1 || gap === rank)) {
      chars += end - index;
      groups++;
      rank = gap;
    } else {
      close(gap);
      // The separator changed: a run of the new kind starts at the group before.
      const restart = vinGroup && joined;
      start = restart ? lastStart : index;
      chars = (restart ? lastEnd - lastStart : 0) + end - index;
      groups = restart ? 2 : vinGroup ? 1 : 0;
      rank = restart ? gap : 0;
      before = restart ? lastBefore : gap;
    }
    lastStart = index;
    lastEnd = end;
    lastBefore = gap;
    gap = gapAfter(text, end);
    if (gap === 0 || gap === 4 || !isAsciiAlphanumericCode(text.charCodeAt(end + 1))) {
      close(gap);
      return end;
    }
    index = end + 1;
  }
}

function pushGroupedVin(text: string, start: number, end: number, found: Detection[]): void {
  const vin = text.slice(start, end).replace(/[\s-]/g, '');
  // Prose, prices and numbers in groups make such runs too; a VIN ends in four digits (ISO 3779's serial),
  // holds a model year in position 10 and, unlabelled, a check digit or a maker that fills none.
  if (!isPlausibleVin(vin) || !/\d{4}$/.test(vin) || !isVinModelYearCode(vin.charAt(9))) return;
  if (hasOtherLabelBefore(text, start)) return;
  const checkDigitValid = isVinCheckDigitValid(vin);
  if (checkDigitValid || isVinOfMakerWithoutCheckDigit(vin))
    found.push({ kind: 'vin', value: vin, start, end, confidence: checkDigitValid ? 'high' : 'low' });
}
