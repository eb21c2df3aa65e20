/**
 * A cache holding something else than this version's entries (corruption, another version): read as
 * empty, never breaking a lookup.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readCache } from '../../../utils/lookup/cache';
import { saveLookup } from '../../../utils/lookup/save-lookup';
import { readHistory } from '../../../utils/history/store';
import { cacheItem } from '../../../utils/storage/items';
import { DEMO_VIN, GARBAGE, realStorageService } from './helpers';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('a corrupted cache', () => {
  it.each(GARBAGE.map((value) => [JSON.stringify(value), value]))(
    'is read as empty and rewritten, never breaking a lookup (%s)',
    async (_label, value) => {
      await fakeBrowser.storage.local.set({ cache: value });
      const { service } = realStorageService();
      const first = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
      expect([first.payload.type, first.fromCache]).toEqual(['vehicle', false]);
      const second = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
      expect([second.payload.type, second.fromCache]).toEqual(['vehicle', true]);
    },
  );

  it('an entry that no longer validates is a miss, not a crash', async () => {
    await cacheItem.setValue([
      { key: 'k', storedAt: 1, result: { not: 'a result' } } as never,
      { key: 'k2', storedAt: 1, result: null } as never,
    ]);
    expect(await readCache('k', 10, 5)).toBeUndefined();
    expect(await readCache('k2', 10, 5)).toBeUndefined();
    const result = await realStorageService().service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    await saveLookup({
      entry: { ...(await readHistory())[0]!, result },
      historyLimit: 10,
      cache: { key: 'k3', storedAt: 5 },
    });
    expect(await readCache('k3', 10, 6)).toBeDefined();
  });
});
