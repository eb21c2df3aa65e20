// Bare 10- and 13-digit TINs collide with bank accounts (NUBAN), phones and order numbers: they count only
// behind a TIN keyword on the same line, with nothing between that names another identifier.
import { isAlphanumericAt } from './characters';
import { lineBefore } from './line-before';

export const TIN_KEYWORD_REACH = 30;

const TIN_KEYWORD_SOURCE = String.raw`\b(?:tin|nrs|jrb|firs|jtb|tax(?:payer)?[ -]?id(?:entification)?)\b`;

const OTHER_IDENTIFIER_WORD =
  /\b(?:acc(?:oun)?t|a\/c|bank|nuban|bvn|nin|phone|tel|mobile|gsm|whatsapp|invoice|order|ref|reference|rc|bn|cac)\b/i;

const LONGEST_KEYWORD = 23;

/** The TIN keyword that labels the number at `numberStart`, as printed, or undefined. */
export function tinKeywordBefore(text: string, numberStart: number): string | undefined {
  const { from: windowStart, before } = lineBefore(text, numberStart, TIN_KEYWORD_REACH + LONGEST_KEYWORD);

  // The last keyword wins: it is the one that labels this number.
  let keywordEnd = -1;
  let keyword: string | undefined;
  const keywords = new RegExp(TIN_KEYWORD_SOURCE, 'gi');
  for (let match = keywords.exec(before); match; match = keywords.exec(before)) {
    // \b cannot see across the window's left edge ("plaTIN"), so look at the real text.
    if (isAlphanumericAt(text, windowStart + match.index - 1)) continue;
    keywordEnd = windowStart + match.index + match[0].length;
    keyword = match[0];
  }
  if (keywordEnd < 0 || numberStart - keywordEnd > TIN_KEYWORD_REACH) return undefined;

  const between = text.slice(keywordEnd, numberStart);
  return /\d/.test(between) || OTHER_IDENTIFIER_WORD.test(between) ? undefined : keyword;
}
