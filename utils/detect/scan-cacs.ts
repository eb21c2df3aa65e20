// Prefixes are case-sensitive (the word "it" is everywhere); "Rc" is accepted because the provider's own
// documentation writes it so. Four digits is an old number or another country's register ("RC 1234"): it
// counts only on a page not plainly foreign (`pageMustBe`).
import {
  continuesIntoLongerNumber,
  endOfDigitRun,
  isAlphanumericAt,
  isAsciiAlphanumericCode,
  isDigitAt,
} from './characters';
import { namesOtherRegister } from './other-register';
import type { Detection } from './types';

const MIN_DIGITS = 4;
const MAX_DIGITS = 8;
/** Fewer digits than this, or a lowercase letter in the prefix, and the match is only 'low'. */
const HIGH_CONFIDENCE_MIN_DIGITS = 5;

const PREFIX_SOURCE = 'LLP|RC|Rc|BN|IT|LP';

const PUNCTUATION = ' \u00a0:.#-/';
const MAX_PUNCTUATION_RUN = 4;
const NUMBER_WORDS = new Set(['no', 'nr', 'number']);
function skipPunctuation(text: string, index: number): number {
  const limit = Math.min(text.length, index + MAX_PUNCTUATION_RUN);
  let end = index;
  while (end < limit && PUNCTUATION.includes(text.charAt(end))) end++;
  return end;
}

function digitsStartAfterPrefix(text: string, prefixEnd: number): number {
  const afterPunctuation = skipPunctuation(text, prefixEnd);
  // "RC No. 123456": a number word only after some punctuation, so "RCNo" or "ITNR" stay words.
  // Most often the digits themselves: no word to read.
  if (afterPunctuation === prefixEnd || isDigitAt(text, afterPunctuation)) return afterPunctuation;
  let wordEnd = afterPunctuation;
  while (wordEnd - afterPunctuation < 12 && isAsciiAlphanumericCode(text.charCodeAt(wordEnd))) wordEnd++;
  const word = text.slice(afterPunctuation, wordEnd).toLowerCase();
  // "BN Reg. No. 3141592", "BN Registration: 2718281": a registration word, then perhaps a number word.
  if (word === 'reg' || word === 'registration') return digitsStartAfterPrefix(text, wordEnd);
  return NUMBER_WORDS.has(word) ? skipPunctuation(text, wordEnd) : afterPunctuation;
}

/** "IT 2025 budget": a prefix, one space and a year is English, not a registration number. */
function isYearAfterPlainSpace(text: string, prefixEnd: number, digitsStart: number, end: number): boolean {
  if (end - digitsStart !== 4 || digitsStart - prefixEnd !== 1 || !/\s/.test(text.charAt(prefixEnd)))
    return false;
  const year = Number(text.slice(digitsStart, end));
  return year >= 1900 && year <= 2099;
}

// Hobby models are sold as "WLtoys RC 144001" or "1:14 RC 124019": the digits are a model number.
const TOY_WORDS = /toy|traxxas|hobby|drone|buggy|scale|1[:/]\d\d?\b/i;
const TOY_REACH = 40;

/** IT counts only after "CAC/", in brackets after a name ("Grace Mission (IT 45821)") or written tight;
 * RC with a toy word on its line is a model number. */
function isWordBeforeNumber(text: string, start: number, prefix: string, tail: string, end: number): boolean {
  if (!/^\s+$/.test(tail)) return false;
  if (prefix === 'IT') {
    const bracketed = text[start - 1] === '(' && text[end] === ')';
    return !bracketed && text.slice(start - 4, start).toUpperCase() !== 'CAC/';
  }
  if (prefix === 'BN') return false;
  const from = Math.max(0, start - TOY_REACH);
  const before = text.slice(from, start);
  const after = text.slice(start, start + TOY_REACH);
  const lineEnd = after.indexOf('\n');
  // The prefix's line, TOY_REACH either side of its start.
  const line = text.slice(
    from + before.lastIndexOf('\n') + 1,
    start + (lineEnd < 0 ? after.length : lineEnd),
  );
  return TOY_WORDS.test(line);
}

