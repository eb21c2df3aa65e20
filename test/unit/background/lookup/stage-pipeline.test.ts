import { describe, expect, it, vi } from 'vitest';
import { runLookup } from '@/utils/background/lookup/stage-pipeline';
import type { LookupResult } from '@/utils/lookup/schema';
import { REPORT } from '@/test/support/lookup-harness';
import { API, stageRun, VIN } from './stage-run-fixture';

const notReady = { code: 'bad_key' as const, title: 'No key', message: 'm', action: 'a', retryable: false };

describe('lookup pipeline', () => {
  it('stops at parse before it asks whether the source is ready', async () => {
    const { run, deps } = await stageRun({ request: { value: 'nonsense', kind: 'tin' } });
    expect((await runLookup(run)).payload.type).toBe('failure');
    expect(deps.checkReady).not.toHaveBeenCalled();
  });

  it('refuses an unchecked Tax ID before readiness, and a source not ready before the cache', async () => {
    const taxId = await stageRun({
      settings: { dataSource: 'api', presetId: 'custom' },
      request: { value: '1234567890123' },
    });
    expect(await runLookup(taxId.run)).toMatchObject({
      notSent: true,
      payload: { failure: { noTaxIdCheck: true } },
    });
    expect(taxId.deps.checkReady).not.toHaveBeenCalled();
    const unready = await stageRun({ deps: { checkReady: vi.fn(async () => notReady) } });
    expect(await runLookup(unready.run)).toMatchObject({ notSent: true, payload: { failure: notReady } });
    expect(unready.deps.readCache).not.toHaveBeenCalled();
  });

  it('answers from the cache before the spend guard is asked or anything is sent', async () => {
    const check = vi.fn(async () => undefined);
    const { run, cache, vehicle } = await stageRun({
      settings: API,
      deps: { spend: { check, admit: vi.fn(), settle: vi.fn() } },
    });
    const stored: LookupResult = {
      id: 'x',
      kind: 'vin',
      value: VIN,
      source: run.source.info,
      trigger: 'page',
      fromCache: false,
      fetchedAt: 1,
      payload: { type: 'vehicle', report: REPORT },
    };
    cache.set(`${run.source.namespace}|vin|${VIN}`, stored);
    const result = await runLookup(run);
    expect(result.fromCache).toBe(true);
    expect(check).not.toHaveBeenCalled();
    expect(vehicle).not.toHaveBeenCalled();
  });

  it('asks "look up anyway?" for a doubtful input, and sends once the user says yes', async () => {
    const doubtful = await stageRun({ request: { value: '8031234567' } });
    expect((await runLookup(doubtful.run)).payload.type).toBe('needs-confirmation');
    expect(doubtful.taxpayer).not.toHaveBeenCalled();
    const yes = await stageRun({ request: { value: '8031234567', acceptWarnings: true } });
    expect((await runLookup(yes.run)).payload.type).not.toBe('needs-confirmation');
    expect(yes.taxpayer).toHaveBeenCalledTimes(1);
  });

  it('merges two identical lookups in flight into one call', async () => {
    const { run, vehicle } = await stageRun();
    const [first, second] = await Promise.all([runLookup(run), runLookup(run)]);
    expect(first).toBe(second);
    expect(vehicle).toHaveBeenCalledTimes(1);
  });
});
