/**
 * The one-character fix that makes a VIN's check digit hold, offered for the person to confirm and never
 * applied: a misread character and a coincidence look alike, so a fix is a suggestion only when it is the only
 * one there is. Where several fixes fit, nothing is suggested: saying nothing beats a guess. Pure.
 */
import {
  hasVinShape,
  isVinCharacter,
  VIN_CHECK_DIGIT_INDEX,
  VIN_FORBIDDEN_LETTERS,
  VIN_LENGTH,
  vinCheckDigit,
} from '@/utils/detect/vin';

const VIN_CHARACTERS = [...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'];

export interface VinFixOptions {
  /** Positions that may be changed; by default every one but the check digit. */
  positions?: readonly number[];
}

/**
 * The sole one-character change of `value` (17 characters, perhaps holding a forbidden I, O or Q) after which it
 * is a VIN whose check digit holds; undefined when none or several fit. Any VIN character is tried at each
 * position, so with the misread position among `positions` the one fit is the character printed, never a
 * lookalike of the same check-digit value: an I may stand for 1, A or J (all weigh 1), so it gets no fix, while
 * an O or Q that must weigh 0 can only be a 0. A forbidden letter must be the character changed (with two, no
 * single change fits). The check digit itself is changed only when listed in `positions`: changing it fits
 * every VIN, so it proves nothing unless that character was the doubtful one.
 */
export function vinOneCharacterFix(
  value: string,
  options: VinFixOptions = {},
): { value: string; at: number } | undefined {
  if (value.length !== VIN_LENGTH) return undefined;
  const forbidden = [...value].flatMap((char, index) => (VIN_FORBIDDEN_LETTERS[char] ? [index] : []));
  if (forbidden.length > 1) return undefined;
  if ([...value].some((char, index) => !isVinCharacter(char) && !forbidden.includes(index))) return undefined;
  const positions =
    forbidden.length === 1
      ? forbidden
      : (options.positions ??
        [...Array(VIN_LENGTH).keys()].filter((index) => index !== VIN_CHECK_DIGIT_INDEX));
  const fixes: { value: string; at: number }[] = [];
  for (const at of new Set(positions)) {
    const read = value[at]!;
    for (const char of VIN_CHARACTERS) {
      if (char === read) continue;
      const changed = value.slice(0, at) + char + value.slice(at + 1);
      if (hasVinShape(changed) && changed[VIN_CHECK_DIGIT_INDEX] === vinCheckDigit(changed)) {
        fixes.push({ value: changed, at });
        if (fixes.length > 1) return undefined;
      }
    }
  }
  return fixes[0];
}
