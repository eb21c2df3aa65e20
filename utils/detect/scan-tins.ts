/**
 * Finds TINs in page text, walking runs of digits once:
 * - FIRS TINs ("20304753-0001") stand alone: the 8-4 hyphenated shape is distinctive;
 * - JTB TINs (10 digits) and Tax IDs (13 digits) only behind a TIN keyword (see tin-keywords.ts).
 */
import { continuesIntoLongerNumber, endOfDigitRun, isDigitAt } from './characters';
import { hasTinKeywordBefore } from './tin-keywords';
import { JTB_TIN_LENGTH, TAX_ID_LENGTH } from './tin';
import type { Detection } from './types';

// Characters that chain digits into a longer number: "2023-20304753-0001", "1234567890.50", "1,234,567,890".
const FIRS_JOINERS = '-./';
const JTB_JOINERS = '-./,';

/**
 * True for 8 digits that read as a date, YYYYMMDD from 1990 to 2099 ("20261121"). "20261121-0001" is
 * far more often a dated reference (a receipt, a batch) than one of the ~0.1% of FIRS TINs that happen
 * to spell a date, so those are left out.
 */
export function isCompactDate(eightDigits: string): boolean {
  const year = Number(eightDigits.slice(0, 4));
  const month = Number(eightDigits.slice(4, 6));
  const day = Number(eightDigits.slice(6, 8));
  return year >= 1990 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export function scanTins(text: string, found: Detection[]): void {
  const length = text.length;
  let index = 0;
  while (index < length) {
    if (!isDigitAt(text, index)) {
      index++;
      continue;
    }
    const start = index;
    index = endOfDigitRun(text, start);
    const digits = index - start;

    if (digits === 8 && text[index] === '-') {
      const tailEnd = endOfDigitRun(text, index + 1);
      if (
        tailEnd - (index + 1) === 4 &&
        !continuesIntoLongerNumber(text, start, tailEnd, FIRS_JOINERS) &&
        !isCompactDate(text.slice(start, index))
      ) {
        found.push({
          kind: 'tin',
          value: text.slice(start, tailEnd),
          start,
          end: tailEnd,
          confidence: 'high',
        });
        index = tailEnd;
        continue;
      }
    }

    if (
      (digits === JTB_TIN_LENGTH || digits === TAX_ID_LENGTH) &&
      !continuesIntoLongerNumber(text, start, index, JTB_JOINERS) &&
      hasTinKeywordBefore(text, start)
    ) {
      found.push({ kind: 'tin', value: text.slice(start, index), start, end: index, confidence: 'high' });
    }
  }
}
