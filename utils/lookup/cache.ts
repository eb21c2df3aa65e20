/**
 * Answers already paid for, per data source and identifier. Only answers that will not change by asking
 * again are kept: records found, and "not found". Transient failures are never cached. A fresh answer is
 * cached in the same write as its history entry (./save-lookup.ts).
 */
import { queueAnswerStorage } from '../storage/answer-queue';
import { cacheItem, type CacheEntry } from '../storage/items';
import { lookupResultSchema, type LookupResult } from './schema';

const MAX_CACHE_ENTRIES = 300;

export function isCacheable(result: LookupResult): boolean {
  const { payload } = result;
  return (
    payload.type === 'vehicle' ||
    payload.type === 'taxpayer' ||
    (payload.type === 'failure' && payload.failure.code === 'not_found')
  );
}

/**
 * The stored entries, or none when storage holds something else (another version's shape, corruption):
 * a cache can always start over, whereas a throw here would break every lookup.
 */
export async function readCacheEntries(): Promise<CacheEntry[]> {
  const raw: unknown = await cacheItem.getValue();
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is CacheEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Partial<CacheEntry>).key === 'string' &&
      typeof (entry as Partial<CacheEntry>).storedAt === 'number',
  );
}

/** The cache with this answer first, replacing any older one for the same key, capped. */
export function withCacheEntry(
  entries: readonly CacheEntry[],
  key: string,
  result: LookupResult,
  storedAt: number,
): CacheEntry[] {
  const kept = entries.filter((entry) => entry.key !== key);
  return [{ key, storedAt, result }, ...kept].slice(0, MAX_CACHE_ENTRIES);
}

export async function readCache(
  key: string,
  maxAgeMs: number,
  now: number,
): Promise<LookupResult | undefined> {
  if (maxAgeMs <= 0) return undefined;
  const entry = (await readCacheEntries()).find((candidate) => candidate.key === key);
  if (!entry || now - entry.storedAt > maxAgeMs || entry.storedAt > now) return undefined;
  const parsed = lookupResultSchema.safeParse(entry.result);
  return parsed.success ? parsed.data : undefined;
}

export function clearCache(): Promise<void> {
  return queueAnswerStorage(() => cacheItem.setValue([]));
}
