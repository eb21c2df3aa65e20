/**
 * Answers already paid for, per data source and identifier. Only answers that will not change by asking
 * again are kept: records found, and "not found". Transient failures are never cached.
 */
import { cacheItem, type CacheEntry } from '../storage/items';
import { createSerialQueue } from '../storage/serial';
import { writeNewestFirst } from '../storage/quota';
import { lookupResultSchema, type LookupResult } from './schema';

const MAX_CACHE_ENTRIES = 300;
const serial = createSerialQueue();

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
async function readEntries(): Promise<CacheEntry[]> {
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

export async function readCache(
  key: string,
  maxAgeMs: number,
  now: number,
): Promise<LookupResult | undefined> {
  if (maxAgeMs <= 0) return undefined;
  const entry = (await readEntries()).find((candidate) => candidate.key === key);
  if (!entry || now - entry.storedAt > maxAgeMs || entry.storedAt > now) return undefined;
  const parsed = lookupResultSchema.safeParse(entry.result);
  return parsed.success ? parsed.data : undefined;
}

export function writeCache(key: string, result: LookupResult, storedAt: number): Promise<void> {
  return serial(async () => {
    const kept = (await readEntries()).filter((entry) => entry.key !== key);
    const entries: CacheEntry[] = [{ key, storedAt, result }, ...kept].slice(0, MAX_CACHE_ENTRIES);
    // A cache is only an optimisation: if nothing fits, do without.
    await writeNewestFirst((list) => cacheItem.setValue(list), entries).catch(() => undefined);
  });
}

export function clearCache(): Promise<void> {
  return serial(() => cacheItem.setValue([]));
}