export function scanCacs(text: string, found: Detection[]): void {
  const prefixes = new RegExp(PREFIX_SOURCE, 'g'); // a fresh lastIndex per call
  for (let match = prefixes.exec(text); match; match = prefixes.exec(text)) {
    const start = match.index;
    const prefix = match[0];
    if (isAlphanumericAt(text, start - 1)) continue; // "ARC1234", "CREDIT 2024"
    const prefixEnd =
      start + prefix.length + (text[start - 1] === '(' && text[start + prefix.length] === ')' ? 1 : 0);
    const digitsStart = digitsStartAfterPrefix(text, prefixEnd);
    const end = endOfDigitRun(text, digitsStart);
    const digits = end - digitsStart;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) continue;
    // Trustees' numbers run to seven digits; "IT" and eight digits is a student's registration number.
    if (prefix === 'IT' && digits > 7) continue;
    if (isAlphanumericAt(text, end)) continue; // "RC12345A" is a part number
    // "IT 2024-01-05"; "RC 12345/19" is a francophone trade register's number and year (Burundi, Morocco):
    // a CAC number ends where its digits end.
    if (continuesIntoLongerNumber(text, digitsStart, end, '-./', 'after')) continue;
    if (isYearAfterPlainSpace(text, prefixEnd, digitsStart, end)) continue;
    if (isWordBeforeNumber(text, start, prefix.toUpperCase(), text.slice(prefixEnd, digitsStart), end))
      continue;
    if (namesOtherRegister(text, start, end)) continue;
    const long = digits >= HIGH_CONFIDENCE_MIN_DIGITS;
    found.push({
      kind: 'cac',
      value: prefix.toUpperCase() + text.slice(digitsStart, end),
      start,
      end,
      confidence: prefix !== 'Rc' && long ? 'high' : 'low',
      ...(long ? {} : { pageMustBe: 'not-foreign' as const }),
    });
    prefixes.lastIndex = end;
  }
}

// A BN number spelt out. Not after "DTI": the Philippines' DTI registers business names too.
const BUSINESS_NAME_LABEL =
  /(?<!DTI )\bbusiness name (?:reg(?:istration)?\.? ?)?(?:no\b\.?|number|nr\b\.?) ?[:#]? ?(?=\d)/gi;

export function scanBusinessNameNumbers(text: string, found: Detection[]): void {
  const labels = new RegExp(BUSINESS_NAME_LABEL);
  for (let match = labels.exec(text); match; match = labels.exec(text)) {
    const digitsStart = match.index + match[0].length;
    const end = endOfDigitRun(text, digitsStart);
    labels.lastIndex = end;
    const digits = end - digitsStart;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS || isAlphanumericAt(text, end)) continue;
    const value = `BN${text.slice(digitsStart, end)}`;
    found.push({
      kind: 'cac',
      value,
      start: match.index,
      end,
      confidence: 'high',
      ...(digits < HIGH_CONFIDENCE_MIN_DIGITS ? { pageMustBe: 'not-foreign' as const } : {}),
    });
  }
}

// "CAC No: 1234567", "CAC Reg. No. 987654", "CAC Registration Number: 1234567", "CAC: 123456": the label says
// it is a CAC number but not of which type. Sent as RC, the provider's default for companies, and only
// 'low'. Not "CAC/IT/NO" nor "CAC/BN" (a slash: the prefix scanner reads those), nor a prefix after the
// label ("CAC No: RC 123456", read there too).
// Spaces between the parts are bounded: adjacent unbounded runs would make a long run of spaces quadratic.
const CAC_LABEL =
  /\bCAC(?:[ \u00a0]?[.:#-]?[ \u00a0]?(?:reg(?:istration)?|regd|certificate|cert)\b\.?)?(?:[ \u00a0]?(?:no|nr|number|num)\b\.?)?[ \u00a0]?[:#-]?[ \u00a0]?(?=\d)/gi;

// An NGO, a church or a foundation is registered by the CAC as incorporated trustees: its bare "CAC No" is an
// IT number, the word for it just before ("GICD NGO\nCAC NO: 141566"). A company's is RC, the default.
const TRUSTEES =
  /\b(?:NGO|foundation|trustees|association|church|mosque|ministr(?:y|ies)|society|fellowship|charity)\b/i;
const TRUSTEES_REACH = 80;

export function scanCacLabelNumbers(text: string, found: Detection[]): void {
  const labels = new RegExp(CAC_LABEL);
  for (let match = labels.exec(text); match; match = labels.exec(text)) {
    if (!match[0].startsWith('CAC')) continue; // "cac" in running text is no label
    const digitsStart = match.index + match[0].length;
    const end = endOfDigitRun(text, digitsStart);
    labels.lastIndex = end;
    const digits = end - digitsStart;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS || isAlphanumericAt(text, end)) continue;
    // A date ("CAC: 12/05/2021", "CAC 2021-03-04"), an amount ("CAC: 25,000") or a grouped phone
    // ("CAC: 0803 123 4567") is no registration number; nor is a year ("CAC 2020").
    if (continuesIntoLongerNumber(text, digitsStart, end, '/-.,', 'after')) continue;
    if (/^[ \u00a0]\d/.test(text.slice(end, end + 2))) continue;
    if (
      isYearAfterPlainSpace(text, digitsStart - 1, digitsStart, end) ||
      /^(?:19|20)\d\d$/.test(text.slice(digitsStart, end))
    )
      continue;
    const prefix = TRUSTEES.test(text.slice(Math.max(0, match.index - TRUSTEES_REACH), match.index))
      ? 'IT'
      : 'RC';
    const value = `${prefix}${text.slice(digitsStart, end)}`;
    found.push({ kind: 'cac', value, start: match.index, end, confidence: 'low' });
  }
}
