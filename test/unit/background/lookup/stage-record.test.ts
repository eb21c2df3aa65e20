import { describe, expect, it, vi } from 'vitest';
import { cacheSlot, historyEntryOf, recordAnswer } from '@/utils/background/lookup/stage-record';
import type { LookupResult } from '@/utils/lookup/schema';
import { english } from '@/test/support/english';
import { REPORT } from '@/test/support/lookup-harness';
import { stageRun, VIN } from './stage-run-fixture';

const fresh: LookupResult = {
  id: 'a',
  kind: 'vin',
  value: VIN,
  source: { id: 'api', label: 'Prembly' },
  trigger: 'popup',
  fromCache: false,
  fetchedAt: 9,
  payload: { type: 'vehicle', report: REPORT },
  meta: { wasCharged: true, amount: '100', currency: 'NGN' },
};

describe('record stage', () => {
  it("writes the entry with the answer's one charge and the page it came from", () => {
    const entry = historyEntryOf(fresh, 10, english, 'https://a.test/');
    expect(entry).toMatchObject({
      id: 'a',
      at: 10,
      outcome: 'success',
      pageUrl: 'https://a.test/',
      result: fresh,
    });
    expect(entry.charge).toEqual({ wasCharged: true, amount: '100', currency: 'NGN' });
    expect(historyEntryOf({ ...fresh, fromCache: true }, 10, english).charge).toBeUndefined();
  });

  it('caches a fresh answer worth caching, under its key, in the same write', async () => {
    const { run, saved } = await stageRun({ settings: { historyLimit: 7 } });
    await recordAnswer(run, fresh, cacheSlot(run, 'k', fresh));
    expect(saved[0]).toMatchObject({ historyLimit: 7, cache: { key: 'k', storedAt: 9 } });
  });

  it('never costs the caller an answer when storage fails', async () => {
    const { run } = await stageRun({
      deps: { saveLookup: vi.fn(async () => Promise.reject(new Error('full'))) },
    });
    await expect(recordAnswer(run, fresh)).resolves.toBeUndefined();
  });
});
