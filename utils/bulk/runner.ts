// The background's side of a bulk run: each distinct identifier is sent at most once, and after a worker
// stop what was in flight is settled from stored answers or marked interrupted, never resent by itself.
import type { Translate } from '@/utils/i18n/translate';
import { MAX_CONCURRENT_CALLS } from '@/utils/lookup/limits';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import type { BulkClassification } from './classify';
import {
  bulkStopReason,
  bulkTimeLeft,
  isFailedBulkItem,
  nextBulkState,
  recoverBulkItem,
  requeueBulkItem,
  settleBulkItem,
  type BulkCommand,
} from './job-state';
import type { BulkPlanContext } from './plan';
import {
  bulkJobStateSchema,
  type BulkItem,
  type BulkJob,
  type BulkPlan,
  type BulkProgress,
  type BulkRow,
} from './schema';
import type { BulkStore } from './store';
import type { BulkTable } from './table';

export interface BulkRunnerDeps {
  store: BulkStore;
  lookup(request: LookupRequest): Promise<LookupResult>;
  /** The answer stored (cache or history) for an item sent before the worker stopped, if any. */
  findAnswer(item: BulkItem): Promise<LookupResult | undefined>;
  t: Translate;
  now(): number;
  newId(): string;
  concurrency?: number;
}

export interface BulkDraftInput {
  label: string;
  table: BulkTable;
  column: number;
  nameColumn?: number;
  classification: BulkClassification;
  plan: BulkPlan;
  isCached: BulkPlanContext['isCached'];
}

const UNFINISHED = ['running', 'paused', 'stopped', 'cancelled'] as const;
/** Jobs that ended are kept for their results and export; older ones give way to new ones. */
export const BULK_KEPT_JOBS = 5;

