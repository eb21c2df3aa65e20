import { translate } from '@/utils/i18n/extension-translate';
import { PAGE_VINS_LIMIT } from '@/utils/messaging/page-vins';
import { readListingClaim } from '@/utils/vin-decode/compare';
import { decodeVin } from '@/utils/vin-decode/decode';
import { vehicleCheck } from '@/utils/verdict/checks';
import { checkLine } from '@/utils/verdict/words';
import { listingChecksOf, recordListingChecks } from './listing-flags';

/** A VIN and the seen text of its own row or card, as the content script read it from its mark. */
export interface Listing {
  value: string;
  context: string;
}

/** VINs whose listing names another year or make than the free decode says; nothing leaves the browser. */
export function listingMismatches(listings: readonly Listing[]): { value: string; line: string }[] {
  return listings.flatMap(({ value, context }) => {
    // The verdict's listing check (utils/verdict/checks.ts), the same one a looked-up answer is held to.
    const check = vehicleCheck('listing', readListingClaim(context, value), decodeVin(value));
    if (check?.state !== 'differs') return [];
    return [{ value, line: checkLine(check, translate) }];
  });
}

/** Checks the frame's VINs not checked yet (pages load more as they scroll); returns the new mismatches. */
export async function checkNewListings(
  tabId: number,
  frameId: number,
  listings: readonly Listing[],
  url?: string,
): Promise<{ value: string; line: string }[]> {
  const known = await listingChecksOf(tabId, frameId, url);
  const fresh = listings.filter(({ value }) => !(value in known)).slice(0, PAGE_VINS_LIMIT);
  if (fresh.length === 0 && url === undefined) return [];
  const flags = listingMismatches(fresh);
  const checks = Object.fromEntries(fresh.map(({ value }) => [value, '']));
  for (const { value, line } of flags) checks[value] = line;
  await recordListingChecks(tabId, frameId, checks, url);
  return flags;
}
