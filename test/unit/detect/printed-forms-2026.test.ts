/**
 * Forms real pages print (issue 27), each with the look-alike that must stay unmarked; the corpus holds
 * them in context (test/fixtures/corpus/22-printed-forms-2026, 23-foreign-tax-ids).
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect/index';
import { normalisePhone } from '@/utils/detect/phone';

const found = (text: string) =>
  detectIdentifiers(text).map((detection) => [
    detection.kind,
    detection.value,
    text.slice(detection.start, detection.end),
  ]);

describe('phones with the country code in brackets', () => {
  it('are read whole; the mark starts at the + (the content script has no bytes to spare for the bracket)', () => {
    expect(found('Call (+234) 803 555 0199 today')).toEqual([['phone', '08035550199', '+234) 803 555 0199']]);
    expect(found('Tel: (+234) 80 3555 0199')).toEqual([['phone', '08035550199', '+234) 80 3555 0199']]);
    expect(found('(+234)8089466435')).toEqual([['phone', '08089466435', '+234)8089466435']]);
  });

  it('a bracketed code before something else is no phone', () => {
    expect(found('(+234) 1 271 0000')).toEqual([]);
    expect(found('(+234) 803')).toEqual([]);
  });
});

describe('toll-free lines', () => {
  it('+234-800 and 0800 are never mobiles, written or typed', () => {
    expect(found('Toll free +234-800-123-4567 · 0800 222 3333')).toEqual([]);
    expect(normalisePhone('+234 800 123 4567')).toBeUndefined();
    expect(found('Mobile +234-803-123-4567')).toEqual([['phone', '08031234567', '+234-803-123-4567']]);
  });
});

describe('business names and trustees as printed', () => {
  it('BN with registration words before the number', () => {
    expect(found('BN Reg. No. 3141592')).toEqual([['cac', 'BN3141592', 'BN Reg. No. 3141592']]);
    expect(found('BN Registration: 2718281')).toEqual([['cac', 'BN2718281', 'BN Registration: 2718281']]);
    expect(found('RC Reg No 1234567')).toEqual([['cac', 'RC1234567', 'RC Reg No 1234567']]);
    expect(found('BN Registrations 2718281')).toEqual([]);
  });

  it('IT in brackets after a name; never IT and eight digits, nor the word "IT" before a number', () => {
    expect(found('Grace Mission (IT 45821)')).toEqual([['cac', 'IT45821', 'IT 45821']]);
    expect(found('Student Reg. No.: IT20231234')).toEqual([]);
    expect(found('(IT 20231234)')).toEqual([]);
    expect(found('our IT 45821 desk')).toEqual([]);
    expect(found('CAC/IT/NO 7571193')).toEqual([['cac', 'IT7571193', 'IT/NO 7571193']]);
  });
});

describe('ten-digit TINs of other countries', () => {
  it.each([
    'Registered in Zambia. ZRA TPIN / TIN 1001234567',
    'Rwanda RRA TIN 1023456789',
    'Ukraine, Kyiv. TIN 3012345678',
    'Malawi Revenue Authority TIN 1000234567',
  ])('%s: not marked', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('the same number on a Nigerian page is a JRB TIN', () => {
    expect(found('Lagos supplier, TIN 1001234567')).toEqual([['tin', '1001234567', '1001234567']]);
  });
});
