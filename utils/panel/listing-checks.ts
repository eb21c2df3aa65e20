import { translate } from '../i18n/extension-translate';
import { PAGE_VINS_LIMIT } from '../messaging/page-vins';
import { compareClaim, decodeVin, readListingClaim } from '../vin-decode';
import { describeListingMismatch } from '../vin-decode/mismatch-text';
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
