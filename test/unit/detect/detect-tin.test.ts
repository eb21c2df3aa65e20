import { describe, expect, it } from 'vitest';
import { found, values } from './helpers';

describe('FIRS TINs', () => {
  it('are found alone, keep their hyphen and are high confidence', () => {
    expect(found('Our TIN is 20304753-0001.')).toEqual([['tin', '20304753-0001', '20304753-0001', 'high']]);
    expect(found('20304753-0001')).toEqual([['tin', '20304753-0001', '20304753-0001', 'high']]);
    expect(values('(ref 12345678-0002)')).toEqual(['12345678-0002']);
  });

  it('are not cut out of longer numbers', () => {
    for (const text of [
      '120304753-0001',
      '20304753-00012',
      '2023-20304753-0001',
      '20304753-0001-7',
      '20304753-0001.5',
      '1/20304753-0001',
    ]) {
      expect(values(text, ['tin'])).toEqual([]);
    }
  });

  it('leave out dated references (YYYYMMDD-nnnn)', () => {
    expect(values('Build 20261121-0042, receipt 19991231-0001', ['tin'])).toEqual([]);
    expect(values('TIN 20304753-0001 (2030-47 is no date)')).toEqual(['20304753-0001']);
  });
});

describe('JTB TINs and 13-digit Tax IDs', () => {
  it.each([
    ['TIN: 1234567890', '1234567890'],
    ['tin 1234567890', '1234567890'],
    ['JTB TIN 2087654321', '2087654321'],
    ['JTB: 2087654321', '2087654321'],
    ['Tax ID: 1234567890123', '1234567890123'],
    ['TaxID 1234567890123', '1234567890123'],
    ['Tax-ID 1234567890', '1234567890'],
    ['Taxpayer ID no. 1234567890', '1234567890'],
    ['Tax Identification Number (TIN): 1234567890', '1234567890'],
    ['Tax Identification No: 1234567890', '1234567890'],
    ['Customer TIN (new format) - 1234567890123', '1234567890123'],
  ])('%j gives %s', (text, value) => {
    expect(found(text)).toEqual([['tin', value, value, 'high']]);
  });

  it('are never reported without a keyword', () => {
    expect(values('Ref 1234567890 and 1234567890123', ['tin'])).toEqual([]);
  });

  it('need the keyword before the number, on the same line, within about 30 characters', () => {
    expect(values('1234567890 is our TIN', ['tin'])).toEqual([]);
    expect(values('TIN:\n1234567890', ['tin'])).toEqual([]);
    expect(values('TIN (as printed on the certificate we got) 1234567890', ['tin'])).toEqual([]);
  });

  it('are not bank account numbers, phones or references that follow a keyword', () => {
    expect(values('TIN / Account No: 0123456789', ['tin'])).toEqual([]);
    expect(values('TIN pending. Account number 0123456789', ['tin'])).toEqual([]);
    expect(values('TIN: 20304753-0001 Acct 0123456789', ['tin'])).toEqual(['20304753-0001']);
    expect(values('TIN 1234567890 NUBAN 0123456789', ['tin'])).toEqual(['1234567890']);
    expect(values('TIN tbc, phone 8031234567', ['tin'])).toEqual([]);
    expect(values('TIN: see invoice 1234567890', ['tin'])).toEqual([]);
  });

  it('do not read keywords inside other words', () => {
    expect(values('Martin 1234567890', ['tin'])).toEqual([]);
    expect(values('platinum card 1234567890', ['tin'])).toEqual([]);
    expect(values('syntax identifier 1234567890', ['tin'])).toEqual([]);
  });

  it('take only whole runs of 10 or 13 digits', () => {
    expect(values('TIN 12345678901', ['tin'])).toEqual([]);
    expect(values('TIN 123456789', ['tin'])).toEqual([]);
    expect(values('TIN 1234567890.50', ['tin'])).toEqual([]);
    expect(values('TIN 1234567890-0001', ['tin'])).toEqual([]);
  });

  // Issue 43: one search finds where a TIN may start and passes over every other number; what it passes
  // over, and a start that comes to nothing, must leave the next TIN found.
  it('are found right after numbers that start none, or a start that comes to nothing', () => {
    expect(values('1 22 333 4444 55555 666666 7777777 TIN 1234567890', ['tin'])).toEqual(['1234567890']);
    expect(values('TIN 12345 123456 · TIN 1234567890', ['tin'])).toEqual(['1234567890']);
    expect(values('TIN 12345 12345', ['tin'])).toEqual(['1234512345']);
    expect(values('Tax ID 123\u00a04567\u00a0890', ['tin'])).toEqual(['1234567890']);
    expect(values('2019 · 1HGCM82633A004352 · 20304753-0001', ['tin'])).toEqual(['20304753-0001']);
    expect(values('20261121-0001 20304753 - 0001', ['tin'])).toEqual(['20304753-0001']);
  });

  it('an 11-digit phone number after "TIN" stays a phone', () => {
    expect(found('TIN 08031234567')).toEqual([['phone', '08031234567', '08031234567', 'high']]);
  });
});

describe('placeholders', () => {
  // Held-out real text: a sample invoice printing "00000000-0001" where the TIN goes.
  it('marks no TIN whose digits before the branch are all zero, nor an all-zero 10- or 13-digit one', () => {
    expect(values('Supplier TIN 00000000-0001, buyer TIN 00000000-0002')).toEqual([]);
    expect(values('JRB TIN: 0000000000; Tax ID: 0000000000000')).toEqual([]);
    expect(values('Supplier TIN 00000001-0001')).toEqual(['00000001-0001']);
  });
});
