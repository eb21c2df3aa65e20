// Legacy NRS TINs (8-4 digits) stand alone; 10- and 13-digit ones need a TIN keyword (tin-keywords.ts).
// Other countries print every one of these shapes (Zimbabwe and Ethiopia 10 digits after "TIN", Thailand 13
// after "Tax ID": test/fixtures/real-text/th-*): each counts only on a page not plainly another country's
// (`pageMustBe`), unless a Nigerian label stands beside it (nigerian-label.ts).
import {
  continuesIntoLongerNumber,
  endOfDigitRun,
  isAlphanumericAt,
  isDigitAt,
  isGroupSeparatorAt,
} from './characters';
import { tinKeywordBefore } from './tin-keywords';
import { JTB_TIN_LENGTH, TAX_ID_LENGTH } from './tin';
import type { Detection } from './types';

// Characters that chain digits into a longer number: "2023-20304753-0001", "1234567890.50", "1,234,567,890".
const FIRS_JOINERS = '-./';
const JTB_JOINERS = '-./,';
const MAX_GROUPS = 5;

/** YYYYMMDD, 1990-2099: "20261121-0001" is far more often a dated reference than a TIN. */
export function isCompactDate(eightDigits: string): boolean {
  const year = Number(eightDigits.slice(0, 4));
  const month = Number(eightDigits.slice(4, 6));
  const day = Number(eightDigits.slice(6, 8));
  return year >= 1990 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** "00000000-0001", "0000000000": a form's placeholder, which no registry issues. */
function isPlaceholder(digits: string): boolean {
  return /^0+$/.test(digits);
}

const DASH = /[-\u2012\u2013]| [-\u2012\u2013] /y;

function tailStart(text: string, index: number): number {
  DASH.lastIndex = index;
  return DASH.test(text) ? DASH.lastIndex : -1;
}

function groupedEnd(text: string, start: number, firstEnd: number): number {
  let digits = 0;
  let end = start - 1;
  for (let groups = 0; groups < MAX_GROUPS && digits < TAX_ID_LENGTH; groups++) {
    if (groups > 0 && !isGroupSeparatorAt(text, end)) break;
    const groupEnd = endOfDigitRun(text, end + 1);
    if (groupEnd - end - 1 < 2 || groupEnd - end - 1 > 5) return -1;
    digits += groupEnd - end - 1;
    end = groupEnd;
  }
  const grouped = end > firstEnd && !(isGroupSeparatorAt(text, end) && isDigitAt(text, end + 1));
  return grouped && (digits === JTB_TIN_LENGTH || digits === TAX_ID_LENGTH) ? end : -1;
}

// The next whole digit run that may start a TIN: 2-5 digits then a group separator and two digits (a
// grouped TIN), 8 then a dash and four (a legacy one), or exactly 10 or 13. A native search skips every
// other number (years, prices, a VIN's digits) as it skips the text between them: no run it passes over
// could start a TIN below. Its lastIndex is set before each search.
const TIN_START =
  /\d(?<!\d\d)(?:\d{1,4}[ \u00a0-]\d\d|\d{7}(?:[-\u2012\u2013]| [-\u2012\u2013] )\d{4}|\d{9}(?!\d)|\d{12}(?!\d))/g;

export function scanTins(text: string, found: Detection[]): void {
  let index = 0;
  for (;;) {
    TIN_START.lastIndex = index;
    const next = TIN_START.exec(text);
    if (!next) return;
    const start = next.index;
    index = endOfDigitRun(text, start);
    const digits = index - start;

    const tail = digits === 8 ? tailStart(text, index) : -1;
    if (tail > 0) {
      const tailEnd = endOfDigitRun(text, tail);
      if (
        tailEnd - tail === 4 &&
        !continuesIntoLongerNumber(text, start, tailEnd, FIRS_JOINERS) &&
        !isCompactDate(text.slice(start, index)) &&
        !isPlaceholder(text.slice(start, index))
      ) {
        const value = `${text.slice(start, index)}-${text.slice(tail, tailEnd)}`;
        found.push({
          kind: 'tin',
          value,
          start,
          end: tailEnd,
          confidence: 'high',
          pageMustBe: 'not-foreign',
        });
        index = tailEnd;
        continue;
      }
    }

    const whole = digits === JTB_TIN_LENGTH || digits === TAX_ID_LENGTH;
    const end = whole ? index : groupedEnd(text, start, index);
    if (end < 0 || continuesIntoLongerNumber(text, start, end, JTB_JOINERS)) continue;
    const keyword = tinKeywordBefore(text, start);
    if (keyword === undefined) continue;
    // "tin: C7856152030" is a code with a letter in front (Malaysia's), unless the letters are the keyword
    // itself, glued on ("FIRS1234567890").
    if (isAlphanumericAt(text, start - 1) && text.slice(start - keyword.length, start) !== keyword) continue;
    const value = text.slice(start, end).replace(/\D/g, '');
    if (isPlaceholder(value)) continue;
    found.push({ kind: 'tin', value, start, end, confidence: 'high', pageMustBe: 'not-foreign' });
    index = end;
  }
}
