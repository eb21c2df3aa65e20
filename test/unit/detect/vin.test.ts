import { describe, expect, it } from 'vitest';
import {
  hasVinShape,
  isPlausibleVin,
  isVinCheckDigitValid,
  isVinModelYearCode,
  normaliseVin,
  VIN_SANDBOX_VALUE,
  vinCheckDigit,
  vinModelYearCode,
  vinModelYears,
  vinRegion,
} from '@/utils/detect/vin';

describe('vinCheckDigit', () => {
  it.each([
    // Published examples: the classic 49 CFR 565 example, Wikipedia's worked example, the all-ones VIN.
    ['1HGCM82633A004352', '3'],
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['JHMCM56557C404453', '5'],
  ])('%s has check character %s', (vin, expected) => {
    expect(vinCheckDigit(vin)).toBe(expected);
  });

  it('ignores what position 9 holds', () => {
    expect(vinCheckDigit('1HGCM826Z3A004352')).toBe('3');
  });

  it('throws on anything that is not 17 VIN characters', () => {
    expect(() => vinCheckDigit('1HGCM82633A00435')).toThrow(RangeError);
    expect(() => vinCheckDigit('1HGCM82633A00435O')).toThrow(RangeError);
    expect(() => vinCheckDigit('1hgcm82633a004352')).toThrow(RangeError);
  });
});

describe('isVinCheckDigitValid', () => {
  it('accepts valid VINs in any case', () => {
    expect(isVinCheckDigitValid('1HGCM82633A004352')).toBe(true);
    expect(isVinCheckDigitValid('1hgcm82633a004352')).toBe(true);
  });

  it('rejects a wrong check digit, as most European VINs have', () => {
    expect(isVinCheckDigitValid('1HGCM82643A004352')).toBe(false);
    expect(isVinCheckDigitValid('WVWZZZ1JZXW000001')).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    for (const input of [
      '',
      'AAA00000000',
      '1HGCM82633A004352X',
      '1HGCM82633A00435Q',
      '\u{1F600}'.repeat(17),
    ]) {
      expect(isVinCheckDigitValid(input)).toBe(false);
    }
  });
});

describe('shape and plausibility', () => {
  it('hasVinShape wants exactly 17 uppercase characters without I, O, Q', () => {
    expect(hasVinShape('1HGCM82633A004352')).toBe(true);
    expect(hasVinShape('1HGCM82633A00435')).toBe(false);
    expect(hasVinShape('1HGCM82633A00I352')).toBe(false);
    expect(hasVinShape('1HGCM82633A00O352')).toBe(false);
    expect(hasVinShape('1HGCM82633A00Q352')).toBe(false);
    expect(hasVinShape('1hgcm82633a004352')).toBe(false);
  });

  it('isPlausibleVin rejects one repeated character, no letters, no digits and region 0', () => {
    expect(isPlausibleVin('1HGCM82633A004352')).toBe(true);
    expect(isPlausibleVin('11111111111111111')).toBe(false);
    expect(isPlausibleVin('AAAAAAAAAAAAAAAAA')).toBe(false);
    expect(isPlausibleVin('12345678901234567')).toBe(false);
    expect(isPlausibleVin('ABCDEFGHJKLMNPRST')).toBe(false);
    expect(isPlausibleVin('0HGCM82633A004352')).toBe(false);
  });

  it('normaliseVin drops group separators and uppercases', () => {
    expect(normaliseVin('1hg cm826-33a004352')).toBe('1HGCM82633A004352');
    expect(normaliseVin(' 1HGCM82633A004352 ')).toBe('1HGCM82633A004352');
    expect(normaliseVin('1HGCM82633A00435')).toBeUndefined();
    expect(normaliseVin('1HGCM82633A0O4352')).toBeUndefined();
  });

  it('the sandbox VIN is the documented 11-character value', () => {
    expect(VIN_SANDBOX_VALUE).toBe('AAA00000000');
    expect(hasVinShape(VIN_SANDBOX_VALUE)).toBe(false);
  });
});

