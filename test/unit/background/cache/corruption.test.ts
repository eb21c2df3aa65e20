/**
 * A cache holding something else than this version's index and answers (corruption, another version):
 * a miss, never a broken lookup, and repaired by the next write.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCache } from '@/utils/background/cache/store';
import { cacheEntryKey } from '@/utils/background/cache/layout';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { historyEntry } from '@/test/unit/history/fixtures';
import { cacheEntry, indexedKeys, storedCache } from './fixtures';
import { DEMO_VIN, GARBAGE, realStorageService } from '@/test/support/lookup-harness';

beforeEach(() => {
  fakeBrowser.reset();
});

const local = fakeBrowser.storage.local;
const areaKey = (cacheKey: string) => cacheEntryKey(cacheKey).replace(/^local:/, '');
const GARBAGE_CASES = GARBAGE.map((value) => [JSON.stringify(value), value]);

/** The cache in today's layout, written as it would be found. */
async function storeLayout(rows: { key: string; storedAt: number }[], answers: Record<string, unknown>) {
  await local.set({
    cache: { rows, trash: [] },
    cache$: { v: 2 },
    ...Object.fromEntries(Object.entries(answers).map(([key, value]) => [areaKey(key), value])),
  });
}

describe('a corrupted cache', () => {
  it.each(GARBAGE_CASES)(
    'an index holding %s is read as empty and rewritten, never breaking a lookup',
    async (_label, value) => {
      await local.set({ cache: value });
      const { service } = realStorageService();
      const first = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
      expect([first.payload.type, first.fromCache]).toEqual(['vehicle', false]);
      const second = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
      expect([second.payload.type, second.fromCache]).toEqual(['vehicle', true]);
    },
  );

  it.each(GARBAGE_CASES)(
    'an answer holding %s is a miss, and the next answer for it replaces it',
    async (_label, value) => {
      await storeLayout([{ key: 'k1', storedAt: 1 }], { k1: value });
      expect(await readCache('k1', 10, 5)).toBeUndefined();
      await saveLookup({ entry: historyEntry(1), historyLimit: 10, cache: { key: 'k1', storedAt: 5 } });
      expect(await readCache('k1', 10, 6)).toEqual(historyEntry(1).result);
    },
  );

  it('an answer that no longer validates, or is not the one the index points at, is a miss', async () => {
    await storeLayout(
      [
        { key: 'k1', storedAt: 1 },
        { key: 'k2', storedAt: 2 },
        { key: 'k3', storedAt: 3 },
      ],
      {
        k1: { ...cacheEntry(1), result: { not: 'a result' } },
        // Another write's answer (the index says 2), or another key's answer under this key.
        k2: { ...cacheEntry(2), storedAt: 1 },
        k3: { ...cacheEntry(4), storedAt: 3 },
      },
    );
    expect(await readCache('k1', 10, 5)).toBeUndefined();
    expect(await readCache('k2', 10, 5)).toBeUndefined();
    expect(await readCache('k3', 10, 5)).toBeUndefined();
  });

  it('an answer the index does not list (a stopped eviction or clear) is never served', async () => {
    await storeLayout([], { k1: cacheEntry(1) });
    expect(await readCache('k1', 10, 5)).toBeUndefined();
  });

  it('rows that no longer validate are skipped, the rest still answer', async () => {
    await local.set({
      cache: {
        rows: [{ key: 'k2', storedAt: 2 }, { key: 5 }, 'x', null, { key: 'k1', storedAt: 1 }],
        trash: 'x',
      },
      cache$: { v: 2 },
      [areaKey('k1')]: cacheEntry(1),
      [areaKey('k2')]: cacheEntry(2),
    });
    expect(await readCache('k1', 10, 5)).toEqual(cacheEntry(1).result);
    expect(await readCache('k2', 10, 5)).toEqual(cacheEntry(2).result);
  });

  it('an unreadable index is rebuilt from the answers under their own keys; unreadable ones go', async () => {
    await storeLayout([], { k1: cacheEntry(1), k2: cacheEntry(2), k3: 'garbage' });
    await local.set({ cache: 'garbage', 'cache:not%escaped|key': cacheEntry(9) });
    // The first read repairs it and still answers.
    expect(await readCache('k2', 10, 5)).toEqual(cacheEntry(2).result);
    expect(await indexedKeys()).toEqual(['k2', 'k1']);
    // The unreadable answer is in the trash and goes with the next write; the stray key already went.
    await saveLookup({ entry: historyEntry(4), historyLimit: 10, cache: { key: 'k4', storedAt: 4 } });
    expect((await storedCache()).keys).toEqual(['k1', 'k2', 'k4']);
    expect(Object.keys(await local.get(null)).filter((key) => key.startsWith('cache:'))).toHaveLength(3);
  });
});
