/** The answer cache for the cache tests: answers to store, and what storage.local holds of the cache. */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { cacheKeyOfStorageKey } from '@/utils/background/cache/layout';
import type { CacheEntry } from '@/utils/background/cache/schema';
import { historyEntry } from '@/test/unit/history/fixtures';

/** Answer `index`, cached as "k<index>" at time `index`: a higher index is newer. */
export function cacheEntry(index: number, options: { vehicle?: boolean } = {}): CacheEntry {
  return { key: `k${index}`, storedAt: index, result: historyEntry(index, options).result };
}

/** Keys newest first, as the index lists them: `newestKeys(3)` is ['k3', 'k2', 'k1']. */
export function newestKeys(count: number, from = 1): string[] {
  return Array.from({ length: count }, (_, offset) => `k${from + count - 1 - offset}`);
}

/** The cache as storage.local holds it: the index, its version mark, and the cache keys with a stored answer. */
export async function storedCache(): Promise<{ index: unknown; meta: unknown; keys: string[] }> {
  const all = await fakeBrowser.storage.local.get(null);
  return {
    index: all['cache'],
    meta: all['cache$'],
    keys: Object.keys(all)
      .flatMap((key) => cacheKeyOfStorageKey(key) ?? [])
      .sort(),
  };
}

/** The cache keys the stored index lists, newest first. */
export async function indexedKeys(): Promise<string[]> {
  const { index } = await storedCache();
  return ((index as { rows?: { key: string }[] } | undefined)?.rows ?? []).map((row) => row.key);
}
