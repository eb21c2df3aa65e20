import { describe, expect, it } from 'vitest';
import {
  CAC_SANDBOX_VALUE,
  LEGACY_TIN_SANDBOX_VALUE,
  parseQuery,
  PHONE_SANDBOX_VALUE,
  SANDBOX_VALUES,
  TIN_SANDBOX_VALUE,
  VIN_SANDBOX_VALUE,
} from '@/utils/detect/parse-input';
import { describeTinShape } from '@/utils/detect/parse-tin-query';
import { english } from '@/test/support/english';

function error(input: string, options: Parameters<typeof parseQuery>[1] = { t: english }): string {
  const parsed = parseQuery(input, options);
  if (parsed.ok) throw new Error(`expected an error for ${JSON.stringify(input)}, got ${parsed.value}`);
  return parsed.error;
}

describe('parseQuery with kind "vin"', () => {
  const vin = { t: english, kind: 'vin' } as const;

  it('trims, strips group separators and uppercases', () => {
    expect(parseQuery('  1hg cm826-33a004352 ', vin)).toEqual({
      ok: true,
      kind: 'vin',
      value: '1HGCM82633A004352',
      warnings: [],
    });
    expect(parseQuery('VIN: 1HGCM82633A004352', vin)).toMatchObject({ ok: true, value: '1HGCM82633A004352' });
    expect(parseQuery('\u200b1HGCM82633A004352\u00a0', vin)).toMatchObject({
      ok: true,
      value: '1HGCM82633A004352',
    });
  });

  it('says how many characters there are', () => {
    expect(error('1HGCM82633A00435', vin)).toBe('VIN has 16 characters, expected 17.');
    expect(error('1HGCM82633A0043521', vin)).toBe('VIN has 18 characters, expected 17.');
    expect(error('A', vin)).toBe('VIN has 1 character, expected 17.');
  });

  it('points at I, O or Q and suggests the digit meant', () => {
    expect(error('1HGCO82633A004352', vin)).toBe(
      'VIN cannot contain I, O or Q (found O at position 5) — did you mean 0?',
    );
    expect(error('1HGCM82633A00I352', vin)).toContain('found I at position 14) — did you mean 1?');
    expect(error('1HGCM82633AQ04352', vin)).toContain('found Q at position 12');
  });

  it('points at characters that are neither letters nor digits', () => {
    expect(error('1HGCM826*3A004352', vin)).toBe(
      'A VIN has only letters and digits (found "*" at position 9).',
    );
  });

  it('refuses placeholders', () => {
    expect(error('00000000000000000', vin)).toContain('placeholder');
  });

  it('turns a failed check digit into a warning, not an error', () => {
    const parsed = parseQuery('WVWZZZ1JZXW000001', vin);
    expect(parsed).toMatchObject({ ok: true, value: 'WVWZZZ1JZXW000001' });
    expect(parsed.ok && parsed.warnings).toEqual([
      'Check digit does not match (expected 0 at position 9, found Z). Many European VINs do not use it; look up anyway?',
    ]);
  });

  it('warns about shapes no real VIN has', () => {
    const parsed = parseQuery('12345678901234567', vin);
    expect(parsed.ok && parsed.warnings.join(' ')).toContain('mixes letters and digits');
  });

  it('accepts the sandbox VIN only in sandbox mode', () => {
    expect(error(VIN_SANDBOX_VALUE, vin)).toContain('sandbox mode');
    expect(parseQuery('aaa00000000', { ...vin, allowSandboxValues: true })).toEqual({
      ok: true,
      kind: 'vin',
      value: VIN_SANDBOX_VALUE,
      warnings: [],
    });
  });
});

describe('parseQuery with kind "tin"', () => {
  const tin = { t: english, kind: 'tin' } as const;

  it('accepts FIRS, JTB and Tax ID forms', () => {
    expect(parseQuery('20304753-0001', tin)).toMatchObject({ ok: true, value: '20304753-0001' });
    expect(parseQuery('20304753 – 0001', tin)).toMatchObject({ ok: true, value: '20304753-0001' });
    expect(parseQuery('203047530001', tin)).toMatchObject({ ok: true, value: '20304753-0001' });
    expect(parseQuery('TIN: 1234567890', tin)).toMatchObject({ ok: true, value: '1234567890' });
    expect(parseQuery('1234 5678 90123', tin)).toMatchObject({ ok: true, value: '1234567890123' });
  });

  it('explains the formats', () => {
    expect(error('12345', tin)).toContain('NRS (formerly FIRS) TIN looks like 12345678-0001');
    expect(error('12345', tin)).toContain('found 5 digits');
    expect(error('1234567-80001', tin)).toContain('NRS (formerly FIRS) TIN looks like 12345678-0001');
    expect(error('08031234567', tin)).toContain('looks like a phone number');
    expect(error('RC123456', tin)).toContain('looks like a CAC number');
  });

  it('accepts both sandbox TINs in sandbox mode, and only there the 11-digit one', () => {
    expect(parseQuery(TIN_SANDBOX_VALUE, tin)).toMatchObject({ ok: true, value: TIN_SANDBOX_VALUE });
    expect(error(LEGACY_TIN_SANDBOX_VALUE, tin)).toContain('sandbox mode');
    expect(parseQuery(LEGACY_TIN_SANDBOX_VALUE, { ...tin, allowSandboxValues: true })).toMatchObject({
      ok: true,
      value: LEGACY_TIN_SANDBOX_VALUE,
    });
  });
});

