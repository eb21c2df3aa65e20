/** The real clock for the slice scheduler: performance.now, and the gentlest available way to yield. */
import type { SliceClock } from './slice-scheduler';

interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function pageClock(): SliceClock {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  const yieldNative = typeof scheduler?.yield === 'function' ? scheduler.yield.bind(scheduler) : undefined;
  return {
    now: () => performance.now(),
    // scheduler.yield (Chromium 129+) lets input and rendering run, then resumes ahead of other tasks;
    // elsewhere a zero timeout does the same, a little later.
    yieldToPage: yieldNative ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0))),
  };
}
