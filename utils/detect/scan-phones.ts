// Digit runs are taken whole, never a phone cut out of a longer number; up to five may join into one.
import { endOfDigitRun, isDigitAt, isGroupSeparatorAt } from './characters';
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
        return { kind: 'phone', value: local, start: hasPlus ? start - 1 : start, end, confidence: 'high' };
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
