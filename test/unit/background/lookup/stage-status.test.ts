import { describe, expect, it, vi } from 'vitest';
import { runStatusCheck } from '@/utils/background/lookup/stage-status';
import { REPORT } from '@/test/support/lookup-harness';
import { API, stageRun, VIN } from './stage-run-fixture';

const request = { kind: 'vin' as const, value: VIN, reference: 'ref-1', trigger: 'popup' as const };

describe('status stage', () => {
  it('has nothing to check for demo data', async () => {
    const status = vi.fn();
    const { run } = await stageRun({ caller: { status } });
    const result = await runStatusCheck({ ...run, request });
    expect(result.payload.type).toBe('failure');
    expect(status).not.toHaveBeenCalled();
  });

  it('checks by reference, free: marked as a status check and recorded', async () => {
    const status = vi.fn(async () => ({
      ok: true as const,
      data: REPORT,
      meta: { wasCharged: true },
      attempts: 1,
    }));
    const { run, saved, settings } = await stageRun({ settings: API, caller: { status } });
    const result = await runStatusCheck({ ...run, request });
    expect(status).toHaveBeenCalledWith(settings, 'vin', 'ref-1');
    expect(result).toMatchObject({ payload: { type: 'vehicle' }, statusCheck: { reference: 'ref-1' } });
    expect(saved[0]?.entry.charge).toEqual({ wasCharged: false });
  });

  it('turns a thrown status check into an unreadable answer', async () => {
    const status = vi.fn(async () => Promise.reject(new Error('x')));
    const { run } = await stageRun({ settings: API, caller: { status } });
    expect((await runStatusCheck({ ...run, request })).payload).toMatchObject({ type: 'failure' });
  });
});
