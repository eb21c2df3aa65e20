/**
 * storage.local of WXT's fake browser failing the ways the real one does, for unit tests: full (a quota
 * counted as Chrome counts it: each key's name and JSON value, net of what a write replaces), broken
 * (every write throws), or cut off by a worker stopped after some calls (from then on nothing reaches
 * storage). One call installs every fault asked for; `restore()` (or vitest's restoreMocks) puts the
 * plain fake back.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export const QUOTA_ERROR = 'QUOTA_BYTES quota exceeded';

const local = fakeBrowser.storage.local;

export function bytesOf(items: Record<string, unknown>): number {
  return Object.entries(items).reduce(
    (sum, [key, value]) => sum + key.length + (value === undefined ? 0 : JSON.stringify(value).length),
    0,
  );
}

/** Bytes storage.local holds now. */
export async function bytesInUse(): Promise<number> {
  return bytesOf(await local.get(null));
}

export interface StorageFaults {
  /** Writes that would take storage.local past this many bytes fail, and change nothing. */
  quota?: number;
  /** Every write and removal fails with this message, as a broken disk would. */
  writeError?: string;
  /**
   * The worker stops after this many storage calls: the next and every later one (get, set or remove)
   * fails without touching storage, so what is stored is what a real stop at that moment would leave.
   */
  stopAfter?: number;
  /** After the stop, calls never settle (as for a worker really gone) instead of throwing. */
  hang?: boolean;
}

export function failStorage(faults: StorageFaults) {
  const real = { get: local.get.bind(local), set: local.set.bind(local), remove: local.remove.bind(local) };
  let made = 0;
  const gate = async () => {
    if (faults.stopAfter !== undefined && made >= faults.stopAfter) {
      if (faults.hang) await new Promise(() => undefined);
      throw new Error('worker stopped');
    }
    made += 1;
  };
  const spies = [
    vi.spyOn(local, 'get').mockImplementation((async (keys?: unknown) => {
      await gate();
      return real.get(keys as never);
    }) as typeof local.get),
    vi.spyOn(local, 'set').mockImplementation(async (items: Record<string, unknown>) => {
      await gate();
      if (faults.writeError) throw new Error(faults.writeError);
      if (faults.quota !== undefined && bytesOf({ ...(await real.get(null)), ...items }) > faults.quota) {
        throw new Error(QUOTA_ERROR);
      }
      await real.set(items);
    }),
    vi.spyOn(local, 'remove').mockImplementation(async (keys: string | string[]) => {
      await gate();
      if (faults.writeError) throw new Error(faults.writeError);
      await real.remove(keys);
    }),
  ];
  return {
    /** Storage calls that went through; fewer than `stopAfter` means the work finished first. */
    get made() {
      return made;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

export const limitStorage = (quota: number) => failStorage({ quota });
export const breakWrites = (writeError: string) => failStorage({ writeError });
export const stopWorkerAfter = (stopAfter: number, options: Omit<StorageFaults, 'stopAfter'> = {}) =>
  failStorage({ ...options, stopAfter });

/** Until the worker makes no more storage calls: done, or hung at the stop. */
export async function settled(stop: { made: number }): Promise<void> {
  for (let seen = -1; seen !== stop.made;) {
    seen = stop.made;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
