/**
 * Tells the bulk page that a job changed (utils/bulk/progress-signal.ts). Each write to the job's store
 * raises it; writes that come while one signal is being written fold into one more, so a fast run costs a
 * session write per settled batch, not one per item, and the last change is never missed.
 */
import type { BulkStore } from '@/utils/bulk/store';

export function createChangeSignal(write: (change: number) => Promise<void>, now: () => number) {
  let last = 0;
  let writing: Promise<void> | undefined;
  let dirty = false;
  async function flush(): Promise<void> {
    while (dirty) {
      dirty = false;
      last = Math.max(now(), last + 1);
      await write(last).catch(() => undefined);
    }
    writing = undefined;
  }
  return {
    raise(): void {
      dirty = true;
      writing ??= flush();
    },
    /** Settles once every raised change is written (for tests and shutdown). */
    settled: (): Promise<void> => writing ?? Promise.resolve(),
  };
}

const WRITES: ReadonlySet<PropertyKey> = new Set<keyof BulkStore>([
  'createJob',
  'putJob',
  'deleteJob',
  'putItem',
  'putItems',
  'putResult',
]);

/** The store, raising the signal after each write that changes what the page shows. */
export function signallingBulkStore(store: BulkStore, raise: () => void): BulkStore {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (!WRITES.has(name) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await (value as (...a: unknown[]) => Promise<void>).apply(target, args);
        raise();
      };
    },
  });
}
