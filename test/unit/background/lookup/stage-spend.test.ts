import { describe, expect, it, vi } from 'vitest';
import type { SpendGuard } from '@/utils/background/policy/spend-guard';
import { admitAtSlot, checkSpend, settleCharge } from '@/utils/background/lookup/stage-spend';
import { API, stageRun, VIN } from './stage-run-fixture';

const ID = { kind: 'vin' as const, value: VIN, key: 'k' };
const failure = {
  code: 'bad_request' as const,
  title: 'Limit',
  message: 'over',
  action: 'wait',
  retryable: false,
};

function guard(overrides: Partial<SpendGuard> = {}): SpendGuard {
  return {
    check: vi.fn(async () => undefined),
    admit: vi.fn(async () => ({ ticket: { id: 't' } as never })),
    settle: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('spend stage', () => {
  it('holds demo data to no guard at all', async () => {
    const spend = guard({ check: vi.fn(async () => ({ stop: failure })) });
    const { run } = await stageRun({ deps: { spend } });
    expect(await checkSpend(run, ID)).toBeUndefined();
    expect(await admitAtSlot(run, ID)).toEqual({});
    expect(spend.check).not.toHaveBeenCalled();
  });

  it('stops or asks before the queue, passing on whether the cost was confirmed', async () => {
    const stop = await stageRun({
      settings: API,
      request: { confirmCost: true },
      deps: { spend: guard({ check: vi.fn(async () => ({ stop: failure })) }) },
    });
    expect(await checkSpend(stop.run, ID)).toMatchObject({
      notSent: true,
      payload: { type: 'failure', failure },
    });
    expect(stop.deps.spend?.check).toHaveBeenCalledWith('vin', VIN, true);
    const ask = await stageRun({
      settings: API,
      deps: { spend: guard({ check: vi.fn(async () => ({ confirm: 'costs 200' })) }) },
    });
    expect(await checkSpend(ask.run, ID)).toMatchObject({
      payload: { type: 'needs-confirmation', warnings: ['costs 200'] },
    });
  });

  it('leaves an unreadable ledger before the queue to the slot, where it stops: nothing is sent', async () => {
    const spend = guard({
      check: vi.fn(async () => Promise.reject(new Error('x'))),
      admit: vi.fn(async () => Promise.reject(new Error('x'))),
    });
    const { run } = await stageRun({ settings: API, deps: { spend } });
    expect(await checkSpend(run, ID)).toBeUndefined();
    const admitted = await admitAtSlot(run, ID);
    expect(admitted).toMatchObject({ stop: { notSent: true, payload: { type: 'failure' } } });
  });

  it('admits with a ticket and settles it once with the answer', async () => {
    const spend = guard();
    const { run } = await stageRun({ settings: API, deps: { spend } });
    const admitted = await admitAtSlot(run, ID);
    expect(admitted).toEqual({ ticket: { id: 't' } });
    await settleCharge(run, 'ticket' in admitted ? admitted.ticket : undefined, undefined);
    expect(spend.settle).toHaveBeenCalledTimes(1);
    await settleCharge(run, undefined, undefined);
    expect(spend.settle).toHaveBeenCalledTimes(1);
  });
});
