/**
 * Many lookups at once through the real service, queue, cache and history (fake browser storage) with a
 * fake source that counts what would be billed: the concurrency cap holds, identical lookups merge into
 * one call, every caller gets its own answer, and history at its cap keeps the newest entries.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiOutcome, TaxpayerRecord } from '@/utils/api/model';
import { readHistory } from '@/utils/background/history/store';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import type { LookupRecord } from '@/utils/background/lookup/service';
import { MAX_CONCURRENT_CALLS } from '@/utils/lookup/limits';
import { createRequestQueue } from '@/utils/background/lookup/request-queue';
import { ok, RECORD, realStorageService, tinNumber } from '@/test/support/lookup-harness';

beforeEach(() => {
  fakeBrowser.reset();
});

/** A source that answers after `delay(number)` ms and records calls and the most ever running at once. */
function countingSource(
  delay: (number: string) => number,
  outcome?: (number: string) => ApiOutcome<TaxpayerRecord>,
) {
  const calls = new Map<string, number>();
  let running = 0;
  let maxRunning = 0;
  const taxpayer = async (_settings: unknown, _kind: unknown, number: string) => {
    calls.set(number, (calls.get(number) ?? 0) + 1);
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    await new Promise((resolve) => setTimeout(resolve, delay(number)));
    running -= 1;
    return outcome ? outcome(number) : ok({ ...RECORD, firsTin: number });
  };
  return {
    taxpayer,
    calls,
    get maxRunning() {
      return maxRunning;
    },
  };
}

describe('200 lookups at once across 50 identifiers', () => {
  it('holds the cap, merges duplicates, answers everyone and keeps the newest history', async () => {
    const source = countingSource((number) => 5 + (Number(number.slice(6, 8)) % 7));
    const appended: string[] = [];
    const { service } = realStorageService({
      settings: { historyLimit: 10 },
      caller: { taxpayer: source.taxpayer },
      deps: {
        saveLookup: (record: LookupRecord) => {
          appended.push(record.entry.id);
          return saveLookup(record);
        },
      },
    });
    const numbers = Array.from({ length: 50 }, (_, index) => tinNumber(index));
    const requests = Array.from({ length: 200 }, (_, index) => numbers[(index * 7) % 50] ?? '');
    const results = await Promise.all(
      requests.map((value) => service.lookup({ kind: 'tin', value, trigger: 'popup' })),
    );

    expect(source.maxRunning).toBe(MAX_CONCURRENT_CALLS);
    expect([...source.calls.values()].every((count) => count === 1)).toBe(true);
    expect(source.calls.size).toBe(50);
    results.forEach((result, index) => {
      expect(result.value).toBe(requests[index]);
      expect(result.payload.type).toBe('taxpayer');
    });
    // One history entry per paid call (merged callers share it), capped, newest first.
    expect(appended).toHaveLength(50);
    const kept = await readHistory();
    expect(kept.map((entry) => entry.id)).toEqual(appended.slice(-10).reverse());
    expect(service.queue.running).toBe(0);
    expect(service.queue.pending).toBe(0);
  });
});

describe('the queue under any schedule', () => {
  it('never runs more than the cap, runs each key once while in flight, and answers every caller', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            key: fc.integer({ min: 0, max: 12 }),
            startAfter: fc.integer({ min: 0, max: 6 }),
            duration: fc.integer({ min: 0, max: 6 }),
            fails: fc.boolean(),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        fc.integer({ min: 1, max: 6 }),
        async (jobs, cap) => {
          const queue = createRequestQueue(cap);
          let running = 0;
          let maxRunning = 0;
          const inFlight = new Set<number>();
          const answers = await Promise.allSettled(
            jobs.map(async (job, index) => {
              await new Promise((resolve) => setTimeout(resolve, job.startAfter));
              return queue.run(String(job.key), async () => {
                // The same key never runs twice at the same time: that would be a second paid call.
                expect(inFlight.has(job.key)).toBe(false);
                inFlight.add(job.key);
                running += 1;
                maxRunning = Math.max(maxRunning, running);
                await new Promise((resolve) => setTimeout(resolve, job.duration));
                running -= 1;
                inFlight.delete(job.key);
                if (job.fails) throw new Error(`job ${index} failed`);
                return index;
              });
            }),
          );
          expect(maxRunning).toBeLessThanOrEqual(cap);
          expect(answers).toHaveLength(jobs.length);
          expect(queue.running).toBe(0);
          expect(queue.pending).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a task that throws synchronously frees its slot for the next caller', async () => {
    const queue = createRequestQueue(1);
    const first = queue.run('a', () => {
      throw new Error('boom');
    });
    await expect(first).rejects.toThrow('boom');
    await expect(queue.run('b', async () => 'next')).resolves.toBe('next');
  });
});

describe('failures under load', () => {
  it('a failing identifier fails all its merged callers alike, and the rest still answer', async () => {
    const source = countingSource(
      () => 3,
      (number) =>
        number.endsWith('3-0001')
          ? {
              ok: false,
              attempts: 3,
              failure: {
                code: 'server_error',
                title: 'Provider error',
                message: 'm',
                action: 'a',
                retryable: true,
              },
            }
          : ok({ ...RECORD, firsTin: number }),
    );
    const { service } = realStorageService({ caller: { taxpayer: source.taxpayer } });
    const requests = Array.from({ length: 40 }, (_, index) => tinNumber(index % 10));
    const results = await Promise.all(
      requests.map((value) => service.lookup({ kind: 'tin', value, trigger: 'popup' })),
    );
    for (const [index, result] of results.entries()) {
      const failing = (requests[index] ?? '').endsWith('3-0001');
      expect(result.payload.type).toBe(failing ? 'failure' : 'taxpayer');
    }
    expect([...source.calls.values()].every((count) => count === 1)).toBe(true);
    // The failure was not cached: asking again is a new call.
    await service.lookup({ kind: 'tin', value: tinNumber(3), trigger: 'popup' });
    expect(source.calls.get(tinNumber(3))).toBe(2);
  });
});