describe('parseQuery with kind "cac"', () => {
  const cac = { t: english, kind: 'cac' } as const;

  it('normalises prefix case and punctuation and keeps leading zeros', () => {
    expect(parseQuery('rc 123456', cac)).toEqual({ ok: true, kind: 'cac', value: 'RC123456', warnings: [] });
    expect(parseQuery('RC No. 092932', cac)).toMatchObject({ ok: true, value: 'RC092932' });
    expect(parseQuery('CAC: bn-0012345', cac)).toMatchObject({ ok: true, value: 'BN0012345' });
    expect(parseQuery('llp 001234', cac)).toMatchObject({ ok: true, value: 'LLP001234' });
  });

  it('explains the format', () => {
    expect(error('XY123456', cac)).toContain(
      'A CAC number starts with RC, BN, IT, LP or LLP followed by digits',
    );
    expect(error('123456', cac)).toContain('e.g. RC123456');
    expect(error('RC123456789', cac)).toContain('at most 8 digits (found 9)');
  });

  it('sends the sandbox CAC exactly as documented in sandbox mode, uppercased otherwise', () => {
    expect(parseQuery(CAC_SANDBOX_VALUE, { ...cac, allowSandboxValues: true })).toMatchObject({
      ok: true,
      value: 'Rc323479',
    });
    expect(parseQuery('RC 323479', { ...cac, allowSandboxValues: true })).toMatchObject({
      value: 'Rc323479',
    });
    expect(parseQuery(CAC_SANDBOX_VALUE, cac)).toMatchObject({ ok: true, value: 'RC323479' });
  });
});

describe('parseQuery with kind "phone"', () => {
  const phone = { t: english, kind: 'phone' } as const;

  it.each([
    '08031234567',
    '0803 123 4567',
    '+234 803 123 4567',
    '234-803-123-4567',
    '+234 (0) 803 123 4567',
    '8031234567',
  ])('accepts %j', (input) => {
    expect(parseQuery(input, phone)).toEqual({ ok: true, kind: 'phone', value: '08031234567', warnings: [] });
  });

  it('explains the format', () => {
    expect(error('0123', phone)).toContain(
      'A Nigerian mobile number has 11 digits starting 070, 071, 080, 081, 090 or 091',
    );
    expect(error('01234567890', phone)).toContain('this one starts 012');
    expect(error('0700 225 5347', phone)).toContain('toll-free');
    expect(error('call me', phone)).toContain('A Nigerian mobile number');
  });

  it('accepts the sandbox phone, which is a valid number', () => {
    expect(parseQuery(PHONE_SANDBOX_VALUE, phone)).toMatchObject({ ok: true, value: PHONE_SANDBOX_VALUE });
  });
});

