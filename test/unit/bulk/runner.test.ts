import { describe, expect, it, vi } from 'vitest';
import { identifierKey } from '@/utils/detect/identifier-key';
import { classifyBulkRows } from '@/utils/bulk/classify';
import { planBulk } from '@/utils/bulk/plan';
import { createBulkRunner, type BulkRunnerDeps } from '@/utils/bulk/runner';
import type { BulkStore } from '@/utils/bulk/store';
import { parseQuery } from '@/utils/detect/parse-input';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { english } from '@/test/support/english';
import { failureResult, taxpayerResult } from './lookup-results';
import { createMemoryBulkStore } from './memory-store';

const tins = (count: number) => Array.from({ length: count }, (_, i) => `${10_000_000 + i}-0001`);

/** A lookup service whose answers the test releases one by one. */
function controlledLookup() {
  const waiting: { request: LookupRequest; answer: (result: LookupResult) => void }[] = [];
  const sent: string[] = [];
  const lookup = vi.fn(
    (request: LookupRequest) =>
      new Promise<LookupResult>((resolve) => {
        sent.push(request.value);
        waiting.push({ request, answer: resolve });
      }),
  );
  async function answerAll(make = (value: string) => taxpayerResult(value)) {
    for (const call of waiting.splice(0)) call.answer(make(call.request.value));
    await flush();
  }
  return { lookup, waiting, sent, answerAll };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let ids = 0;
function runnerWith(
  store: BulkStore,
  lookup: BulkRunnerDeps['lookup'],
  findAnswer: BulkRunnerDeps['findAnswer'] = async () => undefined,
) {
  return createBulkRunner({
    store,
    lookup,
    findAnswer,
    t: english,
    now: () => Date.now(),
    newId: () => `job-${++ids}`,
  });
}

async function draft(
  runner: ReturnType<typeof runnerWith>,
  values: string[],
  runLimit = 500,
  cachedValues = new Set<string>(),
) {
  const table = { headers: ['TIN'], rows: values.map((value) => [value]) };
  const classification = classifyBulkRows(table, 0, (text) => parseQuery(text, { t: english }));
  const isCached = ({ value }: { value: string }) => cachedValues.has(value);
  const plan = planBulk(classification, {
    isCached,
    prices: {},
    runLimit,
    textOf: (row) => values[row] ?? '',
  });
  return runner.createDraft({ label: 'test', table, column: 0, classification, plan, isCached });
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await flush();
  }
  throw new Error('condition never met');
}

