/** Listing-check lines per frame, by VIN ('' for no mismatch): each VIN is read once per page. */
import { storage } from 'wxt/utils/storage';
import { createSerialQueue } from '@/utils/storage/serial';

interface FrameChecks {
  url: string;
  checks: Record<string, string>;
}

/** By `${tabId}:${frameId}`. */
export const listingFlagsItem = storage.defineItem<Record<string, FrameChecks>>('session:listingFlags', {
  fallback: {},
});

/** VINs remembered per frame: a page that keeps loading listings must not grow the record for ever. */
export const MAX_CHECKED_PER_FRAME = 1_000;
const serial = createSerialQueue();
const keyOf = (tabId: number, frameId: number) => `${tabId}:${frameId}`;

/** Adds checks for a frame; `url` (when known) starts a new record if the frame has moved on. */
export function recordListingChecks(
  tabId: number,
  frameId: number,
  checks: Readonly<Record<string, string>>,
  url?: string,
): Promise<void> {
  return serial(async () => {
    const all = await listingFlagsItem.getValue();
    const key = keyOf(tabId, frameId);
    const before = all[key];
    const kept = before && (url === undefined || before.url === url) ? before.checks : {};
    const merged = Object.entries({ ...kept, ...checks }).slice(-MAX_CHECKED_PER_FRAME);
    await listingFlagsItem.setValue({
      ...all,
      [key]: { url: url ?? before?.url ?? '', checks: Object.fromEntries(merged) },
    });
  });
}

/** The frame's checks; none when `url` is given and the record is of another page. */
export async function listingChecksOf(
  tabId: number,
  frameId: number,
  url?: string,
): Promise<Record<string, string>> {
  const record = (await listingFlagsItem.getValue())[keyOf(tabId, frameId)];
  return record && (url === undefined || record.url === url) ? record.checks : {};
}

export function forgetListingChecks(tabId: number): Promise<void> {
  return serial(async () => {
    const all = await listingFlagsItem.getValue();
    const kept = Object.entries(all).filter(([key]) => !key.startsWith(`${tabId}:`));
    if (kept.length !== Object.keys(all).length) await listingFlagsItem.setValue(Object.fromEntries(kept));
  });
}
