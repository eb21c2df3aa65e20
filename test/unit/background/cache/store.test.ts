/**
 * The answer cache on real (fake-browser) storage: one key per answer plus an index. A hit reads the
 * index and that one answer; max age, the cap with oldest-first eviction, per-source namespaces,
 * Refresh and Clear keep their rules; storage keys are one-to-one with cache keys.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { listHistory } from '@/utils/background/history/store';
import { clearCache, readCache } from '@/utils/background/cache/store';
import {
  cacheEntryKey,
  cacheKeyOfStorageKey,
  escapeCacheKey,
  MAX_CACHE_ENTRIES,
} from '@/utils/background/cache/layout';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { stopWorkerAfter } from '@/test/support/storage-faults';
import { historyEntry } from '@/test/unit/history/fixtures';
import { DEMO_VIN, realStorageService } from '@/test/support/lookup-harness';
import { cacheEntry, indexedKeys, newestKeys, storedCache } from './fixtures';

const local = fakeBrowser.storage.local;
const HOUR = 3_600_000;

beforeEach(() => {
  fakeBrowser.reset();
});

/** Caches answers 1..count as "k1".."kcount", each with its history entry, as fresh lookups do. */
async function cacheAnswers(count: number, from = 1): Promise<void> {
  for (let index = from; index < from + count; index++) {
    await saveLookup({
      entry: historyEntry(index),
      historyLimit: 5_000,
      cache: { key: `k${index}`, storedAt: index },
    });
  }
}

describe('a cache hit', () => {
  it('answers what was stored, reading the index and that one answer in a single storage call', async () => {
    await cacheAnswers(20);
    const get = vi.spyOn(local, 'get');
    expect(await readCache('k7', HOUR, 20)).toEqual(cacheEntry(7).result);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toEqual(['cache', 'cache:k7']);
  });

  it('misses what was never cached, and reads nothing when the cache is off (0 hours)', async () => {
    await cacheAnswers(3);
    expect(await readCache('k9', HOUR, 5)).toBeUndefined();
    const get = vi.spyOn(local, 'get');
    expect(await readCache('k1', 0, 5)).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });

  it('misses an answer older than the maximum age, or stamped in the future (a clock set back)', async () => {
    await cacheAnswers(1);
    expect(await readCache('k1', 10, 11)).toBeDefined();
    expect(await readCache('k1', 10, 12)).toBeUndefined();
    expect(await readCache('k1', 10, 0)).toBeUndefined();
  });

  it('works on an empty storage (first run): a miss, without writing anything', async () => {
    const set = vi.spyOn(local, 'set');
    expect(await readCache('k1', HOUR, 5)).toBeUndefined();
    expect(set).not.toHaveBeenCalled();
  });
});

describe('the cap', () => {
  it(`keeps the newest ${MAX_CACHE_ENTRIES} answers; the oldest goes with its key`, async () => {
    await cacheAnswers(MAX_CACHE_ENTRIES + 2);
    expect(await indexedKeys()).toEqual(newestKeys(MAX_CACHE_ENTRIES, 3));
    expect((await storedCache()).keys).toEqual(newestKeys(MAX_CACHE_ENTRIES, 3).sort());
    expect(await readCache('k2', HOUR, 400)).toBeUndefined();
    expect(await readCache('k3', HOUR, 400)).toBeDefined();
  });

  it('an answer cached again moves to the front, once, with its new time', async () => {
    await cacheAnswers(3);
    await saveLookup({ entry: historyEntry(9), historyLimit: 10, cache: { key: 'k1', storedAt: 9 } });
    expect(await indexedKeys()).toEqual(['k1', 'k3', 'k2']);
    expect(await readCache('k1', HOUR, 10)).toEqual(historyEntry(9).result);
  });

  it('loses no answer when many fresh answers are stored at once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        saveLookup({
          entry: historyEntry(index),
          historyLimit: 100,
          cache: { key: `k${index}`, storedAt: index },
        }),
      ),
    );
    expect((await indexedKeys()).sort()).toEqual(newestKeys(40, 0).sort());
    expect((await storedCache()).keys).toHaveLength(40);
  });
});

