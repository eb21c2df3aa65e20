import { describe, expect, it } from 'vitest';
import { decodeVin } from '@/utils/vin-decode/decode';

const at = (vin: string) => decodeVin(vin, { latestYear: 2027 });

describe('public test vectors', () => {
  it('decodes the common NHTSA-decoder example 1HGCM82633A004352 (2003 Honda, US, check digit valid)', () => {
    const d = at('1HGCM82633A004352');
    expect(d.kind).toBe('complete');
    expect(d.wmi).toBe('1HG');
    expect(d.makes).toEqual(['Honda']);
    expect(d.country).toBe('United States');
    expect(d.region).toBe('North America');
    expect(d.modelYear).toEqual({ code: '3', years: [2003], resolved: true });
    expect(d.plant).toBe('A');
    expect(d.checkDigit).toEqual({ status: 'valid', actual: '3', expected: '3' });
  });

  it("takes the 49 CFR 565 check-digit example 1M8GDM9AXKP042788: X is a remainder of 10; a bus's year stays open", () => {
    const d = at('1M8GDM9AXKP042788');
    expect(d.checkDigit.status).toBe('valid');
    expect(d.checkDigit.expected).toBe('X');
    expect(d.makes).toEqual(['Motor Coach Industries']);
    // Position 7 settles the cycle for light vehicles only; vPIC files 1M8 as a bus.
    expect(d.modelYear?.years).toEqual([1989, 2019]);
    expect(d.modelYear?.resolved).toBe(false);
  });

  it('calls a North American VIN whose check digit does not add up invalid', () => {
    const d = at('1HGCM82633A004353'.slice(0, 8) + '4' + '3A004352');
    expect(d.checkDigit).toEqual({ status: 'invalid', actual: '4', expected: '3' });
  });

  it('calls a Chinese VIN with a wrong check digit invalid (GB 16735 requires it)', () => {
    const d = at('LVSHCAMB2CE054249');
    expect(d.country).toBe('China');
    expect(d.checkDigit.status).toBe('invalid');
  });
});

describe('European VINs without a check digit', () => {
  it('never calls WVWZZZ1JZ3W386752 (VW Golf, position 9 Z) bad: the check digit is not used', () => {
    const d = at('WVWZZZ1JZ3W386752');
    expect(d.makes).toEqual(['Volkswagen']);
    expect(d.country).toBe('Germany');
    expect(d.region).toBe('Europe');
    expect(d.checkDigit).toEqual({ status: 'not-used', actual: 'Z', expected: '9' });
  });

  it('does not call a digit that fails outside North America and China invalid (ISO 3779 W0L000051T2123456)', () => {
    const d = at('W0L000051T2123456');
    expect(d.makes).toEqual(['Opel']);
    expect(d.country).toBe('Germany');
    expect(d.checkDigit.status).toBe('not-used');
    // No position-7 rule outside North America: both cycles are shown.
    expect(d.modelYear?.years).toEqual([1996, 2026]);
  });
});

describe('6-character WMIs (third character 9, with characters 12-14)', () => {
  it('finds Bugatti under VF9 + 795 in VF9SA15CX8M795234', () => {
    const d = at('VF9SA15CX8M795234');
    expect(d.wmi).toBe('VF9795');
    expect(d.makes).toEqual(['Bugatti']);
    expect(d.country).toBe('France');
    expect(d.checkDigit.status).toBe('valid');
  });

  it('waits for character 14 before naming a small maker', () => {
    expect(at('VF9SA15CX8M79').makes).toEqual([]);
    expect(at('VF9SA15CX8M795').makes).toEqual(['Bugatti']);
  });
});

describe('model year', () => {
  it('uses position 7 for North American light vehicles: a letter means 2010-2039', () => {
    expect(at('5YJ3E1EA7KF317000').modelYear?.years).toEqual([2019]);
  });

  it('uses position 7 for North American light vehicles: a digit means 1980-2009', () => {
    expect(at('1G1JC524617418958').modelYear?.years).toEqual([2001]);
  });

  it('shows both candidates for a non-North-American VIN', () => {
    expect(at('JN1UC4E26F9001391').modelYear?.years).toEqual([1985, 2015]);
  });

  it('never reads U, Z or 0 as a year', () => {
    for (const code of ['U', 'Z', '0']) {
      const d = at(`1HGCM8263${code}A004352`);
      expect(d.modelYear).toEqual({ code, years: [], resolved: false });
    }
  });
});

describe('partial, masked and non-standard input', () => {
  it('says what it can from the first characters typed', () => {
    const d = at('wdb');
    expect(d.kind).toBe('partial');
    expect(d.makes).toEqual(['Maybach', 'Mercedes-Benz']);
    expect(d.modelYear).toBeUndefined();
    expect(d.checkDigit.status).toBe('unknown');
  });

  it.each([
    '1HGCM82633A******',
    '1HGCM82633A••••••',
    '1HGCM82633Axxxxxx',
    '1HGCM82633AXXXXXX',
    '1HGCM82633A004###',
    '1HGCM82633A0043__',
  ])('reads the masked VIN %s: maker, year and plant, but no check digit', (masked) => {
    const d = at(masked);
    expect(d.kind).toBe('masked');
    expect(d.makes).toEqual(['Honda']);
    expect(d.modelYear?.years).toEqual([2003]);
    expect(d.plant).toBe('A');
    expect(d.checkDigit.status).toBe('unknown');
  });

  it('needs at least 11 characters shown for a masked VIN', () => {
    expect(at('1HGCM8263**********'.slice(0, 17)).kind).toBe('non-standard');
  });

  it('calls a number with I, O or Q, or longer than 17, non-standard (pre-1981 or another system)', () => {
    expect(at('1HGCM82633AOO4352').kind).toBe('non-standard');
    expect(at('1HGCM82633A0043521').kind).toBe('non-standard');
    expect(at('1HGCM82633AOO4352').makes).toEqual([]);
  });

  it('falls back to ISO 3779 when vPIC lists no maker', () => {
    const d = at('FF1AB2CD3EF456789');
    expect(d.makes).toEqual([]);
    expect(d.country).toBe('Nigeria');
    expect(d.region).toBe('Africa');
  });
});
