/**
 * What the last page of a site needed, kept for this browser session: its country's verdict, and whether it
 * called for every detector. The next page of that site is told at its hello, before it has any text, so its
 * marks need not wait for a sample's round trip nor for the part's injection; its own reading then confirms
 * or corrects. Session storage only: which sites were read is no one's business once the browser closes.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { createSerialQueue } from '@/utils/storage/serial';

const memorySchema = z.record(
  z.string().max(253),
  z.object({
    verdict: z.enum(['nigerian', 'foreign', 'unknown']).optional(),
    moreDetectors: z.boolean().optional(),
  }),
);
export type SiteMemory = z.infer<typeof memorySchema>[string];

/** Sites kept at most, the oldest forgotten first. */
export const MAX_REMEMBERED_SITES = 500;

export const siteMemoryItem = storage.defineItem<unknown>('session:siteMemory');
const serial = createSerialQueue();

async function readAll(): Promise<z.infer<typeof memorySchema>> {
  const parsed = memorySchema.safeParse((await siteMemoryItem.getValue()) ?? {});
  return parsed.success ? parsed.data : {};
}

export async function siteMemoryOf(site: string): Promise<SiteMemory> {
  return site ? ((await readAll())[site] ?? {}) : {};
}

export function rememberSite(site: string, memory: SiteMemory): Promise<void> {
  return serial(async () => {
    if (!site) return;
    const { [site]: old = {}, ...rest } = await readAll();
    const kept = Object.entries(rest).slice(-(MAX_REMEMBERED_SITES - 1));
    await siteMemoryItem.setValue(Object.fromEntries([...kept, [site, { ...old, ...memory }]]));
  });
}
