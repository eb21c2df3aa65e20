/** Whether a detection counts on a page of the given country (the page's verdict: page-country.ts). */
import { PAGE_SAMPLE_CHARS, readPageCountry, type CountryVerdict } from './page-country';
import type { Detection } from './types';

export function fitsPage(detection: Pick<Detection, 'pageMustBe'>, verdict: CountryVerdict): boolean {
  if (detection.pageMustBe === 'not-foreign') return verdict !== 'foreign';
  if (detection.pageMustBe === 'nigerian') return verdict === 'nigerian';
  return true;
}

/**
 * The text's first and last parts, PAGE_SAMPLE_CHARS in all: a page names its country in its heading and
 * its footer (address, phone, registration line), and the bound keeps the reading's cost constant.
 */
export function samplePageText(text: string): string {
  if (text.length <= PAGE_SAMPLE_CHARS) return text;
  const head = Math.floor((PAGE_SAMPLE_CHARS - 1) / 2);
  const tail = PAGE_SAMPLE_CHARS - 1 - head;
  return `${text.slice(0, head)}\n${text.slice(text.length - tail)}`;
}

/** The country of a text that is its own page (typed, pasted, a file): no host name, no language. */
export function readTextCountry(text: string): CountryVerdict {
  return readPageCountry({ hostname: '', lang: '', text: samplePageText(text) }).verdict;
}
