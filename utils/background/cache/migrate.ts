/**
 * Brings whatever "cache" holds to today's layout, at start-up (WXT's v2 migration) or when an old list or
 * unreadable index turns up. Every answer was paid for: it moves, in one write a stopped worker cannot split.
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

  const stored = new Map<string, CacheEntry>();
  const unreadable = new Set<string>();
  /** Keys under the prefix that no cache key addresses: no lookup can reach or replace them. */
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
