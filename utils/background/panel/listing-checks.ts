import { translate } from '@/utils/i18n/extension-translate';
import { PAGE_VINS_LIMIT } from '@/utils/messaging/page-vins';
import { compareClaim, decodeVin, readListingClaim } from '@/utils/vin-decode';
import { describeListingMismatch } from '@/utils/vin-decode/mismatch-text';
import { listingChecksOf, recordListingChecks } from './listing-flags';
import { readPageContexts } from './page-context';

/**
 * The VINs whose listing (the text of their row, card or item) names another model year or make than
 * the VIN says for free: "The listing says 2019 Toyota; the VIN says 2003 Honda." A listing that
 * agrees, or makes no claim, is not mentioned. Nothing leaves the browser.
 */
export async function listingMismatches(
  tabId: number,
  frameId: number,
  vins: readonly string[],
): Promise<{ value: string; line: string }[]> {
  const values = [...new Set(vins)].slice(0, PAGE_VINS_LIMIT);
  const texts = await readPageContexts(tabId, frameId, values);
  return values.flatMap((vin, index) => {
    const decode = decodeVin(vin);
    const claim = readListingClaim(texts[index] ?? '', vin);
    if (!compareClaim(claim, decode)) return [];
    return [{ value: vin, line: describeListingMismatch(claim, decode, translate) }];
  });
}

/**
 * Checks the VINs of a frame's page not checked yet (a page that loads more listings as it scrolls
 * brings new ones), remembers every answer, and returns the new mismatches for the page's buttons.
 */
export async function checkNewListings(
  tabId: number,
  frameId: number,
  vins: readonly string[],
  url?: string,
): Promise<{ value: string; line: string }[]> {
  const known = await listingChecksOf(tabId, frameId, url);
  const fresh = [...new Set(vins)].filter((vin) => !(vin in known)).slice(0, PAGE_VINS_LIMIT);
  if (fresh.length === 0 && url === undefined) return [];
  const flags = fresh.length > 0 ? await listingMismatches(tabId, frameId, fresh) : [];
  const checks = Object.fromEntries(fresh.map((vin) => [vin, '']));
  for (const { value, line } of flags) checks[value] = line;
  await recordListingChecks(tabId, frameId, checks, url);
  return flags;
}
