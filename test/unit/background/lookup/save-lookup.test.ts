/**
 * One write per answer: a fresh answer's cache entry and history entry land in one storage.local.set,
 * so a worker stopped at any moment leaves them agreeing; an append writes one entry and the indexes,
 * never the other entries or answers; the cap's dropped entries lose their keys; storage that is full
 * gives up the cache first, then the oldest history, and tells the user.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listHistory, readHistory } from '@/utils/background/history/store';
import { readCache } from '@/utils/background/cache/store';
import { cacheEntryKey } from '@/utils/background/cache/layout';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { noticeItem } from '@/utils/background/storage/notices';
import { bytesInUse, limitStorage, stopWorkerAfter } from '@/test/support/storage-faults';
import { indexedKeys, newestKeys, storedCache } from '@/test/unit/background/cache/fixtures';
import { DEMO_VIN, realStorageService, tinNumber } from '@/test/support/lookup-harness';
import { historyEntry, newestFirst, storedHistory } from '@/test/unit/history/fixtures';

beforeEach(() => {
  fakeBrowser.reset();
});

const local = fakeBrowser.storage.local;

/** A storage.local key as storage.local.set receives it (WXT's keys carry their area). */
const areaKey = (key: string) => key.replace(/^local:/, '');

/** The keys of every storage.local.set from now on, one list per call. */
function watchWrites(): string[][] {
  const writes: string[][] = [];
  const set = local.set.bind(local);
  vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
    writes.push(Object.keys(items).sort());
    await set(items);
  });
  return writes;
}

async function seed(count: number, limit: number): Promise<void> {
  for (let index = 1; index <= count; index++) {
    await saveLookup({
      entry: historyEntry(index),
      historyLimit: limit,
      cache: { key: `k${index}`, storedAt: index },
    });
  }
}

describe('one write per answer', () => {
  it('a fresh answer is cached and recorded by a single storage.local.set', async () => {
    const { service } = realStorageService();
    const writes = watchWrites();
    const result = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect(writes).toEqual([
      [
        'cache',
        'cache$',
        areaKey(cacheEntryKey(`demo|vin|${DEMO_VIN}`)),
        'history',
        'history$',
        `history:${result.id}`,
      ],
    ]);
    expect(await readCache(`demo|vin|${DEMO_VIN}`, 60_000, Date.now())).toEqual(result);
    expect((await readHistory())[0]?.result).toEqual(result);
  });

  it('a cache hit writes its history note only, the cache stays as it was', async () => {
    const { service } = realStorageService();
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const cacheBefore = await storedCache();
    const writes = watchWrites();
    const again = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    await listHistory(); // waits for the note, which is written after the answer went back
    expect(writes).toEqual([['history', 'history$', `history:${again.id}`]]);
    expect(await storedCache()).toEqual(cacheBefore);
  });

  it('an append writes the new entry and the index, never the other entries', async () => {
    await seed(50, 100);
    const writes = watchWrites();
    await saveLookup({ entry: historyEntry(51), historyLimit: 100 });
    expect(writes).toEqual([['history', 'history$', 'history:id-51']]);
  });

  it('a fresh answer writes its own answer and the cache index, never the other answers', async () => {
    await seed(50, 100);
    const writes = watchWrites();
    await saveLookup({ entry: historyEntry(51), historyLimit: 100, cache: { key: 'k51', storedAt: 51 } });
    expect(writes).toEqual([['cache', 'cache$', 'cache:k51', 'history', 'history$', 'history:id-51']]);
    expect(await indexedKeys()).toEqual(newestKeys(51));
  });

  it('at the cap the oldest entry is dropped with its key', async () => {
    await seed(5, 5);
    const removed: unknown[] = [];
    const remove = local.remove.bind(local);
    vi.spyOn(local, 'remove').mockImplementation(async (keys: string | string[]) => {
      removed.push(keys);
      await remove(keys);
    });
    await saveLookup({ entry: historyEntry(6), historyLimit: 5 });
    expect(removed).toContainEqual(['history:id-1']);
    expect((await listHistory()).map((row) => row.id)).toEqual(newestFirst(5, 2));
    expect((await storedHistory()).entryIds).toEqual(newestFirst(5, 2).sort());
  });
});