describe('a bulk run', () => {
  it('sends nothing for a draft, then each distinct identifier once, never more than four at a time', async () => {
    const { store } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const values = [...tins(10), ...tins(10)];
    const job = await draft(runner, values);
    await flush();
    expect(api.sent).toEqual([]);

    await runner.command(job.id, 'start');
    while ((await runner.progress(job.id))?.job.state === 'running') {
      await until(() => api.waiting.length > 0 || api.sent.length === 10);
      expect(api.waiting.length).toBeLessThanOrEqual(4);
      await api.answerAll();
    }
    expect([...api.sent].sort()).toEqual(tins(10));
    const progress = await runner.progress(job.id);
    expect(progress).toMatchObject({ total: 10, done: 10, sending: 0, interrupted: 0 });
    expect(progress?.job.state).toBe('finished');
    expect(api.lookup.mock.calls[0]?.[0]).toMatchObject({
      trigger: 'bulk',
      acceptWarnings: true,
      kind: 'tin',
    });
  });

  it('pause lets the calls in flight finish and sends no new ones; resume carries on', async () => {
    const { store } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const job = await draft(runner, tins(12));
    await runner.command(job.id, 'start');
    await until(() => api.waiting.length === 4);
    await runner.command(job.id, 'pause');
    await api.answerAll();
    await flush();
    expect(api.sent).toHaveLength(4);
    expect((await runner.progress(job.id))?.done).toBe(4);

    await runner.command(job.id, 'resume');
    await until(() => api.waiting.length === 4);
    expect(api.sent).toHaveLength(8);
    await runner.command(job.id, 'cancel');
    await api.answerAll();
    await flush();
    expect(api.sent).toHaveLength(8);
    expect((await runner.progress(job.id))?.job.state).toBe('cancelled');
    // A cancelled job cannot be started again.
    expect((await runner.command(job.id, 'resume'))?.state).toBe('cancelled');
  });

  it('stops at the first empty-wallet answer and keeps the rest pending; Resume continues', async () => {
    const { store } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const job = await draft(runner, tins(10));
    await runner.command(job.id, 'start');
    await until(() => api.waiting.length === 4);
    api.waiting.shift()?.answer(failureResult('x', 'insufficient_funds'));
    await api.answerAll();
    await flush();
    const stopped = await runner.progress(job.id);
    expect(stopped?.job).toMatchObject({ state: 'stopped', stopReason: 'insufficient_funds' });
    expect(api.sent).toHaveLength(4);
    expect(await store.countWithStatus(job.id, 'pending')).toBe(6);

    await runner.command(job.id, 'resume');
    await until(() => api.waiting.length === 4);
    expect((await runner.progress(job.id))?.job.stopReason).toBeUndefined();
  });

  it('sends nothing more once an empty-wallet answer is in, before its stop is written', async () => {
    const { store } = createMemoryBulkStore();
    // The failed answer's record is slow to write (a busy IndexedDB): the stop lands only after it.
    let releaseWrite = () => {};
    const written = new Promise<void>((resolve) => (releaseWrite = resolve));
    const putResult = store.putResult.bind(store);
    store.putResult = async (jobId, key, result) => {
      if (result.payload.type === 'failure') await written;
      return putResult(jobId, key, result);
    };
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const job = await draft(runner, tins(10));
    await runner.command(job.id, 'start');
    await until(() => api.waiting.length === 4);
    api.waiting.shift()?.answer(failureResult('x', 'insufficient_funds'));
    // Another call answers meanwhile and frees its slot.
    api.waiting.shift()?.answer(taxpayerResult(api.sent[1]!));
    for (let i = 0; i < 20; i++) await flush();
    expect(api.sent).toHaveLength(4);
    releaseWrite();
    await api.answerAll();
    await until(async () => (await runner.progress(job.id))?.job.state === 'stopped');
    expect(api.sent).toHaveLength(4);
    expect(await store.countWithStatus(job.id, 'pending')).toBe(6);
  });

  it('refuses to start a plan over the per-run limit', async () => {
    const { store } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const job = await draft(runner, tins(5), 4);
    expect((await runner.command(job.id, 'start'))?.state).toBe('draft');
    await flush();
    expect(api.sent).toEqual([]);
  });

  it('after a worker stop: settles in-flight items from stored answers, never resends the others by itself', async () => {
    const memory = createMemoryBulkStore();
    const first = controlledLookup();
    const before = runnerWith(memory.store, first.lookup);
    const job = await draft(before, tins(8));
    await before.command(job.id, 'start');
    await until(() => first.waiting.length === 4);
    // The worker stops: the four calls never answer. One answer had reached the cache.
    const stored = first.sent[0] ?? '';
    const second = controlledLookup();
    const findAnswer = vi.fn(async (item: { value: string }) =>
      item.value === stored ? taxpayerResult(stored) : undefined,
    );
    const after = runnerWith(memory.store, second.lookup, findAnswer);
    await after.ready;
    await until(() => second.waiting.length === 4);
    await second.answerAll();
    await until(async () => (await after.progress(job.id))?.job.state === 'finished');

    const all = [...first.sent, ...second.sent];
    expect(new Set(all).size).toBe(all.length);
    expect(second.sent).toHaveLength(4);
    const progress = await after.progress(job.id);
    expect(progress).toMatchObject({ total: 8, done: 8, interrupted: 3 });
    expect((await memory.store.getResult(job.id, identifierKey({ kind: 'tin', value: stored })))?.value).toBe(
      stored,
    );

    // Sending them again is the user's call, and sends exactly those.
    await after.resendInterrupted(job.id);
    await until(() => second.waiting.length === 3);
    expect(second.sent.slice(4).sort()).toEqual(first.sent.slice(1).sort());
  });

  it('re-runs only the failed rows, with every column kept', async () => {
    const { store } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const values = tins(3);
    const job = await draft(runner, [...values, 'nonsense']);
    await runner.command(job.id, 'start');
    await until(() => api.waiting.length === 3);
    for (const call of api.waiting.splice(0)) {
      call.answer(
        call.request.value === values[1]
          ? failureResult(call.request.value, 'timeout')
          : taxpayerResult(call.request.value),
      );
    }
    await until(async () => (await runner.progress(job.id))?.job.state === 'finished');
    const failed = await runner.failedTable(job.id);
    expect(failed?.table).toEqual({ headers: ['TIN'], rows: [[values[1]]] });
  });

  it('a new draft replaces the previous draft, not a job that ran', async () => {
    const { store, jobs } = createMemoryBulkStore();
    const runner = runnerWith(store, controlledLookup().lookup);
    await draft(runner, tins(1));
    const second = await draft(runner, tins(2));
    expect([...jobs.keys()]).toEqual([second.id]);
  });

  it('Clear history deletes every job; a running one sends nothing more and stores no late answer', async () => {
    const { store, jobs, items, rows, results } = createMemoryBulkStore();
    const api = controlledLookup();
    const runner = runnerWith(store, api.lookup);
    const ended = await draft(runner, tins(2));
    await runner.command(ended.id, 'start');
    await until(() => api.waiting.length === 2);
    await api.answerAll();
    await until(async () => (await runner.progress(ended.id))?.job.state === 'finished');
    const running = await draft(runner, tins(12));
    await runner.command(running.id, 'start');
    await until(() => api.waiting.length === 4);

    await runner.clearAll();
    await api.answerAll();
    await flush();
    expect(api.sent).toHaveLength(2 + 4);
    expect([jobs.size, items.size, rows.size, results.size]).toEqual([0, 0, 0, 0]);
    expect(await runner.progress()).toBeUndefined();
  });
});
