/**
 * Finds CAC registration numbers in page text: RC, BN, IT, LP or LLP, then optional punctuation or
 * "No.", then 4 to 8 digits. Prefixes are case-sensitive (the word "it" is everywhere); "Rc" is
 * accepted for RC because the provider's own documentation writes it so.
 */
import {
  continuesIntoLongerNumber,
  endOfDigitRun,
  isAlphanumericAt,
  isAsciiAlphanumericCode,
} from './characters';
import type { Detection } from './types';

const MIN_DIGITS = 4;
const MAX_DIGITS = 8;
/** Fewer digits than this, or a lowercase letter in the prefix, and the match is only 'low'. */
const HIGH_CONFIDENCE_MIN_DIGITS = 5;

// Fixed alternatives, longest first so "LLP" wins over its "LP".
const PREFIX_SOURCE = 'LLP|RC|Rc|BN|IT|LP';

// Punctuation allowed between prefix and digits: "RC 123456", "RC-123456", "RC: 123456", "RC. 123456".
const PUNCTUATION = ' \u00a0:.#-';
const MAX_PUNCTUATION_RUN = 4;
const NUMBER_WORDS = new Set(['no', 'nr', 'number']);

function skipPunctuation(text: string, index: number): number {
  const limit = Math.min(text.length, index + MAX_PUNCTUATION_RUN);
  let end = index;
  while (end < limit && PUNCTUATION.includes(text.charAt(end))) end++;
  return end;
}

/** Index of the first digit after the prefix ending at `prefixEnd`, skipping "No." and punctuation. */
function digitsStartAfterPrefix(text: string, prefixEnd: number): number {
  const afterPunctuation = skipPunctuation(text, prefixEnd);
  // "RC No. 123456": a number word only after some punctuation, so "RCNo" or "ITNR" stay words.
  if (afterPunctuation === prefixEnd) return prefixEnd;
  let wordEnd = afterPunctuation;
  while (wordEnd - afterPunctuation < 6 && isAsciiAlphanumericCode(text.charCodeAt(wordEnd))) wordEnd++;
  if (
    wordEnd === afterPunctuation ||
    !NUMBER_WORDS.has(text.slice(afterPunctuation, wordEnd).toLowerCase())
  ) {
    return afterPunctuation;
  }
  return skipPunctuation(text, wordEnd);
}

/**
 * "IT 2025 budget", "LP 1977 reissue", "BN 2000": a prefix word, one space, then a year is ordinary
 * English. Four digits that read as a year count only when written as a registration number would be
 * ("IT-2025", "IT No. 2025", "IT2025").
 */
function isYearAfterPlainSpace(text: string, prefixEnd: number, digitsStart: number, end: number): boolean {
  if (end - digitsStart !== 4 || digitsStart - prefixEnd !== 1 || !/\s/.test(text.charAt(prefixEnd)))
    return false;
  const year = Number(text.slice(digitsStart, end));
  return year >= 1900 && year <= 2099;
}

export function scanCacs(text: string, found: Detection[]): void {
  const prefixes = new RegExp(PREFIX_SOURCE, 'g'); // a fresh lastIndex per call
  for (let match = prefixes.exec(text); match; match = prefixes.exec(text)) {
    const start = match.index;
    const prefix = match[0];
    if (isAlphanumericAt(text, start - 1)) continue; // "ARC1234", "CREDIT 2024"
    const digitsStart = digitsStartAfterPrefix(text, start + prefix.length);
    const end = endOfDigitRun(text, digitsStart);
    const digits = end - digitsStart;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) continue;
    if (isAlphanumericAt(text, end)) continue; // "RC12345A" is a part number
    if (continuesIntoLongerNumber(text, digitsStart, end, '-.', 'after')) continue; // "IT 2024-01-05"
    if (isYearAfterPlainSpace(text, start + prefix.length, digitsStart, end)) continue;
    const confident = prefix !== 'Rc' && digits >= HIGH_CONFIDENCE_MIN_DIGITS;
    found.push({
      kind: 'cac',
      value: prefix.toUpperCase() + text.slice(digitsStart, end),
      start,
      end,
      confidence: confident ? 'high' : 'low',
    });
    prefixes.lastIndex = end;
  }
}
