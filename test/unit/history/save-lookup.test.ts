/**
 * One write per answer: a fresh answer's cache entry and history entry land in one storage.local.set,
 * so a worker stopped at any moment leaves them agreeing; an append writes one entry and the index,
 * never the other entries; the cap's dropped entries lose their keys; storage that is full gives up
 * the cache first, then the oldest history, and tells the user.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listHistory, readHistory } from '../../../utils/history/store';
import { readCache } from '../../../utils/lookup/cache';
import { saveLookup } from '../../../utils/lookup/save-lookup';
import { cacheItem } from '../../../utils/storage/items';
import { noticeItem } from '../../../utils/storage/notices';
import { bytesInUse, limitStorage, stopWorkerAfter } from '../../support/storage-faults';
import { DEMO_VIN, realStorageService, tinNumber } from '../reliability/helpers';
import { historyEntry, newestFirst, storedHistory } from './fixtures';

beforeEach(() => {
  fakeBrowser.reset();
});

const local = fakeBrowser.storage.local;

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
    expect(writes).toEqual([['cache', 'history', 'history$', `history:${result.id}`]]);
    expect(await readCache(`demo|vin|${DEMO_VIN}`, 60_000, Date.now())).toEqual(result);
    expect((await readHistory())[0]?.result).toEqual(result);
  });

  it('a cache hit writes its history note only, the cache stays as it was', async () => {
    const { service } = realStorageService();
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const cacheBefore = await cacheItem.getValue();
    const writes = watchWrites();
    const again = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    await listHistory(); // waits for the note, which is written after the answer went back
    expect(writes).toEqual([['history', 'history$', `history:${again.id}`]]);
    expect(await cacheItem.getValue()).toEqual(cacheBefore);
  });

  it('an append writes the new entry and the index, never the other entries', async () => {
    await seed(50, 100);
    const writes = watchWrites();
    await saveLookup({ entry: historyEntry(51), historyLimit: 100 });
    expect(writes).toEqual([['history', 'history$', 'history:id-51']]);
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
    const cache = await cacheItem.getValue();
    expect(cache[0]?.key).toBe('k7');
    expect(cache.length).toBeLessThan(7);
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
