/** The answer cache's layout in storage.local; pure (no browser), so e2e tests read storage the same way. */
import { planNewestFirst, readRowIndex, versionedIndexWrites } from '@/utils/storage/row-index';
import { CACHE_VERSION, cacheRowSchema, type CacheIndex, type CacheRow } from './schema';

export const CACHE_INDEX_KEY = 'local:cache';
/** WXT keeps an item's version under its key plus "$". */
export const CACHE_META_KEY = 'local:cache$';
export const CACHE_ENTRY_PREFIX = 'cache:';
/** Enough for a working day of distinct identifiers; beyond it the oldest answers give way. */
export const MAX_CACHE_ENTRIES = 300;

/**
 * Every character but [A-Za-z0-9._~-] becomes "%" and its UTF-16 code unit in four hex digits: WXT reads a
 * key's text before ":" as its area and a trailing "$" as a meta key. The fixed width keeps it one-to-one.
 */
export function escapeCacheKey(cacheKey: string): string {
  return cacheKey.replace(
    /[^A-Za-z0-9._~-]/g,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function cacheEntryKey(cacheKey: string): `local:${string}` {
  return `local:${CACHE_ENTRY_PREFIX}${escapeCacheKey(cacheKey)}`;
}

/** The cache key stored under a storage.local key (without "local:"); undefined for any other key. */
export function cacheKeyOfStorageKey(storageKey: string): string | undefined {
  if (!storageKey.startsWith(CACHE_ENTRY_PREFIX)) return undefined;
  const escaped = storageKey.slice(CACHE_ENTRY_PREFIX.length);
  const cacheKey = escaped.replace(/%([0-9a-f]{4})/g, (_, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
  return escapeCacheKey(cacheKey) === escaped ? cacheKey : undefined;
}

export function cacheIndexWrites(index: CacheIndex): { key: `local:${string}`; value: unknown }[] {
  return versionedIndexWrites({ index: CACHE_INDEX_KEY, meta: CACHE_META_KEY }, CACHE_VERSION, index);
}

/** The rows after caching `row` (newest first, at most MAX_CACHE_ENTRIES), and the keys that fell off. */
export function planCacheAppend(
  rows: readonly CacheRow[],
  row: CacheRow,
): { rows: CacheRow[]; dropped: string[] } {
  return planNewestFirst(rows, row, (stored) => stored.key, MAX_CACHE_ENTRIES);
}

export function readCacheIndex(raw: unknown): CacheIndex | undefined {
  return readRowIndex(raw, cacheRowSchema, (row) => row.key);
}
