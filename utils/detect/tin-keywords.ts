/**
 * The keyword gate for JRB TINs (10 digits) and Tax IDs (13 digits). Bare, those collide with bank
 * account numbers (NUBAN, 10 digits), phone numbers and order numbers, so they count as TINs only
 * when a TIN keyword shortly precedes them on the same line and nothing in between says they are
 * something else.
 */
import { isAlphanumericAt } from './characters';

/** The keyword must end at most this many characters before the number. */
export const TIN_KEYWORD_REACH = 30;

// "TIN", "NRS", "JRB" (and their former names), "Tax ID", "TaxID", "Tax-ID", "Tax Identification",
// "Taxpayer ID". Bounded alternatives.
const TIN_KEYWORD_SOURCE = String.raw`\b(?:tin|nrs|jrb|firs|jtb|tax(?:payer)?[ -]?id(?:entification)?)\b`;

// Words that, between the keyword and the number, show the number is not the TIN:
// "TIN / Account No: 0123456789", "TIN pending, Phone 0803…".
const OTHER_IDENTIFIER_WORD =
  /\b(?:acc(?:oun)?t|a\/c|bank|nuban|bvn|nin|phone|tel|mobile|gsm|whatsapp|invoice|order|ref|reference|rc|bn|cac)\b/i;

// The longest keyword ("taxpayer identification") is 23 characters.
const LONGEST_KEYWORD = 23;

/** True when a TIN keyword precedes `numberStart` closely enough to vouch for the number. */
export function hasTinKeywordBefore(text: string, numberStart: number): boolean {
  let windowStart = Math.max(0, numberStart - TIN_KEYWORD_REACH - LONGEST_KEYWORD);
  let lineBefore = text.slice(windowStart, numberStart);
  // Same line only. Searching inside the short window keeps the cost constant per number.
  const lineBreak = Math.max(lineBefore.lastIndexOf('\n'), lineBefore.lastIndexOf('\r'));
  if (lineBreak >= 0) {
    windowStart += lineBreak + 1;
    lineBefore = lineBefore.slice(lineBreak + 1);
  }

  // The last keyword wins: it is the one that labels this number.
  let keywordEnd = -1;
  const keywords = new RegExp(TIN_KEYWORD_SOURCE, 'gi');
  for (let match = keywords.exec(lineBefore); match; match = keywords.exec(lineBefore)) {
    // \b cannot see across the window's left edge ("plaTIN"), so look at the real text.
    if (isAlphanumericAt(text, windowStart + match.index - 1)) continue;
    keywordEnd = windowStart + match.index + match[0].length;
  }
  if (keywordEnd < 0 || numberStart - keywordEnd > TIN_KEYWORD_REACH) return false;

  const between = text.slice(keywordEnd, numberStart);
  return !/\d/.test(between) && !OTHER_IDENTIFIER_WORD.test(between);
}
