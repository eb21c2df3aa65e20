/** The page's country (issue 42): what a page prints that tells a reader it is Nigerian, foreign or silent. */
import { describe, expect, it } from 'vitest';
import {
  countryName,
  PAGE_SAMPLE_CHARS,
  readPageCountry,
  type PageSample,
} from '@/utils/detect/page-country';

function read(text: string, lang = '', hostname = '') {
  return readPageCountry({ hostname, lang, text });
}

describe('readPageCountry', () => {
  it('names Zimbabwe from a quotation that prints only Harare, +263 and ZWL', () => {
    const page = read('Quotation. Harare. Tel +263 242 123456. Total ZWL 12,000');
    expect(page).toMatchObject({ verdict: 'foreign', country: 'ZW' });
    expect(page.evidence).toEqual(['+263', 'ZWL', 'Harare']);
  });

  it('reads a Nigerian invoice as Nigerian', () => {
    const page = read('Invoice. 12 Isaac John St, GRA Ikeja, Lagos. Tel +234 803 123 4567. Total ₦250,000');
    expect(page).toMatchObject({ verdict: 'nigerian', country: 'NG' });
  });

  it('says unknown for a page that prints nothing about its country', () => {
    expect(read('We sell cars. Call (713) 555-0100. Price $12,000')).toEqual({
      verdict: 'unknown',
      evidence: [],
    });
  });

  it('reads no more than PAGE_SAMPLE_CHARS of the text', () => {
    const sample: PageSample = {
      hostname: '',
      lang: '',
      text: `${'x '.repeat(PAGE_SAMPLE_CHARS)} Harare +263 242 123456`,
    };
    expect(readPageCountry(sample).verdict).toBe('unknown');
  });
});

describe('countryName', () => {
  it('gives the English name of a code the table knows', () => {
    expect(countryName('ZW')).toBe('Zimbabwe');
    expect(countryName('ng')).toBe('Nigeria');
    expect(countryName('XX')).toBeUndefined();
  });
});
