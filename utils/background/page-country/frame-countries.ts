/**
 * What each scanned frame's page was read as, per tab: the side panel shows the top frame's, and a user's
 * new rule for a site reaches every frame of that site. Session storage: it outlives a worker restart, not
 * the browser. Only the background reads or writes it.
 */
import { storage } from 'wxt/utils/storage';
import type { PageCountry } from '@/utils/detect/page-country';
import { createSerialQueue } from '@/utils/storage/serial';
import { MAX_FRAMES_PER_TAB } from '@/utils/background/panel/scanned-frames';

export interface FrameCountry {
  /** The frame's document when it was read: a frame that moved on is read again. */
  url: string;
  /** Read once the page was parsed; a reading of its first screen only is read again then. */
  complete: boolean;
  site: string;
  reading: PageCountry;
}

/** Per tab id, per frame id. */
type FrameCountries = Record<string, Record<string, FrameCountry>>;

export const frameCountriesItem = storage.defineItem<FrameCountries>('session:frameCountries', {
  fallback: {},
});
const serial = createSerialQueue();

/** Tabs kept at most: closed tabs are forgotten, this bounds a session that never closes any. */
const MAX_TABS = 200;

export function recordFrameCountry(tabId: number, frameId: number, country: FrameCountry): Promise<void> {
  return serial(async () => {
    const all = await frameCountriesItem.getValue();
    const { [tabId]: frames = {}, ...others } = all;
    const kept = Object.entries(frames)
      .filter(([id]) => Number(id) !== frameId)
      .slice(-(MAX_FRAMES_PER_TAB - 1));
    const tabs = Object.entries(others).slice(-(MAX_TABS - 1));
    await frameCountriesItem.setValue(
      Object.fromEntries([
        ...tabs,
        [String(tabId), Object.fromEntries([...kept, [String(frameId), country]])],
      ]),
    );
  });
}

export async function frameCountryOf(tabId: number, frameId: number): Promise<FrameCountry | undefined> {
  return (await frameCountriesItem.getValue())[tabId]?.[frameId];
}

/** Every recorded frame of `site`, in every tab. */
export async function framesOfSite(site: string): Promise<{ tabId: number; frameId: number }[]> {
  const all = await frameCountriesItem.getValue();
  return Object.entries(all).flatMap(([tabId, frames]) =>
    Object.entries(frames)
      .filter(([, country]) => country.site === site)
      .map(([frameId]) => ({ tabId: Number(tabId), frameId: Number(frameId) })),
  );
}

/** A closed tab's frames. */
export function forgetFrameCountries(tabId: number): Promise<void> {
  return serial(async () => {
    const { [tabId]: _gone, ...rest } = await frameCountriesItem.getValue();
    await frameCountriesItem.setValue(rest);
  });
}