describe('vinRegion', () => {
  it.each([
    ['AHTBB3CD8F1123456', 'Africa'],
    ['HZZ00000000000000', 'Africa'],
    ['JHMCM56557C404453', 'Asia'],
    ['LSGWT2E51HS123456', 'Asia'],
    ['RZZ00000000000000', 'Asia'],
    ['SALGA2FE7LA123456', 'Europe'],
    ['WVWZZZ1JZXW000001', 'Europe'],
    ['ZFA31200X0J123456', 'Europe'],
    ['1HGCM82633A004352', 'North America'],
    ['5YJSA1E18HF000337', 'North America'],
    ['7SAYGDEE0PF000000', 'North America'],
    ['6T1BF3EK0BX123456', 'Oceania'],
    ['8AP00000000000000', 'South America'],
    ['9BWAB05U8AP123456', 'South America'],
  ] as const)('%s is made in %s', (vin, region) => {
    expect(vinRegion(vin)).toBe(region);
  });

  it('is undefined for an unassigned first character', () => {
    expect(vinRegion('0HGCM82633A004352')).toBeUndefined();
    expect(vinRegion('')).toBeUndefined();
  });
});

describe('model year', () => {
  it('knows the valid codes: never U, Z, 0, I, O or Q', () => {
    for (const code of 'ABCDEFGHJKLMNPRSTVWXY123456789') expect(isVinModelYearCode(code)).toBe(true);
    for (const code of ['U', 'Z', '0', 'I', 'O', 'Q', '', 'AB']) expect(isVinModelYearCode(code)).toBe(false);
  });

  it('reads position 10', () => {
    expect(vinModelYearCode('1HGCM82633A004352')).toBe('3');
    expect(vinModelYearCode('5YJSA1E18HF000337')).toBe('H');
  });

  it('maps a code to the years of its 30-year cycle', () => {
    expect(vinModelYears('A', 2030)).toEqual([1980, 2010]);
    expect(vinModelYears('3', 2030)).toEqual([2003]);
    expect(vinModelYears('H', 2030)).toEqual([1987, 2017]);
    expect(vinModelYears('Y', 2030)).toEqual([2000, 2030]);
    expect(vinModelYears('U', 2030)).toEqual([]);
  });
});

describe('the check digit by code table (issue 43) agrees with ISO 3779 spelt out', () => {
  // The standard's own statement: letters by their table value, digits as themselves, weights by position.
  const LETTERS = 'ABCDEFGH JKLMN P R  STUVWXYZ';
  const VALUES = '12345678 12345 7 9  23456789';
  const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const value = (char: string) =>
    /^[0-9]$/.test(char)
      ? Number(char)
      : char !== ' ' && LETTERS.includes(char)
        ? Number(VALUES[LETTERS.indexOf(char)])
        : -1;
  const reference = (vin: string): string | undefined => {
    if (vin.length !== 17 || [...vin].some((char) => value(char) < 0)) return undefined;
    const remainder = [...vin].reduce((sum, char, index) => sum + value(char) * WEIGHTS[index]!, 0) % 11;
    return remainder === 10 ? 'X' : String(remainder);
  };
  // Every ASCII character and a few others (a letter that upper-cases to two, a non-ASCII digit) at each
  // position of a valid VIN, in its case and in lower case.
  const chars = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), 'ß', 'é', '٣', 'Ｘ'];
  const variants = ['1HGCM82633A004352', '1m8gdm9axkp042788'].flatMap((vin) =>
    chars.flatMap((char) =>
      Array.from({ length: 17 }, (_, at) => vin.slice(0, at) + char + vin.slice(at + 1)),
    ),
  );

  it('hasVinShape and vinCheckDigit', () => {
    for (const vin of variants) {
      const expected = reference(vin);
      expect(hasVinShape(vin), vin).toBe(expected !== undefined);
      if (expected === undefined) expect(() => vinCheckDigit(vin), vin).toThrow(RangeError);
      else expect(vinCheckDigit(vin), vin).toBe(expected);
    }
  });

  it('isVinCheckDigitValid reads any case as upper case, a letter that upper-cases to two included', () => {
    for (const vin of [...variants, '1HGCM82633A00435ß'.slice(0, 16), 'ßHGCM82633A00435']) {
      const upper = vin.toUpperCase();
      expect(isVinCheckDigitValid(vin), vin).toBe(reference(upper) === upper[8]);
    }
    // "ß" upper-cases to "SS": 16 characters that are a valid VIN once upper-cased.
    const body = 'SSHGCM82633A00435';
    const valid = `${body.slice(0, 8)}${reference(body)!}${body.slice(9)}`;
    const sixteen = `ß${valid.slice(2)}`;
    expect(sixteen).toHaveLength(16);
    expect(isVinCheckDigitValid(sixteen)).toBe(true);
    expect(
      isVinCheckDigitValid(`ß${valid.slice(2, 8)}${valid[8] === '0' ? '1' : '0'}${valid.slice(9)}`),
    ).toBe(false);
  });
});
