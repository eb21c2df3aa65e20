import { describe, expect, it } from 'vitest';
import { readBox } from '@/utils/lookup/read-box';
import { english } from '@/test/support/english';

const read = (text: string, chosen?: Parameters<typeof readBox>[2]) => readBox(text, english, chosen);

describe('the one box reads any identifier', () => {
  it('names the kind it read as a chip', () => {
    expect(read('1HGCM82633A004352').chip).toBe('vin');
    expect(read('1234 5678 90123').chip).toBe('taxId');
    expect(read('20304753-0001').chip).toBe('tin');
    expect(read('2087654321').chip).toBe('tin');
    expect(read('RC1456032').chip).toBe('rc');
    expect(read('bn 2345678').chip).toBe('bn');
    expect(read('0803 412 5876').chip).toBe('phone');
    expect(read('hello').chip).toBeUndefined();
    expect(read('').chip).toBeUndefined();
  });

  it('sends what the parsers read', () => {
    const taxId = read('1234 5678 90123').parsed;
    expect(taxId).toMatchObject({ ok: true, kind: 'tin', value: '1234567890123' });
    expect(read('RC1456032').parsed).toMatchObject({ ok: true, kind: 'cac', value: 'RC1456032' });
  });

  it('asks "Look up by" only where a number reads as two kinds', () => {
    // 234 and ten digits: a mobile in international form, or a 13-digit Tax ID.
    const both = read('2348034125876');
    expect(both.choices).toEqual(['tin', 'phone']);
    expect(both.parsed?.ok).toBe(false);
    expect(read('2348034125876', 'phone').parsed).toMatchObject({ ok: true, kind: 'phone' });
    expect(read('2348034125876', 'tin').parsed).toMatchObject({
      ok: true,
      kind: 'tin',
      value: '2348034125876',
    });
    // Ten digits: a JRB TIN, or a mobile without its 0.
    expect(read('8034125876').choices).toEqual(['tin', 'phone']);
    for (const plain of [
      '1234567890123',
      '2087654321',
      '20304753-0001',
      '08034125876',
      'RC1456032',
      '1HGCM82633A004352',
    ])
      expect(read(plain).choices).toBeUndefined();
    // A choice made for another number does not carry over.
    expect(read('1234567890123', 'phone').parsed).toMatchObject({ ok: true, kind: 'tin' });
  });

  it('takes a masked VIN as a free preview, never as a lookup', () => {
    for (const masked of ['1HGCM82633A******', '1HGCM82633AXXXXXX', '4T1BF1FK5DU••••••']) {
      const reading = read(masked);
      expect(reading.chip).toBe('maskedVin');
      expect(reading.parsed).toBeUndefined();
      expect(reading.vinShaped).toBe(true);
    }
    expect(read('1HGCM82633A******').maskedVin).toBe('1HGCM82633A******');
    expect(read('1HGCM82633AXXXXXX').maskedVin).toBe('1HGCM82633A******');
  });

  it('previews a VIN only for input that can be one: 17 characters or masked', () => {
    expect(read('1HGCM82633A004352').vinShaped).toBe(true);
    expect(read('VIN: 1HGCM82633A004352').vinShaped).toBe(true);
    for (const notVin of [
      '1HGCM',
      '1234567890123',
      '2H45678901234',
      'RC1318699',
      '20304753-0001',
      '08034125876',
    ])
      expect(read(notVin).vinShaped).toBe(false);
  });

  it('splits a number pasted with its name, in either order', () => {
    expect(read('2522520314833 PREMBLY LIMITED')).toMatchObject({
      identifier: '2522520314833',
      name: 'PREMBLY LIMITED',
      chip: 'taxId',
    });
    expect(read('Tax ID: 2522520314833 · PREMBLY LIMITED')).toMatchObject({
      identifier: '2522520314833',
      name: 'PREMBLY LIMITED',
    });
    expect(read('Adewale Autos Nigeria Limited, TIN 10493827-0001')).toMatchObject({
      identifier: '10493827-0001',
      name: 'Adewale Autos Nigeria Limited',
      chip: 'tin',
    });
    // Two numbers, or a VIN, or digits after the name: no split.
    expect(read('2522520314833 RC1456032 PREMBLY LIMITED').name).toBeUndefined();
    expect(read('1HGCM82633A004352 Honda Accord').name).toBeUndefined();
    expect(read('2522520314833 PREMBLY 2024').name).toBeUndefined();
  });
});
