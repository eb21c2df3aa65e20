import { describe, expect, it, vi } from 'vitest';
import { createChangeSignal, signallingBulkStore } from '@/utils/background/bulk/signal';
import { bulkChangedItem } from '@/utils/bulk/progress-signal';
import { createMemoryBulkStore } from '@/test/unit/bulk/memory-store';

describe('the bulk change signal', () => {
  it('folds changes raised while one is being written into one more write, never missing the last', async () => {
    const writes: number[] = [];
    let release = () => {};
    const write = vi.fn(async (change: number) => {
      writes.push(change);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const signal = createChangeSignal(write, () => 1000);
    signal.raise();
    signal.raise();
    signal.raise();
    release();
    await signal.settled();
    expect(writes).toEqual([1000, 1001]);
    signal.raise();
    await signal.settled();
    // Each change number is new, even within one millisecond, so a watcher sees every one.
    expect(writes).toEqual([1000, 1001, 1002]);
  });

  it('keeps signalling after a failed write', async () => {
    const write = vi.fn(async () => Promise.reject(new Error('quota')));
    const signal = createChangeSignal(write, () => 5);
    signal.raise();
    await signal.settled();
    signal.raise();
    await signal.settled();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('is raised after each write to the store, not by reads', async () => {
    const raise = vi.fn();
    const store = signallingBulkStore(createMemoryBulkStore().store, raise);
    const job = { id: 'j', createdAt: 1, state: 'draft', label: 'x', headers: ['a'], column: 0 } as never;
    await store.createJob(job, [], []);
    expect(raise).toHaveBeenCalledTimes(1);
    await store.getJob('j');
    await store.jobsIn(['draft']);
    expect(raise).toHaveBeenCalledTimes(1);
    await store.putJob(job);
    await store.deleteJob('j');
    expect(raise).toHaveBeenCalledTimes(3);
  });

  it('reaches the page through a session item it can watch', async () => {
    const seen: number[] = [];
    const unwatch = bulkChangedItem.watch((value) => seen.push(value));
    const signal = createChangeSignal(
      (change) => bulkChangedItem.setValue(change),
      () => 42,
    );
    signal.raise();
    await signal.settled();
    await vi.waitFor(() => expect(seen).toEqual([42]));
    unwatch();
  });
});
