import { describe, expect, it } from 'vitest';
import {
  bulkStopReason,
  bulkTimeLeft,
  isFailedBulkItem,
  nextBulkState,
  recoverBulkItem,
  requeueBulkItem,
  settleBulkItem,
  type BulkCommand,
} from '@/utils/bulk/job-state';
import type { BulkItem, BulkJob, BulkJobState } from '@/utils/bulk/schema';
import { english } from '@/test/support/english';
import { failureResult, taxpayerResult } from './lookup-results';

const item: BulkItem = {
  jobId: 'j',
  key: 'tin|12345678-0001',
  order: 0,
  kind: 'tin',
  value: '12345678-0001',
  status: 'sending',
  plannedFree: false,
  seq: 1,
  sentAt: 500,
};

describe('nextBulkState', () => {
  const states: BulkJobState[] = ['draft', 'running', 'paused', 'stopped', 'cancelled', 'finished'];
  const expected: Record<BulkCommand, Partial<Record<BulkJobState, BulkJobState>>> = {
    start: { draft: 'running' },
    pause: { running: 'paused' },
    resume: { paused: 'running', stopped: 'running' },
    cancel: { draft: 'cancelled', running: 'cancelled', paused: 'cancelled', stopped: 'cancelled' },
  };
  for (const command of Object.keys(expected) as BulkCommand[]) {
    it(`${command}: allowed only where it makes sense`, () => {
      for (const state of states) expect(nextBulkState(state, command)).toBe(expected[command][state]);
    });
  }
  it('never restarts a cancelled or finished job', () => {
    for (const command of ['start', 'resume', 'pause'] as const) {
      expect(nextBulkState('cancelled', command)).toBeUndefined();
      expect(nextBulkState('finished', command)).toBeUndefined();
    }
  });
});

describe('settling items', () => {
  it('records outcome, name, key fields and the charge of a fresh answer', () => {
    const settled = settleBulkItem(item, taxpayerResult(item.value), 7, english);
    expect(settled).toMatchObject({
      status: 'done',
      seq: 7,
      outcome: 'success',
      summary: 'Taxpayer 12345678-0001',
      charged: true,
      amount: '50',
      currency: 'NGN',
      fromCache: false,
      fetchedAt: 1_000,
    });
    expect(settled.fields).toContain('Tax office: Ikeja');
  });

  it('a cached answer cost nothing now', () => {
    const settled = settleBulkItem(item, taxpayerResult(item.value, { fromCache: true }), 7, english);
    expect(settled).toMatchObject({ charged: false, fromCache: true });
    expect(settled.amount).toBeUndefined();
  });

  it('stops a run only for an empty wallet or a refused key', () => {
    expect(bulkStopReason('insufficient_funds')).toBe('insufficient_funds');
    expect(bulkStopReason('bad_key')).toBe('bad_key');
    for (const outcome of ['success', 'not_found', 'timeout', 'server_error', 'network_error'] as const) {
      expect(bulkStopReason(outcome)).toBeUndefined();
    }
  });
});

describe('after a worker stop', () => {
  it('settles an item still sending from a stored answer', () => {
    expect(recoverBulkItem(item, taxpayerResult(item.value), 9, english).status).toBe('done');
  });
  it('marks it interrupted when no answer was stored, and only the user puts it back in line', () => {
    const interrupted = recoverBulkItem(item, undefined, 9, english);
    expect(interrupted).toMatchObject({ status: 'interrupted', seq: 9 });
    expect(isFailedBulkItem(interrupted)).toBe(true);
    const requeued = requeueBulkItem(interrupted, 10);
    expect(requeued).toMatchObject({ status: 'pending', seq: 10 });
    expect(requeued.sentAt).toBeUndefined();
  });
  it('leaves items that were not sending alone', () => {
    const done = { ...item, status: 'done' as const };
    expect(recoverBulkItem(done, undefined, 9, english)).toBe(done);
    expect(requeueBulkItem(done, 9)).toBe(done);
  });
});

describe('failed rows and time left', () => {
  it('counts failures and interruptions as failed, never a found or not-found answer', () => {
    const done = (result: ReturnType<typeof taxpayerResult>) => settleBulkItem(item, result, 1, english);
    expect(isFailedBulkItem(done(taxpayerResult(item.value)))).toBe(false);
    expect(isFailedBulkItem(done(failureResult(item.value, 'not_found')))).toBe(false);
    expect(isFailedBulkItem(done(failureResult(item.value, 'timeout')))).toBe(true);
  });
  it('estimates the time left from the pace since the run started', () => {
    const job = { state: 'running', startedAt: 0, doneAtStart: 10 } as BulkJob;
    expect(bulkTimeLeft(job, 10, 100, 5_000)).toBeUndefined();
    expect(bulkTimeLeft(job, 20, 100, 5_000)).toBe(40_000);
    expect(bulkTimeLeft({ ...job, state: 'paused' }, 20, 100, 5_000)).toBeUndefined();
  });
});