export function createBulkRunner(deps: BulkRunnerDeps) {
  const { store } = deps;
  // The lookup service's own cap: more in flight would wait in its queue already marked as sent.
  const concurrency = deps.concurrency ?? MAX_CONCURRENT_CALLS;
  let lastSeq = 0;
  const nextSeq = () => (lastSeq = Math.max(deps.now() * 1000, lastSeq + 1));
  const loops = new Map<string, Promise<void>>();
  /** Drafts still being written: the plan goes back at once, a command waits for the write. */
  const writing = new Map<string, Promise<void>>();
  let jobLock: Promise<unknown> = Promise.resolve();
  /** Jobs deleted by Clear history: an answer still in flight for one of them is not stored. */
  const cleared = new Set<string>();
  /**
   * Jobs whose answer said stop (an empty wallet), set the moment it arrives: the job's own record is
   * written a few awaits later, and a call sent meanwhile would be one more charge the user did not want.
   */
  const halted = new Set<string>();

  /** Job updates one at a time, so a Pause never crosses a run's own "stopped" or "finished". */
  function updateJob(jobId: string, change: (job: BulkJob) => BulkJob): Promise<BulkJob | undefined> {
    const next = jobLock.then(async () => {
      const job = await store.getJob(jobId);
      if (!job) return undefined;
      const changed = change(job);
      if (changed !== job) await store.putJob(changed);
      return changed;
    });
    jobLock = next.catch(() => undefined);
    return next;
  }

  async function recover(): Promise<void> {
    for (const job of await store.jobsIn(UNFINISHED)) {
      for (const item of await store.itemsWithStatus(job.id, 'sending')) {
        const answer = await deps.findAnswer(item).catch(() => undefined);
        if (answer) await store.putResult(job.id, item.key, answer);
        await store.putItem(recoverBulkItem(item, answer, nextSeq(), deps.t));
      }
      if (job.state === 'running') pump(job.id);
    }
  }
  const ready = recover();

  async function createDraft(input: BulkDraftInput): Promise<BulkJob> {
    await ready;
    await Promise.allSettled(writing.values());
    for (const draft of await store.jobsIn(['draft'])) await store.deleteJob(draft.id);
    const ended = (await store.jobsIn(['finished', 'cancelled'])).sort((a, b) => b.createdAt - a.createdAt);
    for (const old of ended.slice(BULK_KEPT_JOBS - 1)) await store.deleteJob(old.id);
    const job: BulkJob = {
      id: deps.newId(),
      createdAt: deps.now(),
      state: 'draft',
      label: input.label,
      headers: input.table.headers,
      column: input.column,
      ...(input.nameColumn !== undefined ? { nameColumn: input.nameColumn } : {}),
      plan: input.plan,
    };
    const rows: BulkRow[] = input.classification.rows.map((row) => ({
      jobId: job.id,
      index: row.index,
      cells: input.table.rows[row.index] ?? [],
      ...(row.key !== undefined ? { key: row.key } : {}),
      ...(row.invalid !== undefined ? { invalid: row.invalid } : {}),
    }));
    // One change number per item, so a page that reads them in pages misses none.
    const seq = nextSeq();
    lastSeq = seq + input.classification.items.length;
    const items: BulkItem[] = input.classification.items.map((item) => ({
      jobId: job.id,
      key: item.key,
      order: item.order,
      kind: item.kind,
      value: item.value,
      status: 'pending',
      plannedFree: input.isCached(item),
      seq: seq + item.order,
    }));
    const write = store.createJob(job, rows, items).finally(() => writing.delete(job.id));
    writing.set(job.id, write);
    write.catch(() => undefined);
    return job;
  }

  async function command(jobId: string, name: BulkCommand): Promise<BulkJob | undefined> {
    await ready;
    await writing.get(jobId)?.catch(() => undefined);
    const done = name === 'start' || name === 'resume' ? await store.countWithStatus(jobId, 'done') : 0;
    const job = await updateJob(jobId, (current) => {
      const state = nextBulkState(current.state, name);
      // The per-run limit is checked again here: a page cannot start what its plan refused.
      if (!state || (name === 'start' && current.plan.overLimit)) return current;
      const { stopReason: _reason, ...rest } = current;
      return state === 'running'
        ? { ...rest, state, startedAt: deps.now(), doneAtStart: done }
        : { ...rest, state };
    });
    if (job?.state === 'running') {
      halted.delete(jobId);
      pump(jobId);
    }
    return job;
  }

  function pump(jobId: string): void {
    if (loops.has(jobId)) return;
    const loop = runLoop(jobId).finally(() => loops.delete(jobId));
    loops.set(jobId, loop);
  }

  async function runLoop(jobId: string): Promise<void> {
    const active = new Set<Promise<void>>();
    for (;;) {
      const job = await store.getJob(jobId);
      if (job?.state !== 'running' || halted.has(jobId)) break;
      if (active.size >= concurrency) {
        await Promise.race(active);
        continue;
      }
      const item = await store.nextPending(jobId);
      if (!item) {
        if (active.size === 0) {
          await updateJob(jobId, (current) =>
            current.state === 'running' ? { ...current, state: 'finished' } : current,
          );
          break;
        }
        await Promise.race(active);
        continue;
      }
      if (cleared.has(jobId) || halted.has(jobId)) break;
      // Marked before it leaves: a worker stopped from here on finds it and never sends it again itself.
      const sending: BulkItem = { ...item, status: 'sending', sentAt: deps.now(), seq: nextSeq() };
      await store.putItem(sending);
      if (halted.has(jobId)) {
        await store.putItem({ ...item, seq: nextSeq() });
        break;
      }
      const task: Promise<void> = send(sending).finally(() => active.delete(task));
      active.add(task);
    }
    await Promise.allSettled(active);
  }

  async function send(item: BulkItem): Promise<void> {
    let result: LookupResult;
    try {
      result = await deps.lookup({
        kind: item.kind,
        value: item.value,
        trigger: 'bulk',
        acceptWarnings: true,
        // The plan showed the paid count and its estimate before Start: that was the confirmation.
        confirmCost: true,
      });
    } catch {
      if (!cleared.has(item.jobId)) await store.putItem({ ...item, status: 'interrupted', seq: nextSeq() });
      return;
    }
    if (cleared.has(item.jobId)) return;
    const settled = settleBulkItem(item, result, nextSeq(), deps.t);
    const stopReason = bulkStopReason(settled.outcome);
    if (stopReason) halted.add(item.jobId);
    await store.putResult(item.jobId, item.key, result);
    await store.putItem(settled);
    if (stopReason) {
      await updateJob(item.jobId, (job) =>
        job.state === 'running' ? { ...job, state: 'stopped', stopReason } : job,
      );
    }
  }

  /** The user asked to send interrupted items again (they may have been billed once). */
  async function resendInterrupted(jobId: string): Promise<BulkJob | undefined> {
    await ready;
    const items = await store.itemsWithStatus(jobId, 'interrupted');
    await store.putItems(items.map((item) => requeueBulkItem(item, nextSeq())));
    const job = await updateJob(jobId, (current) =>
      current.state === 'finished' ? { ...current, state: 'running', startedAt: deps.now() } : current,
    );
    if (job?.state === 'running') {
      halted.delete(jobId);
      pump(jobId);
    }
    return job;
  }

  async function progress(jobId?: string): Promise<BulkProgress | undefined> {
    await ready;
    if (jobId) await writing.get(jobId)?.catch(() => undefined);
    const job = jobId ? await store.getJob(jobId) : await store.latestJob();
    if (!job) return undefined;
    const [total, done, sending, interrupted] = await Promise.all([
      store.countItems(job.id),
      store.countWithStatus(job.id, 'done'),
      store.countWithStatus(job.id, 'sending'),
      store.countWithStatus(job.id, 'interrupted'),
    ]);
    // Interrupted items are settled for this run (never resent by themselves): they count as done.
    const handled = done + interrupted;
    const timeLeftMs = bulkTimeLeft(job, handled, total, deps.now());
    return {
      job,
      total,
      done: handled,
      sending,
      interrupted,
      ...(timeLeftMs !== undefined ? { timeLeftMs } : {}),
    };
  }

  async function failedTable(jobId: string): Promise<{ job: BulkJob; table: BulkTable } | undefined> {
    await ready;
    const job = await store.getJob(jobId);
    if (!job) return undefined;
    const failed = new Set<string>();
    for (const status of ['done', 'interrupted'] as const) {
      for (const item of await store.itemsWithStatus(jobId, status))
        if (isFailedBulkItem(item)) failed.add(item.key);
    }
    const rows = await store.rows(jobId, 0, Number.MAX_SAFE_INTEGER);
    const cells = rows.filter((row) => row.key !== undefined && failed.has(row.key)).map((row) => row.cells);
    return { job, table: { headers: job.headers, rows: cells } };
  }

  /** Clear history: every job and its answers go; a running one sends nothing more. */
  async function clearAll(): Promise<void> {
    await ready;
    await Promise.allSettled(writing.values());
    const done = jobLock.then(async () => {
      for (const job of await store.jobsIn(bulkJobStateSchema.options)) {
        cleared.add(job.id);
        await store.deleteJob(job.id);
      }
    });
    jobLock = done.catch(() => undefined);
    await done;
  }

  return { ready, createDraft, clearAll, command, resendInterrupted, progress, failedTable, pump, recover };
}

export type BulkRunner = ReturnType<typeof createBulkRunner>;
