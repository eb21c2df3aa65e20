/**
 * The move from the single "cache" list (version 1) to one key per answer plus an index (version 2):
 * every answer paid for stays cached (dropping them would charge the merchant again); once, at start-up
 * through WXT's versioned item or whenever an old list turns up later; idempotent; a worker stopped at
 * any moment leaves the old list or the new layout, and the next start completes it; corrupted data and
 * full storage are tolerated.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { migrateCache } from '@/utils/background/cache/migrate';
import { cacheEntryKey, MAX_CACHE_ENTRIES } from '@/utils/background/cache/layout';
import type { CacheEntry } from '@/utils/background/cache/schema';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { bytesInUse, limitStorage, stopWorkerAfter, settled } from '@/test/support/storage-faults';
import { historyEntry } from '@/test/unit/history/fixtures';
import { GARBAGE } from '@/test/support/lookup-harness';
import { cacheEntry, indexedKeys, newestKeys, storedCache } from './fixtures';

const local = fakeBrowser.storage.local;
const HOUR = 3_600_000;
const areaKey = (cacheKey: string) => cacheEntryKey(cacheKey).replace(/^local:/, '');

/** The list version 1 stored: newest first. */
function oldList(count: number, options: { vehicle?: boolean } = {}): CacheEntry[] {
  return Array.from({ length: count }, (_, offset) => cacheEntry(count - offset, options));
}

/** The cache as a freshly started worker loads it: WXT's item definitions run their migrations. */
async function startWorker(): Promise<typeof import('@/utils/background/cache/store')> {
  vi.resetModules();
  return import('@/utils/background/cache/store');
}

/** Every answer of `list` is a hit with its own result. */
async function expectAllCached(
  cache: Pick<typeof import('@/utils/background/cache/store'), 'readCache'>,
  list: readonly CacheEntry[],
  label = '',
): Promise<void> {
  for (const entry of list)
    expect(await cache.readCache(entry.key, HOUR, 1_000), label).toEqual(entry.result);
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('moving the old list to one key per answer', () => {
  it('at start-up, in one write: every answer under its own key, the index newest first, version 2', async () => {
    const list = oldList(5, { vehicle: true });
    await local.set({ cache: list });
    const writes: string[][] = [];
    const set = local.set.bind(local);
    vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
      writes.push(Object.keys(items));
      await set(items);
    });
    const cache = await startWorker();
    await expectAllCached(cache, list);
    const stored = await storedCache();
    expect(stored.keys).toEqual(newestKeys(5).sort());
    expect(stored.meta).toEqual({ v: 2 });
    expect(stored.index).toEqual({ rows: list.map(({ key, storedAt }) => ({ key, storedAt })), trash: [] });
    // Ours, with the answers; then WXT's own write of the value it was handed back (the same index).
    expect(writes[0]).toHaveLength(5 + 2);
    expect(writes.slice(1)).toEqual([['cache', 'cache$']]);
  });

  it('a lookup at the very start is answered from the old list being moved, never paid again', async () => {
    const list = oldList(3);
    await local.set({ cache: list });
    const cache = await startWorker();
    // No waiting for the start-up migration: the read finds the old list and waits for the move.
    await expectAllCached(cache, list);
  });

  it('an old list found after start-up (written by an older version) is moved the same way', async () => {
    const cache = await startWorker();
    await cache.readCache('k1', HOUR, 1);
    const list = oldList(4);
    await local.set({ cache: list });
    await expectAllCached(cache, list);
    expect((await storedCache()).keys).toEqual(newestKeys(4).sort());
  });

  it('an old list found by a fresh answer keeps every answer, the new one first', async () => {
    await startWorker();
    await local.set({ cache: oldList(4) });
    await saveLookup({ entry: historyEntry(5), historyLimit: 10, cache: { key: 'k5', storedAt: 5 } });
    expect(await indexedKeys()).toEqual(newestKeys(5));
    expect((await storedCache()).keys).toEqual(newestKeys(5).sort());
  });

  it('runs once: a second start, or a second run, changes nothing', async () => {
    await local.set({ cache: oldList(5) });
    await (await startWorker()).readCache('k1', HOUR, 10);
    const after = await local.get(null);
    const set = vi.spyOn(local, 'set');
    await (await startWorker()).readCache('k1', HOUR, 10);
    expect(await migrateCache(after['cache'])).toEqual(after['cache']);
    expect(set).not.toHaveBeenCalled();
    expect(await local.get(null)).toEqual(after);
  });

  it('a worker stopped at any moment leaves the old list or the new layout; the next start completes it', async () => {
    const list = oldList(10);
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      await local.set({ cache: list });
      const stop = stopWorkerAfter(stopAfter, { hang: true });
      const cache = await startWorker();
      void cache.readCache('k3', HOUR, 20);
      await settled(stop);
      stop.restore();

      const stored = await local.get(null);
      if (Array.isArray(stored['cache'])) {
        expect(stored['cache'], `stopped after ${stopAfter} calls`).toEqual(list);
        expect((await storedCache()).keys).toEqual([]);
      } else {
        expect((await storedCache()).keys).toEqual(newestKeys(10).sort());
      }
      const next = await startWorker();
      await expectAllCached(next, list, `stopped after ${stopAfter} calls`);
      expect((await storedCache()).keys).toEqual(newestKeys(10).sort());
      if (stop.made < stopAfter) break;
    }
  });
});

