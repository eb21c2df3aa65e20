import { translate } from '@/utils/i18n/extension-translate';
import { PAGE_VINS_LIMIT } from '@/utils/messaging/page-vins';
import { compareClaim, decodeVin, readListingClaim } from '@/utils/vin-decode';
import { describeListingMismatch } from '@/utils/vin-decode/mismatch-text';
import { listingChecksOf, recordListingChecks } from './listing-flags';
import { readPageContexts } from './page-context';

/** VINs whose listing names another year or make than the free decode says; nothing leaves the browser. */
export async function listingMismatches(
  tabId: number,
  frameId: number,
  vins: readonly string[],
): Promise<{ value: string; line: string }[]> {
  const values = [...new Set(vins)].slice(0, PAGE_VINS_LIMIT);
  const texts = await readPageContexts(tabId, frameId, values);
  return values.flatMap((vin, index) => {
    const decode = decodeVin(vin);
    const claim = readListingClaim(texts[index]?.text ?? '', vin);
    if (!compareClaim(claim, decode)) return [];
    return [{ value: vin, line: describeListingMismatch(claim, decode, translate) }];
  });
}

/** Checks the frame's VINs not checked yet (pages load more as they scroll); returns the new mismatches. */
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
