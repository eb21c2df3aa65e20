import { describe, expect, it } from 'vitest';
import { DEMO_TAX_LOOKUPS, demoTaxAnswer } from '@/utils/demo';
import { DEMO_TAXPAYERS } from '@/utils/demo/taxpayers';

const FIELDS = [
  'taxpayer_name',
  'cac_reg_number',
  'firstin',
  'jittin',
  'tax_office',
  'email',
  'phone_number',
];

function dataOf(channel: 'TIN' | 'CAC' | 'Phone', number: string): Record<string, string> | undefined {
  const body = demoTaxAnswer(channel, number).body as {
    response_code: string;
    data?: Record<string, string>;
  };
  return body.response_code === '00' ? body.data : undefined;
}

describe('demo taxpayers', () => {
  it('includes the documented sandbox values', () => {
    const sandbox = ['20304753-0001', '12392112349'].map((tin) => dataOf('TIN', tin));
    expect(sandbox[0]).toBeDefined();
    expect(sandbox[1]).toEqual(sandbox[0]);
    expect(dataOf('CAC', 'Rc323479')).toEqual(sandbox[0]);
    expect(dataOf('Phone', '08082838487')).toEqual(sandbox[0]);
    expect(sandbox[0]?.cac_reg_number).toBe('Rc323479');
  });

  it('has at least three more taxpayers, companies (RC) and a business name (BN)', () => {
    expect(DEMO_TAXPAYERS.length).toBeGreaterThanOrEqual(4);
    const numbers = DEMO_TAXPAYERS.map(({ record }) => record.cac_reg_number);
    expect(numbers.filter((n) => /^RC\d+$/.test(n)).length).toBeGreaterThanOrEqual(2);
    expect(numbers.some((n) => /^BN\d+$/.test(n))).toBe(true);
    const offices = DEMO_TAXPAYERS.map(({ record }) => record.tax_office).join(' | ');
    for (const city of ['LAGOS', 'ABUJA', 'PORT HARCOURT']) expect(offices).toContain(city);
  });

  it.each(DEMO_TAXPAYERS.map(({ record }) => [record.taxpayer_name, record] as const))(
    '%s: every field is a non-empty string, phone in local form, email on an example domain',
    (_name, record) => {
      expect(Object.keys(record).sort()).toEqual([...FIELDS].sort());
      for (const value of Object.values(record)) {
        expect(typeof value).toBe('string');
        expect(value.trim()).not.toBe('');
      }
      expect(record.phone_number).toMatch(/^0[789][01]\d{8}$/);
      expect(record.email).toMatch(/^[^@\s]+@([a-z0-9-]+\.)*example\.(com|com\.ng)$/);
    },
  );

  it.each(DEMO_TAXPAYERS.map((t) => [t.record.taxpayer_name, t] as const))(
    '%s is reachable by each of its TINs, its CAC number and its phone',
    (_name, { tins, record }) => {
      for (const tin of tins) expect(dataOf('TIN', tin)).toEqual(record);
      expect(dataOf('TIN', record.firstin)).toEqual(record);
      expect(dataOf('CAC', record.cac_reg_number)).toEqual(record);
      expect(dataOf('CAC', record.cac_reg_number.toUpperCase())).toEqual(record);
      expect(dataOf('CAC', record.cac_reg_number.toLowerCase())).toEqual(record);
      expect(dataOf('Phone', record.phone_number)).toEqual(record);
      expect(dataOf('Phone', `+234${record.phone_number.slice(1)}`)).toEqual(record);
      expect(dataOf('Phone', `234${record.phone_number.slice(1)}`)).toEqual(record);
    },
  );

  it('lists every lookup in DEMO_TAX_LOOKUPS, and each one answers with that taxpayer', () => {
    for (const { tins, record } of DEMO_TAXPAYERS) {
      const mine = DEMO_TAX_LOOKUPS.filter((l) => l.taxpayerName === record.taxpayer_name);
      expect(mine.map((l) => `${l.channel}:${l.number}`).sort()).toEqual(
        [
          ...tins.map((t) => `TIN:${t}`),
          `CAC:${record.cac_reg_number}`,
          `Phone:${record.phone_number}`,
        ].sort(),
      );
    }
    for (const lookup of DEMO_TAX_LOOKUPS) {
      expect(dataOf(lookup.channel, lookup.number)?.taxpayer_name).toBe(lookup.taxpayerName);
    }
  });
});

describe('demoTaxAnswer', () => {
  it('answers a hit with 200 + status true, 00, "Verification Successful"', () => {
    expect(demoTaxAnswer('TIN', '20304753-0001')).toEqual({
      httpStatus: 200,
      body: {
        status: true,
        response_code: '00',
        detail: 'Verification Successful',
        data: DEMO_TAXPAYERS[0]?.record,
      },
    });
  });

  it('accepts CAC numbers in any case and phones with spaces or hyphens', () => {
    const sandbox = DEMO_TAXPAYERS[0]?.record;
    expect(dataOf('CAC', 'RC323479')).toEqual(sandbox);
    expect(dataOf('CAC', 'rc323479')).toEqual(sandbox);
    expect(dataOf('CAC', 'RC 323479')).toEqual(sandbox);
    expect(dataOf('Phone', '0808 283 8487')).toEqual(sandbox);
    expect(dataOf('Phone', '+234 808-283-8487')).toEqual(sandbox);
    expect(dataOf('Phone', '8082838487')).toEqual(sandbox);
  });

  it.each([
    ['TIN', '20304753-0002'],
    ['TIN', '203047530001'], // TINs match exactly, hyphen included
    ['TIN', ''],
    ['TIN', 'Rc323479'], // right number, wrong channel
    ['CAC', 'BN323479'], // prefix matters
    ['CAC', 'RC0323479'], // leading zeros matter
    ['CAC', '323479'],
    ['CAC', '08082838487'],
    ['Phone', '08082838488'],
    ['Phone', '0808283848'],
    ['Phone', '20304753-0001'],
    ['Phone', '+44 808 283 8487'],
  ] as const)('answers %s %j with 01 not found', (channel, number) => {
    const answer = demoTaxAnswer(channel, number);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: false, response_code: '01' });
    expect((answer.body as { detail: string }).detail).toMatch(/not found/i);
    expect(answer.body).not.toHaveProperty('data');
  });

  it('answers an unknown channel with 01 rather than throwing', () => {
    const answer = demoTaxAnswer('PHONE' as 'Phone', '08082838487');
    expect(answer.body).toMatchObject({ response_code: '01' });
  });

  it('hands out copies: mutating an answer does not change the built-ins', () => {
    const first = dataOf('TIN', '20304753-0001');
    if (!first) throw new Error('missing');
    first.taxpayer_name = 'tampered';
    expect(dataOf('TIN', '20304753-0001')?.taxpayer_name).toBe('test test');
    expect(DEMO_TAXPAYERS[0]?.record.taxpayer_name).toBe('test test');
  });

  it('keeps DEMO_TAX_LOOKUPS and DEMO_VINS read-only at run time', () => {
    expect(Object.isFrozen(DEMO_TAX_LOOKUPS)).toBe(true);
    expect(Object.isFrozen(DEMO_TAX_LOOKUPS[0])).toBe(true);
  });
});
