/**
 * Answers already paid for, per data source and identifier. Only answers that will not change by asking
 * again are kept: records found, and "not found". Transient failures are never cached. Each answer lives
 * under its own key with a small index (./layout.ts); a fresh answer is cached in the same write as
 * its history entry (./save-lookup.ts).
 */
import { storage } from 'wxt/utils/storage';
import { queueAnswerStorage } from '@/utils/storage/answer-queue';
import { cacheIndexItem } from '@/utils/storage/items';
import { CACHE_INDEX_KEY, CACHE_META_KEY, cacheEntryKey, readCacheIndex } from './layout';
import { migrateCache } from './migrate';
import { cacheEntrySchema, type CacheEntry, type CacheIndex } from './schema';
import type { LookupResult } from '@/utils/lookup/schema';

export function isCacheable(result: LookupResult): boolean {
  const { payload } = result;
  return (
    payload.type === 'vehicle' ||
    payload.type === 'taxpayer' ||
    // PENDING too: asking again must show it with its status check, never send a second POST.
    (payload.type === 'failure' && ['not_found', 'not_verified', 'pending'].includes(payload.failure.code))
  );
}

/**
 * For callers already in queueAnswerStorage. Waits for the start-up migration (WXT's setItems, which
 * every write here uses, would not); an old list or an unreadable index found later is migrated now.
 */
export async function loadCacheIndex(): Promise<CacheIndex> {
  return migrateCache(await cacheIndexItem.getValue());
}

/**
 * The answer cached under `key` if it is younger than `maxAgeMs`. One storage read of the index and this
 * one answer, never the others. An answer counts only while the index lists it with the same time, so
 * one left behind by an eviction or a clear that a stopped worker did not finish is never served.
 */
export async function readCache(
  key: string,
  maxAgeMs: number,
  now: number,
): Promise<LookupResult | undefined> {
  if (maxAgeMs <= 0) return undefined;
  let found = await readIndexAndEntry(key);
  if (!found.index) {
    // The old list (a start-up migration still running, or a downgrade) or corruption: repair it after
    // any pending write, then read again. A failed repair is a miss, never a failed lookup.
    await queueAnswerStorage(loadCacheIndex).catch(() => undefined);
    found = await readIndexAndEntry(key);
  }
  const row = found.index?.rows.find((candidate) => candidate.key === key);
  const { entry } = found;
  if (!row || !entry || entry.key !== key || entry.storedAt !== row.storedAt) return undefined;
  if (now - row.storedAt > maxAgeMs || row.storedAt > now) return undefined;
  return entry.result;
}

async function readIndexAndEntry(
  key: string,
): Promise<{ index: CacheIndex | undefined; entry: CacheEntry | undefined }> {
  const [index, entry] = await storage.getItems([cacheIndexItem, cacheEntryKey(key)]);
  const parsed = cacheEntrySchema.safeParse(entry?.value);
  return { index: readCacheIndex(index?.value), entry: parsed.success ? parsed.data : undefined };
}

/**
 * One removal takes the index, its version mark and every answer, so a worker stopped at any moment
 * leaves the cache whole or gone; an answer the index no longer lists is never served anyway.
 */
export function clearCache(): Promise<void> {
  return queueAnswerStorage(async () => {
    const { rows, trash } = await loadCacheIndex();
    const keys = [...rows.map((row) => row.key), ...trash];
    await storage.removeItems([CACHE_INDEX_KEY, CACHE_META_KEY, ...keys.map(cacheEntryKey)]);
  });
}
