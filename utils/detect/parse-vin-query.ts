/** Validates a VIN the user typed, explaining precisely what is wrong with it. */
import { accepted, rejected, type ParsedQuery } from './query-types';
import { matchSandboxValue } from './sandbox-values';
import {
  VIN_CHECK_DIGIT_INDEX,
  VIN_FORBIDDEN_LETTERS,
  VIN_LENGTH,
  VIN_SANDBOX_VALUE,
  isVinCharacter,
  vinCheckDigit,
} from './vin';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** `text` is already cleaned and stripped of a "VIN:" label. */
export function parseVinQuery(text: string, allowSandboxValues: boolean): ParsedQuery {
  if (text === '') return rejected('vin', 'Enter a VIN: 17 letters and digits.');
  const sandboxValue = matchSandboxValue(text, 'vin');
  if (sandboxValue !== undefined) {
    return allowSandboxValues
      ? accepted('vin', sandboxValue)
      : rejected('vin', `${VIN_SANDBOX_VALUE} is the sandbox test VIN; it works only in sandbox mode.`);
  }

  // People write VINs in groups ("1HG CM826 33A004352") and in lowercase: both are fine.
  const vin = text.replace(/[\s-]/g, '').toUpperCase();
  const stray = /[^A-Z0-9]/.exec(vin);
  if (stray) {
    return rejected(
      'vin',
      `A VIN has only letters and digits (found "${stray[0]}" at position ${stray.index + 1}).`,
    );
  }
  if (vin.length !== VIN_LENGTH) {
    return rejected('vin', `VIN has ${plural(vin.length, 'character')}, expected ${VIN_LENGTH}.`);
  }
  const forbidden = [...vin].findIndex((char) => !isVinCharacter(char));
  if (forbidden >= 0) {
    const letter = vin.charAt(forbidden);
    return rejected(
      'vin',
      `VIN cannot contain I, O or Q (found ${letter} at position ${forbidden + 1}) — did you mean ${VIN_FORBIDDEN_LETTERS[letter] ?? '0'}?`,
    );
  }
  if (/^(.)\1*$/.test(vin))
    return rejected('vin', 'A VIN is not one character repeated: this looks like a placeholder.');

  const warnings: string[] = [];
  if (!/[A-Z]/.test(vin) || !/[0-9]/.test(vin)) {
    warnings.push('A VIN normally mixes letters and digits; check it was copied correctly.');
  }
  if (vin.startsWith('0')) {
    warnings.push('No VIN starts with 0 (the first character gives the region); check the first character.');
  }
  const expected = vinCheckDigit(vin);
  const found = vin.charAt(VIN_CHECK_DIGIT_INDEX);
  if (found !== expected) {
    warnings.push(
      `Check digit does not match (expected ${expected} at position 9, found ${found}). Many European VINs do not use it; look up anyway?`,
    );
  }
  return accepted('vin', vin, warnings);
}
