/** Answers already paid for, per data source and identifier: only those asking again would not change. */
import { storage } from 'wxt/utils/storage';
import { queueAnswerStorage } from '@/utils/storage/answer-queue';
import { cacheIndexItem } from './item';
import { isFreshAnswer } from './key';
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

/** For callers in queueAnswerStorage: waits for the start-up migration (WXT's setItems would not). */
export async function loadCacheIndex(): Promise<CacheIndex> {
  return migrateCache(await cacheIndexItem.getValue());
}

/**
 * The answer under `key` if younger than `maxAgeMs`, and only while the index lists it with the same time:
 * one left by an eviction or clear that a stopped worker did not finish is never served.
 */
export async function readCache(
  key: string,
  maxAgeMs: number,
  now: number,
): Promise<LookupResult | undefined> {
  if (maxAgeMs <= 0) return undefined;
  let found = await readIndexAndEntry(key);
  if (!found.index) {
    // An old list or corruption: repair it after any pending write. A failed repair is a miss, not a failure.
    await queueAnswerStorage(loadCacheIndex).catch(() => undefined);
    found = await readIndexAndEntry(key);
  }
  const row = found.index?.rows.find((candidate) => candidate.key === key);
  const { entry } = found;
  if (!row || !entry || entry.key !== key || entry.storedAt !== row.storedAt) return undefined;
  return isFreshAnswer(row.storedAt, maxAgeMs, now) ? entry.result : undefined;
}

/** The keys of every answer the index lists as fresh: a plan's "already paid for", without reading answers. */
export async function readFreshCacheKeys(maxAgeMs: number, now: number): Promise<ReadonlySet<string>> {
  const index = readCacheIndex(await storage.getItem(CACHE_INDEX_KEY));
  const fresh = (index?.rows ?? []).filter((row) => isFreshAnswer(row.storedAt, maxAgeMs, now));
  return new Set(fresh.map((row) => row.key));
}

async function readIndexAndEntry(
  key: string,
): Promise<{ index: CacheIndex | undefined; entry: CacheEntry | undefined }> {
  const [index, entry] = await storage.getItems([cacheIndexItem, cacheEntryKey(key)]);
  const parsed = cacheEntrySchema.safeParse(entry?.value);
  return { index: readCacheIndex(index?.value), entry: parsed.success ? parsed.data : undefined };
}

/** One removal, so a worker stopped at any moment leaves the cache whole or gone. */
export function clearCache(): Promise<void> {
  return queueAnswerStorage(async () => {
    const { rows, trash } = await loadCacheIndex();
    const keys = [...rows.map((row) => row.key), ...trash];
    await storage.removeItems([CACHE_INDEX_KEY, CACHE_META_KEY, ...keys.map(cacheEntryKey)]);
  });
}