describe('old or damaged data', () => {
  it('an old list keeps its valid answers and drops the rest, a repeated key once (its newest)', async () => {
    const newer = { ...cacheEntry(2), storedAt: 4, result: cacheEntry(4).result };
    await local.set({
      cache: [cacheEntry(3), { broken: true }, null, newer, 'x', cacheEntry(2), { key: 'k9' }, cacheEntry(1)],
    });
    const cache = await startWorker();
    expect(await indexedKeys()).toEqual(['k2', 'k3', 'k1']);
    expect(await cache.readCache('k2', HOUR, 10)).toEqual(cacheEntry(4).result);
  });

  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'cache holding %s at start-up reads as the valid answers, without an error',
    async (_label, value) => {
      await local.set({ cache: value });
      const errors = vi.spyOn(console, 'error');
      const cache = await startWorker();
      expect(await cache.readCache('k', HOUR, 10)).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
      expect(await storedCache()).toMatchObject({ index: { rows: [] }, meta: { v: 2 } });
    },
  );

  it('answers already under their own keys are kept, the newer of two answers for a key wins', async () => {
    const listedNewer = { ...cacheEntry(2), storedAt: 5, result: cacheEntry(5).result };
    await local.set({
      cache: [listedNewer, cacheEntry(3), cacheEntry(1)],
      [areaKey('k1')]: { ...cacheEntry(1), storedAt: 6, result: cacheEntry(6).result },
      [areaKey('k2')]: cacheEntry(2),
      [areaKey('k4')]: cacheEntry(4),
      [areaKey('k7')]: { broken: true },
    });
    const cache = await startWorker();
    expect(await indexedKeys()).toEqual(['k1', 'k2', 'k4', 'k3']);
    expect(await cache.readCache('k1', HOUR, 10)).toEqual(cacheEntry(6).result);
    expect(await cache.readCache('k2', HOUR, 10)).toEqual(cacheEntry(5).result);
    // The unreadable answer is in the trash, and goes with the next write.
    expect((await storedCache()).index).toMatchObject({ trash: ['k7'] });
  });

  it(`an old list longer than the cap keeps its newest ${MAX_CACHE_ENTRIES}`, async () => {
    await local.set({ cache: oldList(MAX_CACHE_ENTRIES + 5) });
    await startWorker();
    expect(await indexedKeys()).toEqual(newestKeys(MAX_CACHE_ENTRIES, 6));
  });

  it('an index that lost its version mark is kept as it is', async () => {
    await local.set({ cache: oldList(3) });
    await (await startWorker()).readCache('k1', HOUR, 10);
    await local.remove('cache$');
    const before = await local.get(null);
    const cache = await startWorker();
    await expectAllCached(cache, oldList(3));
    expect({ ...(await local.get(null)), cache$: undefined }).toEqual({ ...before, cache$: undefined });
    expect((await storedCache()).meta).toEqual({ v: 2 });
  });

  it('when storage is too full for every answer, the newest stay', async () => {
    await local.set({ cache: oldList(6, { vehicle: true }) });
    // Moving adds the keys' names and the index: no room for all of that.
    limitStorage((await bytesInUse()) + 100);
    const cache = await startWorker();
    await cache.readCache('k1', HOUR, 10);
    const keys = await indexedKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.length).toBeLessThan(6);
    expect(keys).toEqual(newestKeys(keys.length, 7 - keys.length));
    expect((await storedCache()).keys).toEqual([...keys].sort());
  });

  it('when not even one answer fits, an empty index still replaces the old list and frees its space', async () => {
    await local.set({ cache: oldList(1, { vehicle: true }) });
    limitStorage((await bytesInUse()) - 100);
    const cache = await startWorker();
    expect(await cache.readCache('k1', HOUR, 10)).toBeUndefined();
    expect(await storedCache()).toEqual({ index: { rows: [], trash: [] }, meta: { v: 2 }, keys: [] });
  });
});