describe('parseQuery without a kind', () => {
  it.each([
    ['1HGCM82633A004352', 'vin', '1HGCM82633A004352'],
    ['1hg cm826 33a004352', 'vin', '1HGCM82633A004352'],
    ['20304753-0001', 'tin', '20304753-0001'],
    ['1234567890', 'tin', '1234567890'],
    ['1234567890123', 'tin', '1234567890123'],
    ['08031234567', 'phone', '08031234567'],
    ['0803 123 4567', 'phone', '08031234567'],
    ['+234 803 123 4567', 'phone', '08031234567'],
    ['RC092932', 'cac', 'RC092932'],
    ['rc 123456', 'cac', 'RC123456'],
    ['BN 2345678', 'cac', 'BN2345678'],
    ['VIN: 1HGCM82633A004352', 'vin', '1HGCM82633A004352'],
    ['TIN: 12345678901', 'tin', undefined],
    ['Tel: 0803 123 4567', 'phone', '08031234567'],
  ] as const)('reads %j as %s', (input, kind, value) => {
    const parsed = parseQuery(input, { t: english });
    expect(parsed.kind).toBe(kind);
    if (value !== undefined) expect(parsed).toMatchObject({ ok: true, value });
  });

  it('reads a grouped VIN whose first group is a label word as the VIN', () => {
    // Found by the property test: "GSM" is also a phone label.
    expect(parseQuery('GSM AAAAA8-AAAAAAAA', { t: english })).toMatchObject({
      ok: true,
      kind: 'vin',
      value: 'GSMAAAAA8AAAAAAAA',
    });
    expect(parseQuery('GSM 0803 123 4567', { t: english })).toMatchObject({ ok: true, kind: 'phone' });
  });

  it('passes VIN errors through when the input looks like a mistyped VIN', () => {
    expect(parseQuery('1HGCM82O33A004352', { t: english })).toMatchObject({ ok: false, kind: 'vin' });
    expect(parseQuery('1HGCM82633A00435', { t: english })).toMatchObject({
      ok: false,
      kind: 'vin',
      error: 'VIN has 16 characters, expected 17.',
    });
  });

  it('warns when 10 digits could also be a phone number that lost its 0', () => {
    expect(parseQuery('8031234567', { t: english })).toEqual({
      ok: true,
      kind: 'tin',
      value: '8031234567',
      warnings: [
        'Read as a legacy JRB TIN. If this is the mobile number 08031234567 without its leading 0, choose Phone instead.',
      ],
    });
    expect(parseQuery('1234567890', { t: english })).toMatchObject({ ok: true, kind: 'tin', warnings: [] });
    expect(parseQuery('8031234567', { t: english, kind: 'tin' })).toMatchObject({ ok: true, warnings: [] });
  });

  it('refuses ambiguous input and lists what it could be', () => {
    expect(error('2348031234567')).toMatch(/mobile number.*Tax ID.*choose Phone or TIN/);
    expect(error('12392112349')).toContain('not a mobile number');
  });

  it('explains what it accepts when it recognises nothing', () => {
    for (const input of ['', 'hello', '12345', '#!?']) {
      expect(error(input)).toMatch(/VIN.*TIN.*CAC.*mobile/);
    }
  });

  it('refuses a whole selected paragraph', () => {
    expect(
      error('Kings Motors Ltd, 12 Allen Avenue, Ikeja, Lagos. Call 08031234567 for details today.'),
    ).toContain('too long');
  });

  it('recognises every sandbox value in sandbox mode', () => {
    const options = { t: english, allowSandboxValues: true };
    expect(parseQuery(VIN_SANDBOX_VALUE, options)).toMatchObject({
      ok: true,
      kind: 'vin',
      value: VIN_SANDBOX_VALUE,
    });
    expect(parseQuery(TIN_SANDBOX_VALUE, options)).toMatchObject({
      ok: true,
      kind: 'tin',
      value: TIN_SANDBOX_VALUE,
    });
    expect(parseQuery(LEGACY_TIN_SANDBOX_VALUE, options)).toMatchObject({ ok: true, kind: 'tin' });
    expect(parseQuery(CAC_SANDBOX_VALUE, options)).toMatchObject({
      ok: true,
      kind: 'cac',
      value: 'Rc323479',
    });
    expect(parseQuery(PHONE_SANDBOX_VALUE, options)).toMatchObject({ ok: true, kind: 'phone' });
    expect(Object.values(SANDBOX_VALUES).flat()).toEqual([
      'AAA00000000',
      '20304753-0001',
      '12392112349',
      'Rc323479',
      '08082838487',
    ]);
  });
});

describe('which TIN shape was read', () => {
  it('names the Tax ID and the legacy NRS and JRB TINs', () => {
    expect(describeTinShape('1234567890123', english)).toBe('Read as a Tax ID (13 digits): 1234567890123');
    expect(describeTinShape('20304753-0001', english)).toBe(
      'Read as a legacy NRS (formerly FIRS) TIN: 20304753-0001',
    );
    expect(describeTinShape('2087654321', english)).toBe(
      'Read as a legacy JRB (formerly JTB) TIN: 2087654321',
    );
    expect(describeTinShape('123', english)).toBeUndefined();
  });

  it('reads a Tax ID typed in groups as its 13 digits', () => {
    const parsed = parseQuery('1234 5678 90123', { t: english, kind: 'tin' });
    expect(parsed).toMatchObject({ ok: true, value: '1234567890123' });
    expect(parseQuery('1234-5678-90123', { t: english, kind: 'tin' })).toMatchObject({
      value: '1234567890123',
    });
  });
});