describe('lookups through the cache', () => {
  it('keeps demo and API answers apart, each under a key of its own', async () => {
    const demo = realStorageService();
    const api = realStorageService({
      settings: { dataSource: 'api', presetId: 'custom', baseUrl: 'https://gateway.example:8443/v1' },
    });
    await demo.service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const first = await api.service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const again = await api.service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect([first.fromCache, again.fromCache]).toEqual([false, true]);
    expect(await indexedKeys()).toEqual([
      `api:custom:https://gateway.example:8443/v1|vin|${DEMO_VIN}`,
      `demo|vin|${DEMO_VIN}`,
    ]);
    expect((await storedCache()).keys).toEqual([...(await indexedKeys())].sort());
  });

  it('Refresh makes a new call and caches its answer in place of the old one', async () => {
    const vehicle = vi.fn(realStorageService().vehicle);
    const { service } = realStorageService({ caller: { vehicle } });
    const first = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const refreshed = await service.lookup({ value: DEMO_VIN, trigger: 'popup', refresh: true });
    expect(vehicle).toHaveBeenCalledTimes(2);
    expect(refreshed.fromCache).toBe(false);
    const cached = await readCache(`demo|vin|${DEMO_VIN}`, HOUR, Date.now());
    expect(cached?.id).toBe(refreshed.id);
    expect(cached?.fetchedAt).toBeGreaterThan(first.fetchedAt);
    expect(await indexedKeys()).toEqual([`demo|vin|${DEMO_VIN}`]);
  });

  it('a cache hit reads no other answer', async () => {
    const { service } = realStorageService();
    await cacheAnswers(50);
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const get = vi.spyOn(local, 'get');
    const hit = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    await listHistory();
    expect(hit.fromCache).toBe(true);
    const read = get.mock.calls.flatMap(([keys]) => (Array.isArray(keys) ? keys : [keys]));
    expect(read.filter((key) => String(key).startsWith('cache:'))).toEqual([
      cacheEntryKey(`demo|vin|${DEMO_VIN}`).replace(/^local:/, ''),
    ]);
  });
});

describe('clearing the cache', () => {
  it('removes every answer, the index and its version mark; history stays', async () => {
    await cacheAnswers(5);
    await clearCache();
    const keys = Object.keys(await local.get(null));
    expect(keys.filter((key) => key === 'cache' || key.startsWith('cache'))).toEqual([]);
    expect(await readCache('k5', HOUR, 6)).toBeUndefined();
    expect(await listHistory()).toHaveLength(5);
  });

  it('also removes answers left in the trash by a stopped eviction', async () => {
    await cacheAnswers(MAX_CACHE_ENTRIES);
    // The removal after the write fails, as when the worker stops there: k1 stays, listed in the trash.
    vi.spyOn(local, 'remove').mockRejectedValueOnce(new Error('worker stopped'));
    await cacheAnswers(1, MAX_CACHE_ENTRIES + 1);
    expect((await storedCache()).keys).toContain('k1');
    await clearCache();
    expect(Object.keys(await local.get(null)).filter((key) => key.startsWith('cache'))).toEqual([]);
  });

  it('a worker stopped at any moment of a clear leaves the cache whole or gone', async () => {
    for (let stopAfter = 0; ; stopAfter++) {
      fakeBrowser.reset();
      await cacheAnswers(4);
      const stop = stopWorkerAfter(stopAfter);
      await clearCache().catch(() => undefined);
      stop.restore();
      const hits = await Promise.all([1, 2, 3, 4].map((index) => readCache(`k${index}`, HOUR, 5)));
      const found = hits.filter((hit) => hit !== undefined).length;
      expect([0, 4], `stopped after ${stopAfter} calls`).toContain(found);
      if (stop.made < stopAfter) {
        expect(found).toBe(0);
        break;
      }
    }
  });
});

describe('storage keys', () => {
  it('are plain: a custom gateway URL keeps its text but not its ":", "/" or "|"', () => {
    expect(escapeCacheKey('demo|vin|4T1BF1FK5DU276514')).toBe('demo%007cvin%007c4T1BF1FK5DU276514');
    expect(cacheEntryKey('api:custom:https://h.example/x|tin|12345678-0001')).toBe(
      'local:cache:api%003acustom%003ahttps%003a%002f%002fh.example%002fx%007ctin%007c12345678-0001',
    );
  });

  it('are one-to-one with cache keys, whatever they hold (lone surrogates, "%", "$")', () => {
    const key = fc.string({
      unit: fc.oneof(
        fc.constantFrom('%', '$', ':', '|', '\uD800'),
        fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
      ),
    });
    fc.assert(
      fc.property(key, key, (a, b) => {
        const storageKey = cacheEntryKey(a).replace(/^local:/, '');
        expect(storageKey).toMatch(/^cache:[A-Za-z0-9._~%-]*$/);
        expect(cacheKeyOfStorageKey(storageKey)).toBe(a);
        if (a !== b) expect(cacheEntryKey(a)).not.toBe(cacheEntryKey(b));
      }),
      { numRuns: 2_000 },
    );
  });

  it('a key under the prefix that this layout never writes addresses no cache key', () => {
    expect(cacheKeyOfStorageKey('cache:demo|vin|X')).toBeUndefined();
    expect(cacheKeyOfStorageKey('cache:%007C')).toBeUndefined();
    expect(cacheKeyOfStorageKey('history:x')).toBeUndefined();
  });
});
