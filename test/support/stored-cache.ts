/**
 * The answer cache as the built extension stores it (utils/background/cache/layout.ts: the index under
 * "cache", each answer under "cache:<escaped cache key>"), read straight from storage.local, so e2e tests
 * see what a restarted worker would find.
 */
import type { Page, Worker } from '@playwright/test';
import { CACHE_ENTRY_PREFIX, cacheEntryKey, readCacheIndex } from '@/utils/background/cache/layout';
import { cacheEntrySchema } from '@/utils/background/cache/schema';

/** Both run a function with one argument alike; TypeScript cannot call the union of their overloads. */
type StorageReader = Page | Worker;

/**
 * The cache keys a lookup would be answered from in this snapshot of storage.local, newest first: listed
 * by the index, with their own valid answer stored.
 */
export function cachedKeysIn(local: Record<string, unknown>): string[] {
  const rows = readCacheIndex(local['cache'] ?? { rows: [] })?.rows ?? [];
  return rows
    .filter((row) => {
      const entry = cacheEntrySchema.safeParse(local[cacheEntryKey(row.key).replace(/^local:/, '')]);
      return entry.success && entry.data.key === row.key && entry.data.storedAt === row.storedAt;
    })
    .map((row) => row.key);
}

/** Every storage.local key of the cache: the index, its version mark and each answer's, listed or not. */
export function storedCacheKeys(target: StorageReader): Promise<string[]> {
  return (target as Page).evaluate(
    async (prefix) =>
      Object.keys(await chrome.storage.local.get(null)).filter(
        (key) => key === 'cache' || key === 'cache$' || key.startsWith(prefix),
      ),
    CACHE_ENTRY_PREFIX,
  );
}

/** Empties the cache, index and answers, as the user's "Clear cache" does, without the worker. */
export async function clearStoredCache(target: StorageReader): Promise<void> {
  const keys = await storedCacheKeys(target);
  await (target as Page).evaluate((all) => chrome.storage.local.remove(all), keys);
}
