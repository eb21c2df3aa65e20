/**
 * The user's country rule per site (side panel): a site always read as Nigerian, or never. A user setting,
 * kept until the user changes it; only the background reads or writes it (a test checks who does).
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { createSerialQueue } from '@/utils/storage/serial';
import type { SiteCountryChoice } from '@/utils/messaging/page-country-view';

/** Sites kept at most: past it, the oldest rule goes first (a user sets a handful). */
export const MAX_SITE_COUNTRIES = 500;

const storedSchema = z.record(z.string().max(253), z.enum(['nigerian', 'foreign']));
type Stored = z.infer<typeof storedSchema>;

export const siteCountriesItem = storage.defineItem<unknown>('local:siteCountries');
const serial = createSerialQueue();

/** A corrupt record reads as no rules: a page is then read for itself, and nothing else is lost. */
async function readAll(): Promise<Stored> {
  const parsed = storedSchema.safeParse((await siteCountriesItem.getValue()) ?? {});
  return parsed.success ? parsed.data : {};
}

/** The site a rule applies to: the host name, lower-case, without a leading "www." ('' for none). */
export function siteOfUrl(url: string | undefined): string {
  try {
    return new URL(url ?? '').hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

export async function siteCountryChoice(site: string): Promise<SiteCountryChoice> {
  if (!site) return 'auto';
  return (await readAll())[site] ?? 'auto';
}

export function setSiteCountryChoice(site: string, choice: SiteCountryChoice): Promise<void> {
  return serial(async () => {
    if (!site) return;
    const { [site]: _old, ...rest } = await readAll();
    const kept = Object.entries(rest).slice(-(MAX_SITE_COUNTRIES - 1));
    await siteCountriesItem.setValue(
      Object.fromEntries(choice === 'auto' ? kept : [...kept, [site, choice]]),
    );
  });
}
