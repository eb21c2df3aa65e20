/** Character tests on UTF-16 code units: every scanner stays one forward pass with no backtracking. */

const CODE_0 = 48;
const CODE_9 = 57;
const CODE_UPPER_A = 65;
const CODE_UPPER_Z = 90;
const CODE_LOWER_A = 97;
const CODE_LOWER_Z = 122;

// Non-ASCII letters and digits glue too: "Ниссан1HGCM82633A004352" is one word, not a VIN.
const NON_ASCII_ALPHANUMERIC = /[\p{L}\p{N}]/u;

export function isDigitCode(code: number): boolean {
  return code >= CODE_0 && code <= CODE_9;
}

export function isUpperAsciiLetterCode(code: number): boolean {
  return code >= CODE_UPPER_A && code <= CODE_UPPER_Z;
}

export function isLowerAsciiLetterCode(code: number): boolean {
  return code >= CODE_LOWER_A && code <= CODE_LOWER_Z;
}

export function isAsciiAlphanumericCode(code: number): boolean {
  return isDigitCode(code) || isUpperAsciiLetterCode(code) || isLowerAsciiLetterCode(code);
}

export function isDigitAt(text: string, index: number): boolean {
  return isDigitCode(text.charCodeAt(index));
}

export function isAlphanumericAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (Number.isNaN(code)) return false;
  if (code < 128) return isAsciiAlphanumericCode(code);
  // Letters outside the BMP are surrogate pairs: test the whole code point, whichever half we are on.
  const isLowSurrogate = code >= 0xdc00 && code <= 0xdfff;
  const codePoint = (isLowSurrogate ? text.codePointAt(index - 1) : text.codePointAt(index)) ?? code;
  return NON_ASCII_ALPHANUMERIC.test(String.fromCodePoint(codePoint));
}

export function isGroupSeparatorAt(text: string, index: number): boolean {
  const char = text[index];
  return char === ' ' || char === '\u00a0' || char === '-';
}

export function endOfDigitRun(text: string, start: number): number {
  let index = start;
  while (isDigitAt(text, index)) index++;
  return index;
}

export function continuesIntoLongerNumber(
  text: string,
  start: number,
  end: number,
  joiners: string,
  side: 'both' | 'after' = 'both',
): boolean {
  const after = text[end];
  if (after !== undefined && joiners.includes(after) && isDigitAt(text, end + 1)) return true;
  if (side === 'after') return false;
  const before = text[start - 1];
  return before !== undefined && joiners.includes(before) && isDigitAt(text, start - 2);
}
