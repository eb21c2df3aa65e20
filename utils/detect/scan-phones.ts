// Digit runs are taken whole, never a phone cut out of a longer number; up to five may join into one.
// Without the country code the shape is another country's too (Japan's mobiles are 0 + 80/90 + 8 digits):
// such a number counts only on a page not plainly foreign (`pageMustBe`).
import { endOfDigitRun, isAlphanumericAt, isDigitAt, isGroupSeparatorAt } from './characters';
import { localMobileFromDigits, NIGERIAN_COUNTRY_CODE } from './phone';
import type { Detection } from './types';

const MAX_GROUPS = 5;
const MAX_DIGITS = 14;
const MIN_LATER_GROUP = 2;
// After the country code: a trunk 0 in brackets ("+234 (0) 803 …"), or the bracket closing round the code
// ("(+234) 803 555 0199", as letterheads print it; the mark starts at the +).
const BRACKETED_TRUNK = /^(?: ?\((0)\)|\)) ?(?=\d)/;

function canStartPhone(text: string, start: number, runEnd: number): boolean {
  // "12-0803-123-4567", "12+2348031234567": digits continuing a longer number or a sum are no phone.
  const before = text[start - 1];
  if ((before === '-' || before === '.' || before === '+') && isDigitAt(text, start - 2)) return false;
  return text[start] === '0' || (runEnd - start >= 3 && text.startsWith(NIGERIAN_COUNTRY_CODE, start));
}

function readPhone(text: string, start: number, runEnd: number): Detection | undefined {
  const hasPlus = text[start - 1] === '+';
  let digits = text.slice(start, runEnd);
  let end = runEnd;
  for (let groups = 1; ; groups++) {
    if (digits.length >= 11) {
      const local = localMobileFromDigits(digits, hasPlus);
      // A hyphen straight into more digits means this is part of a longer hyphenated number.
      const continues = text[end] === '-' && isDigitAt(text, end + 1);
      if (local !== undefined && !continues) {
        const phone: Detection = {
          kind: 'phone',
          value: local,
          start: hasPlus ? start - 1 : start,
          end,
          confidence: 'high',
        };
        if (!digits.startsWith(NIGERIAN_COUNTRY_CODE)) phone.pageMustBe = 'not-foreign';
        return phone;
      }
    }
    if (digits.length >= MAX_DIGITS || groups >= MAX_GROUPS) return undefined;
    let next = isGroupSeparatorAt(text, end) && isDigitAt(text, end + 1) ? end + 1 : -1;
    const bracketed =
      hasPlus && digits === NIGERIAN_COUNTRY_CODE && BRACKETED_TRUNK.exec(text.slice(end, end + 6));
    if (bracketed) {
      digits += bracketed[1] ?? '';
      next = end + bracketed[0].length;
    }
    if (next < 0) return undefined;
    const groupEnd = endOfDigitRun(text, next);
    const groupLength = groupEnd - next;
    if (digits.length + groupLength > MAX_DIGITS) return undefined;
    // A short group only as the trunk 0 after the country code: "+234 0 803 123 4567".
    const isTrunkZero = digits === NIGERIAN_COUNTRY_CODE && groupLength === 1 && text[next] === '0';
    if (groupLength < MIN_LATER_GROUP && !isTrunkZero) return undefined;
    digits += text.slice(next, groupEnd);
    end = groupEnd;
  }
}

export function scanPhones(text: string, found: Detection[]): void {
  const length = text.length;
  let index = 0;
  while (index < length) {
    if (!isDigitAt(text, index)) {
      index++;
      continue;
    }
    const start = index;
    index = endOfDigitRun(text, start);
    if (!canStartPhone(text, start, index)) continue;
    const phone = readPhone(text, start, index);
    if (phone) {
      found.push(phone);
      index = phone.end;
    }
  }
}

// "(803) 555-0123", "(0803) 555 0123", "+234 (80) 9271-2814": a Nigerian mobile with its operator code in
// brackets, grouped as sites built abroad print numbers. (803) and (805) are US area codes too, so without
// +234 it counts only on a page that reads Nigerian. Operator prefixes as phone.ts checks them.
const BRACKETED_OPERATOR = /(\+ ?234 ?)?\((0?[789][01]\d?)\)[ \u00a0]?(?=\d)/g;
const NATIONAL_DIGITS = 10;

const OTHER_COUNTRY_CODE = /(?:\+|\b1[ \u00a0.-]?|\+\d{1,3}[ \u00a0.-]?)$/;

/** Where the groups after the brackets make a whole number of `wanted` digits, or -1. */
function endOfGroups(text: string, from: number, wanted: number): number {
  let digits = 0;
  let end = from;
  for (let groups = 0; groups < 3 && digits < wanted; groups++) {
    if (groups > 0 && !(isGroupSeparatorAt(text, end) || text[end] === '.')) return -1;
    const groupStart = groups > 0 ? end + 1 : end;
    const groupEnd = endOfDigitRun(text, groupStart);
    if (groupEnd - groupStart < MIN_LATER_GROUP) return -1;
    digits += groupEnd - groupStart;
    end = groupEnd;
  }
  return digits === wanted ? end : -1;
}

export function scanBracketedPhones(text: string, found: Detection[]): void {
  const operators = new RegExp(BRACKETED_OPERATOR); // a fresh lastIndex per call
  for (let match = operators.exec(text); match; match = operators.exec(text)) {
    const [written, code, operator] = match;
    const start = match.index;
    const national = operator!.replace(/^0/, '');
    const end = endOfGroups(text, start + written.length, NATIONAL_DIGITS - national.length);
    if (end < 0) continue;
    // Glued to a longer number or word on either side: "1(803) 555-01234", "(803) 555-0123-7".
    if (isAlphanumericAt(text, start - 1) || isAlphanumericAt(text, end)) continue;
    if ((text[end] === '-' || text[end] === '.') && isDigitAt(text, end + 1)) continue;
    // Another country's code before the brackets: "+1 (803) 555-0123" and "1 (803) 555-0123" are American.
    if (code === undefined && OTHER_COUNTRY_CODE.test(text.slice(Math.max(0, start - 6), start))) continue;
    const local = localMobileFromDigits(
      national + text.slice(start + written.length, end).replace(/\D/g, ''),
      false,
    );
    if (local === undefined) continue;
    const phone: Detection = { kind: 'phone', value: local, start, end, confidence: 'high' };
    if (code === undefined) phone.pageMustBe = 'nigerian';
    found.push(phone);
    operators.lastIndex = end;
  }
}
