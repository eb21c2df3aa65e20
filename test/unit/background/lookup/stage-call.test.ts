import { describe, expect, it, vi } from 'vitest';
import { answerOfOutcome, callSourceOnce } from '@/utils/background/lookup/stage-call';
import { aboutTheNumberAsked } from '@/utils/background/lookup/stage-identity';
import { english } from '@/test/support/english';
import { recordAbout } from '@/test/support/lookup-harness';
import { stageRun, TIN, VIN } from './stage-run-fixture';

describe('call and identity stages', () => {
  it('calls the vehicle check for a VIN and the taxpayer check for the rest', async () => {
    const { run, vehicle, taxpayer } = await stageRun();
    expect((await callSourceOnce(run.source, english, 'vin', VIN)).payload.type).toBe('vehicle');
    expect((await callSourceOnce(run.source, english, 'tin', TIN)).payload.type).toBe('taxpayer');
    expect(vehicle).toHaveBeenCalledTimes(1);
    expect(taxpayer).toHaveBeenCalledTimes(1);
  });

  it('turns a thrown call into an unreadable answer, not an error to retry', async () => {
    const { run } = await stageRun({
      caller: { vehicle: vi.fn(async () => Promise.reject(new Error('boom'))) },
    });
    const answer = await callSourceOnce(run.source, english, 'vin', VIN);
    expect(answer.payload).toMatchObject({ type: 'failure', failure: { retryable: false } });
  });

  it('makes a record about another number a failure that keeps the charge', () => {
    const meta = { wasCharged: true, amount: '50', currency: 'NGN' };
    const other = aboutTheNumberAsked(
      english,
      'tin',
      TIN,
      { type: 'taxpayer', record: recordAbout('tin', '20304753-0001') },
      meta,
    );
    expect(other.payload.type).toBe('failure');
    expect(other.meta).toBe(meta);
    const same = aboutTheNumberAsked(
      english,
      'tin',
      TIN,
      { type: 'taxpayer', record: recordAbout('tin', TIN) },
      meta,
    );
    expect(same.payload.type).toBe('taxpayer');
  });

  it('keeps a failed outcome as it came', () => {
    const failure = { code: 'not_found' as const, title: 'No', message: 'm', action: 'a', retryable: false };
    expect(answerOfOutcome(english, 'vin', VIN, { ok: false, failure, attempts: 1 })).toEqual({
      payload: { type: 'failure', failure },
    });
  });
});
