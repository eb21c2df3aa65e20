/**
 * Brings whatever "cache" holds to today's layout. It runs as WXT's v2 migration at start-up, and again
 * whenever the cache later finds an old list (an older version wrote it after a downgrade) or an index it
 * cannot read (corruption).
 *
 * The cache is only an optimisation, but every answer in it was paid for: dropping it would charge the
 * merchant again for each identifier looked up within the cache's hours. So it moves, in one storage
 * write that replaces the old list by the answers' own keys and the index: a worker stopped at any moment
 * leaves either the old list or the new layout, and storage never has to hold both copies at once.
 * Answers already stored under their own keys are kept too (after a downgrade and an upgrade, or under
 * an unreadable index, they are still answers paid for).
 */
import { storage } from 'wxt/utils/storage';
import { isQuotaError, writeNewestFirst } from '@/utils/storage/quota';
import {
  CACHE_ENTRY_PREFIX,
  cacheEntryKey,
  cacheIndexWrites,
  cacheKeyOfStorageKey,
  MAX_CACHE_ENTRIES,
  readCacheIndex,
} from './layout';
import { cacheEntrySchema, type CacheEntry, type CacheIndex } from './schema';

export async function migrateCache(raw: unknown): Promise<CacheIndex> {
  return readCacheIndex(raw) ?? rebuildCache(Array.isArray(raw) ? raw : []);
}

async function rebuildCache(oldList: readonly unknown[]): Promise<CacheIndex> {
  const listed = new Map<string, CacheEntry>();
  for (const candidate of oldList) {
    const entry = cacheEntrySchema.safeParse(candidate);
    // The old list is newest first: a repeated key keeps its newest answer.
    if (entry.success && !listed.has(entry.data.key)) listed.set(entry.data.key, entry.data);
  }

  /** Answers already under their own keys, by cache key. */
  const stored = new Map<string, CacheEntry>();
  /** Cache keys whose own key holds something unreadable. */
  const unreadable = new Set<string>();
  /** Keys under the prefix that no cache key addresses: no lookup can ever reach or replace them. */
  const strays: `local:${string}`[] = [];
  for (const [storageKey, value] of Object.entries(await storage.snapshot('local'))) {
    if (!storageKey.startsWith(CACHE_ENTRY_PREFIX)) continue;
    const cacheKey = cacheKeyOfStorageKey(storageKey);
    if (cacheKey === undefined) {
      strays.push(`local:${storageKey}`);
      continue;
    }
    const entry = cacheEntrySchema.safeParse(value);
    if (entry.success && entry.data.key === cacheKey) stored.set(cacheKey, entry.data);
    else unreadable.add(cacheKey);
  }

  // Of two answers for a key, the newer; in the old list's order, then the others.
  const chosen = new Map<string, CacheEntry>();
  for (const [cacheKey, entry] of listed) {
    const own = stored.get(cacheKey);
    chosen.set(cacheKey, own && own.storedAt >= entry.storedAt ? own : entry);
  }
  for (const [cacheKey, own] of stored) if (!chosen.has(cacheKey)) chosen.set(cacheKey, own);
  // Stable: answers stored in the same millisecond keep the old list's order.
  const newestFirst = [...chosen.values()]
    .sort((a, b) => b.storedAt - a.storedAt)
    .slice(0, MAX_CACHE_ENTRIES);

  let index: CacheIndex = { rows: [], trash: [] };
  const write = async (kept: CacheEntry[]) => {
    const keys = new Set(kept.map((entry) => entry.key));
    const next: CacheIndex = {
      rows: kept.map(({ key, storedAt }) => ({ key, storedAt })),
      // Stored answers left out (beyond the cap, no room) and unreadable ones go with the next write.
      trash: [...stored.keys(), ...unreadable].filter((key) => !keys.has(key)),
    };
    await storage.setItems([
      ...kept
        .filter((entry) => stored.get(entry.key) !== entry)
        .map((entry) => ({ key: cacheEntryKey(entry.key), value: entry })),
      ...cacheIndexWrites(next),
    ]);
    index = next;
  };
  try {
    await writeNewestFirst(write, newestFirst);
  } catch (error) {
    // Not even the newest answer fits: an empty index still replaces the old list and frees its space.
    if (!isQuotaError(error) || newestFirst.length === 0) throw error;
    await write([]);
  }
  if (strays.length > 0) await storage.removeItems(strays).catch(() => undefined);
  return index;
}
