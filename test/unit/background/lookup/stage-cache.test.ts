import { describe, expect, it } from 'vitest';
import { answerFromCache } from '@/utils/background/lookup/stage-cache';
import type { LookupResult } from '@/utils/lookup/schema';
import { REPORT } from '@/test/support/lookup-harness';
import { stageRun, VIN } from './stage-run-fixture';

const stored: LookupResult = {
  id: 'first',
  kind: 'vin',
  value: VIN,
  source: { id: 'demo', label: 'Demo data' },
  trigger: 'page',
  fromCache: false,
  fetchedAt: 5,
  payload: { type: 'vehicle', report: REPORT },
};

describe('cache stage', () => {
  it('answers a hit at once as a new, free, cached answer and notes it without caching it again', async () => {
    const { run, cache, saved, vehicle } = await stageRun({
      request: { trigger: 'popup', pageUrl: 'https://a.test/' },
    });
    cache.set('k', stored);
    const result = await answerFromCache(run, { kind: 'vin', value: VIN, key: 'k' });
    expect(result).toMatchObject({ id: 'id-1', fromCache: true, trigger: 'popup', fetchedAt: 5 });
    await Promise.resolve();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.cache).toBeUndefined();
    expect(saved[0]?.entry.pageUrl).toBe('https://a.test/');
    expect(vehicle).not.toHaveBeenCalled();
  });

  it('reads within the cache hours, and not at all for a refresh', async () => {
    const { run, deps } = await stageRun({ settings: { cacheHours: 2 } });
    expect(await answerFromCache(run, { kind: 'vin', value: VIN, key: 'k' })).toBeUndefined();
    expect(deps.readCache).toHaveBeenCalledWith('k', 2 * 3_600_000, expect.any(Number));
    const refresh = await stageRun({ request: { refresh: true } });
    refresh.cache.set('k', stored);
    expect(await answerFromCache(refresh.run, { kind: 'vin', value: VIN, key: 'k' })).toBeUndefined();
    expect(refresh.deps.readCache).not.toHaveBeenCalled();
  });
});
