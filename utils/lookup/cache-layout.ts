/**
 * Where the answer cache lies in storage.local (pure: no browser here, so e2e tests can read storage the
 * same way): the index under "cache" (versioned by WXT's "cache$" meta key) and each answer under
 * "cache:<escaped cache key>".
 */
import { z } from 'zod';
import { CACHE_VERSION, cacheRowSchema, type CacheIndex, type CacheRow } from './cache-schema';

export const CACHE_INDEX_KEY = 'local:cache';
/** WXT keeps an item's version under its key plus "$". */
export const CACHE_META_KEY = 'local:cache$';
/** The storage.local key of a cached answer is this prefix and its escaped cache key. */
export const CACHE_ENTRY_PREFIX = 'cache:';
/** Enough for a working day of distinct identifiers; beyond it the oldest answers give way. */
export const MAX_CACHE_ENTRIES = 300;

/**
 * A cache key in a plain alphabet: every character but [A-Za-z0-9._~-] becomes "%" and its UTF-16 code
 * unit in four hex digits. Cache keys hold whatever a custom base URL holds (":", "/", "$", any Unicode,
 * even a lone surrogate), and WXT reads the text before a key's first ":" as its storage area and a
 * trailing "$" as a meta key. The fixed width keeps it one-to-one: two cache keys never share a storage key.
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

/**
 * The cache key a storage.local key (without "local:") holds the answer for, or undefined when no cache
 * key is ever stored there (another key, or a name this layout never writes).
 */
export function cacheKeyOfStorageKey(storageKey: string): string | undefined {
  if (!storageKey.startsWith(CACHE_ENTRY_PREFIX)) return undefined;
  const escaped = storageKey.slice(CACHE_ENTRY_PREFIX.length);
  const cacheKey = escaped.replace(/%([0-9a-f]{4})/g, (_, code: string) =>
    String.fromCharCode(parseInt(code, 16)),
  );
  return escapeCacheKey(cacheKey) === escaped ? cacheKey : undefined;
}

/**
 * The index with its version, as one pair for storage.setItems: WXT writes the version only through the
 * item's own setValue, and a version left unset would make the next start migrate the index as a v1 list.
 */
export function cacheIndexWrites(index: CacheIndex): { key: `local:${string}`; value: unknown }[] {
  return [
    { key: CACHE_INDEX_KEY, value: index },
    { key: CACHE_META_KEY, value: { v: CACHE_VERSION } },
  ];
}

/** The rows after caching `row` (newest first, at most MAX_CACHE_ENTRIES), and the keys that fell off. */
export function planCacheAppend(
  rows: readonly CacheRow[],
  row: CacheRow,
): { rows: CacheRow[]; dropped: string[] } {
  const all = [row, ...rows.filter((stored) => stored.key !== row.key)];
  return {
    rows: all.slice(0, MAX_CACHE_ENTRIES),
    dropped: all.slice(MAX_CACHE_ENTRIES).map((kept) => kept.key),
  };
}

const storedCacheIndexSchema = z.object({
  rows: z.array(z.unknown()),
  trash: z.array(z.unknown()).optional(),
});

/**
 * The index in `raw`, keeping every row that still validates (a corrupted row must not cost the rest),
 * or undefined when `raw` is no index at all (the version 1 list, corruption).
 */
export function readCacheIndex(raw: unknown): CacheIndex | undefined {
  const stored = storedCacheIndexSchema.safeParse(raw);
  if (!stored.success) return undefined;
  const seen = new Set<string>();
  const rows = stored.data.rows.flatMap((candidate) => {
    const row = cacheRowSchema.safeParse(candidate);
    if (!row.success || seen.has(row.data.key)) return [];
    seen.add(row.data.key);
    return [{ key: row.data.key, storedAt: row.data.storedAt }];
  });
  // A key back in the rows was cached again since: its entry is the new answer, not garbage.
  const trash = [
    ...new Set(
      (stored.data.trash ?? []).filter((key): key is string => typeof key === 'string' && !seen.has(key)),
    ),
  ];
  return { rows, trash };
}
