import { describe, expect, it, vi } from 'vitest';
import type { SentCalls } from '@/utils/background/lookup/sent-calls';
import type { SpendGuard } from '@/utils/background/policy/spend-guard';
import { noteUnbilled, sendAtSlot } from '@/utils/background/lookup/stage-send';
import { API, stageRun, VIN } from './stage-run-fixture';

const ID = { kind: 'vin' as const, value: VIN, key: 'k' };

function ledger(events: string[]): SentCalls {
  return {
    sentAt: async () => undefined,
    noteSent: vi.fn(async (key: string) => void events.push(`sent ${key}`)),
    noteAnswered: vi.fn(async (key: string) => void events.push(`answered ${key}`)),
  };
}

describe('send stage', () => {
  it('notes the call sent before it leaves, records it cached, settles its one charge, then clears the note', async () => {
    const events: string[] = [];
    const spend: SpendGuard = {
      check: async () => undefined,
      admit: async () => ({ ticket: { id: 't' } as never }),
      settle: vi.fn(async (_ticket, result) => void events.push(`settled ${result?.id}`)),
    };
    const { run, saved } = await stageRun({
      settings: API,
      deps: { spend, sentCalls: ledger(events) },
      caller: {
        vehicle: async () => {
          events.push('called');
          return {
            ok: true,
            data: (await import('@/test/support/lookup-harness')).REPORT,
            meta: {},
            attempts: 1,
          };
        },
      },
    });
    const result = await sendAtSlot(run, ID);
    expect(result.payload.type).toBe('vehicle');
    expect(events).toEqual(['sent k', 'called', `settled ${result.id}`, 'answered k']);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.cache?.key).toBe('k');
    expect(spend.settle).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the guard stops it at the slot', async () => {
    const events: string[] = [];
    const failure = { code: 'bad_request' as const, title: 't', message: 'm', action: 'a', retryable: false };
    const spend: SpendGuard = {
      check: async () => undefined,
      admit: async () => ({ stop: failure }),
      settle: vi.fn(),
    };
    const { run, vehicle } = await stageRun({ settings: API, deps: { spend, sentCalls: ledger(events) } });
    expect(await sendAtSlot(run, ID)).toMatchObject({ notSent: true });
    expect(vehicle).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('keeps no sent-call record for demo data', async () => {
    const events: string[] = [];
    const { run } = await stageRun({ deps: { sentCalls: ledger(events) } });
    await sendAtSlot(run, ID);
    expect(events).toEqual([]);
  });

  it('asks for the balance only after a paid answer that named no cost', async () => {
    const onUnbilledAnswer = vi.fn();
    const paid = await stageRun({ settings: API, deps: { onUnbilledAnswer } });
    const result = await sendAtSlot(paid.run, ID);
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1);
    noteUnbilled(paid.run, { ...result, meta: { wasCharged: true } });
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1);
    const demo = await stageRun({ deps: { onUnbilledAnswer } });
    noteUnbilled(demo.run, result);
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1);
  });
});