describe('a worker stopped at any moment', () => {
  it('leaves cache and history agreeing, every row with its entry, and the next write leaves no stray key', async () => {
    const moments: string[] = [];
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      // History at its cap of 5 and a cache, then a lookup of a sixth identifier.
      const { service } = realStorageService({ settings: { historyLimit: 5 } });
      for (let index = 0; index < 5; index++) {
        await service.lookup({ kind: 'tin', value: tinNumber(index), trigger: 'popup' });
      }
      const before = (await readHistory()).map((entry) => entry.value);
      const stop = stopWorkerAfter(stopAfter);
      // A stopped worker answers nothing; here the lookup fails at the first call refused instead.
      const answer = await service
        .lookup({ kind: 'tin', value: tinNumber(5), trigger: 'popup' })
        .catch(() => undefined);
      stop.restore();

      const cached = (await readCache(`demo|tin|${tinNumber(5)}`, 60_000, Date.now())) !== undefined;
      const history = (await readHistory()).map((entry) => entry.value);
      const recorded = history.includes(tinNumber(5));
      moments.push(`${stopAfter}: ${cached ? 'cached' : '-'} ${recorded ? 'recorded' : '-'}`);
      expect(recorded, `stopped after ${stopAfter} calls`).toBe(cached);
      if (answer) expect(answer.payload.type).toBe('taxpayer');
      // Every row has its entry; nothing but what the cap drops is lost.
      expect((await listHistory()).map((row) => row.value)).toEqual(history);
      expect(history).toEqual(recorded ? [tinNumber(5), ...before.slice(0, 4)] : before);

      await service.lookup({ kind: 'tin', value: tinNumber(6), trigger: 'popup' });
      const ids = (await listHistory()).map((row) => row.id);
      expect((await storedHistory()).entryIds, `stopped after ${stopAfter} calls`).toEqual([...ids].sort());
      expect((await storedCache()).keys, `stopped after ${stopAfter} calls`).toEqual(
        [...(await indexedKeys())].sort(),
      );
      if (stop.made < stopAfter) break;
    }
    expect(moments.at(-1)).toMatch(/cached recorded/);
    expect(moments[0]).toMatch(/- -/);
  });

  it('also while storage is full and history gives way', async () => {
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      for (let index = 1; index <= 6; index++) {
        await saveLookup({ entry: historyEntry(index, { vehicle: true }), historyLimit: 100 });
      }
      const stop = stopWorkerAfter(stopAfter, { quota: (await bytesInUse()) + 2_000 });
      const entry = historyEntry(7, { vehicle: true });
      await saveLookup({ entry, historyLimit: 100, cache: { key: 'k7', storedAt: 7 } }).catch(
        () => undefined,
      );
      stop.restore();

      const cached = (await readCache('k7', 60_000, 8)) !== undefined;
      const ids = (await readHistory()).map((item) => item.id);
      expect(ids.includes('id-7'), `stopped after ${stopAfter} calls`).toBe(cached);
      expect((await listHistory()).map((row) => row.id)).toEqual(ids);
      // Whatever was given up, it was the oldest.
      expect(ids.filter((id) => id !== 'id-7')).toEqual(
        newestFirst(ids.length - (cached ? 1 : 0), 7 - ids.length + (cached ? 1 : 0)),
      );
      if (stop.made < stopAfter) {
        expect(cached).toBe(true);
        break;
      }
    }
  });

  it('also while storage is full and the cache gives way', async () => {
    const moments: string[] = [];
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      for (let index = 1; index <= 6; index++) {
        await saveLookup({
          entry: historyEntry(index, { vehicle: true }),
          historyLimit: 100,
          cache: { key: `k${index}`, storedAt: index },
        });
      }
      const stop = stopWorkerAfter(stopAfter, { quota: (await bytesInUse()) + 6_000 });
      await saveLookup({
        entry: historyEntry(7, { vehicle: true }),
        historyLimit: 100,
        cache: { key: 'k7', storedAt: 7 },
      }).catch(() => undefined);
      stop.restore();

      const cached = (await readCache('k7', 60_000, 8)) !== undefined;
      const ids = (await readHistory()).map((item) => item.id);
      expect(ids.includes('id-7'), `stopped after ${stopAfter} calls`).toBe(cached);
      // History did not give way: the cache had room enough to give.
      expect(ids.filter((id) => id !== 'id-7')).toEqual(newestFirst(6));
      // The answers given up were the oldest; every answer listed is readable.
      const keys = await indexedKeys();
      const others = keys.filter((key) => key !== 'k7');
      moments.push(`${stopAfter}: ${cached ? 'cached' : '-'} with ${others.length} others`);
      expect(others).toEqual(newestKeys(others.length, 7 - others.length));
      for (const key of others) expect(await readCache(key, 60_000, 8)).toBeDefined();

      // The next write leaves no answer the index does not list.
      await saveLookup({ entry: historyEntry(8), historyLimit: 100, cache: { key: 'k8', storedAt: 8 } });
      expect((await storedCache()).keys, `stopped after ${stopAfter} calls`).toEqual(
        [...(await indexedKeys())].sort(),
      );
      if (stop.made < stopAfter) break;
    }
    // Done: cached, with some of the older answers given up for it.
    expect(moments.at(-1)).toMatch(/cached with [0-5] others/);
    expect(moments[0]).toMatch(/- with 6 others/);
  });
});

describe('storage that is full', () => {
  it('gives up the cache first and keeps every history entry when that is enough', async () => {
    await seed(6, 100);
    limitStorage((await bytesInUse()) + 800);
    await saveLookup({
      entry: historyEntry(7),
      historyLimit: 100,
      cache: { key: 'k7', storedAt: 7 },
    });
    expect((await listHistory()).map((row) => row.id)).toEqual(newestFirst(7));
    const keys = await indexedKeys();
    expect(keys[0]).toBe('k7');
    expect(keys.length).toBeLessThan(7);
    // The oldest answers went, with their keys.
    expect(keys.slice(1)).toEqual(newestKeys(keys.length - 1, 8 - keys.length));
    expect((await storedCache()).keys).toEqual([...keys].sort());
    expect(await noticeItem.getValue()).toEqual([]);
  });

  it('keeps nothing of an answer that does not fit even alone, and says so', async () => {
    await seed(3, 100);
    limitStorage((await bytesInUse()) + 300);
    await saveLookup({
      entry: historyEntry(4, { vehicle: true }),
      historyLimit: 100,
      cache: { key: 'k4', storedAt: 4 },
    });
    expect(await readCache('k4', 60_000, 5)).toBeUndefined();
    expect((await listHistory()).map((row) => row.id)).not.toContain('id-4');
    expect((await noticeItem.getValue()).join(' ')).toMatch(/could not be saved to history/);
  });
});
