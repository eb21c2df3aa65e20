import { describe, expect, it } from 'vitest';
import { confirmationAnswer, cutOffWarning } from '@/utils/background/lookup/stage-confirm';
import type { SentCalls } from '@/utils/background/lookup/sent-calls';
import { API, stageRun, VIN } from './stage-run-fixture';

const sentCalls = (sentAt?: number): SentCalls => ({
  sentAt: async () => sentAt,
  noteSent: async () => undefined,
  noteAnswered: async () => undefined,
});

describe('confirm stage', () => {
  it('asks once with every warning and the cut-off call, sending nothing', async () => {
    const { run } = await stageRun();
    const answer = confirmationAnswer(run, { kind: 'vin', value: VIN, key: 'k' }, ['doubt'], 'cut off');
    expect(answer).toMatchObject({
      notSent: true,
      payload: { type: 'needs-confirmation', warnings: ['doubt', 'cut off'] },
    });
  });

  it('warns of a paid call cut off before its answer', async () => {
    const { run } = await stageRun({ settings: API, deps: { sentCalls: sentCalls(1_700_000_000_000) } });
    expect(await cutOffWarning(run, 'k')).toEqual(expect.any(String));
  });

  it('says nothing for demo data, a confirmed cost, no record, or a call still running here', async () => {
    const demo = await stageRun({ deps: { sentCalls: sentCalls(1) } });
    expect(await cutOffWarning(demo.run, 'k')).toBeUndefined();
    const confirmed = await stageRun({
      settings: API,
      request: { confirmCost: true },
      deps: { sentCalls: sentCalls(1) },
    });
    expect(await cutOffWarning(confirmed.run, 'k')).toBeUndefined();
    const none = await stageRun({ settings: API, deps: { sentCalls: sentCalls(undefined) } });
    expect(await cutOffWarning(none.run, 'k')).toBeUndefined();
    const running = await stageRun({ settings: API, deps: { sentCalls: sentCalls(1) } });
    let release = () => {};
    void running.run.queue.run('k', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await cutOffWarning(running.run, 'k')).toBeUndefined();
    release();
  });
});
