/**
 * Whether a detection counts on a page of the given country (the page's verdict: page-country.ts). The
 * always-on content script imports this: it must not pull the country reader in.
 */
import type { CountryVerdict } from './page-country';
import type { Detection } from './types';

export function fitsPage(detection: Pick<Detection, 'pageMustBe'>, verdict: CountryVerdict): boolean {
  if (detection.pageMustBe === 'not-foreign') return verdict !== 'foreign';
  if (detection.pageMustBe === 'nigerian') return verdict === 'nigerian';
  return true;
}
