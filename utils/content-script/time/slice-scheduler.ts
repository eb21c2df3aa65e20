/** Scanning work in short slices, yielding to the page between them so that it stays responsive. */

export type SlicePriority = 'urgent' | 'background';

export interface SliceClock {
  now(): number;
  /** Resolves once input and rendering have run; for background work, the page's own tasks too. */
  yieldToPage(priority: SlicePriority): Promise<void>;
}

/** `step` works until `shouldYield()`, checked every few hundred nodes, and returns true when done. */
export interface SliceJob {
  step(shouldYield: () => boolean): boolean;
}

export interface SliceScheduler {
  /**
   * Urgent work (visible content, page changes) runs before background work. An idle scheduler runs the
   * first slice at once, or after a yield with `afterYield` (called in a frame's rendering step: a slice
   * there would hold that frame's paint back). It is busy from the call either way.
   */
  enqueue(job: SliceJob, priority?: SlicePriority, afterYield?: boolean): void;
  whenIdle(): Promise<void>;
  /** No work queued or running now (what tests await through the scanner's handle). */
  readonly idle: boolean;
  stop(): void;
  readonly slices: number;
}

/** Half a 60 Hz frame. */
export const DEFAULT_SLICE_BUDGET_MS = 8;

export function createSliceScheduler(
  clock: SliceClock,
  options: {
    budgetMs?: number;
    onError?: (error: unknown) => void;
    /** After each slice, before yielding; `idle` when no work is left (e.g. to paint what was found). */
    afterSlice?: (idle: boolean) => void;
  } = {},
): SliceScheduler {
  const budget = options.budgetMs ?? DEFAULT_SLICE_BUDGET_MS;
  const urgent: SliceJob[] = [];
  const background: SliceJob[] = [];
  let running = false;
  let stopped = false;
  let slices = 0;
  let idleWaiters: (() => void)[] = [];

  function nextJob(): SliceJob | undefined {
    return urgent[0] ?? background[0];
  }

  function finish(job: SliceJob): void {
    const queue = urgent[0] === job ? urgent : background;
    queue.shift();
  }

  function runSlice(): void {
    slices++;
    const sliceStart = clock.now();
    const shouldYield = () => clock.now() - sliceStart >= budget;
    for (let job = nextJob(); job && !stopped; job = nextJob()) {
      let done: boolean;
      try {
        done = job.step(shouldYield);
      } catch (error) {
        // A page can change under us in ways no rule foresees; one failed job must not stop scanning.
        options.onError?.(error);
        done = true;
      }
      if (done) finish(job);
      if (shouldYield()) return;
    }
  }

  async function loop(afterYield?: boolean): Promise<void> {
    running = true;
    try {
      if (afterYield) await clock.yieldToPage('urgent');
      while (!stopped && nextJob()) {
        runSlice();
        const more = !stopped && nextJob() !== undefined;
        try {
          options.afterSlice?.(!more);
        } catch (error) {
          options.onError?.(error);
        }
        if (more) await clock.yieldToPage(urgent.length > 0 ? 'urgent' : 'background');
      }
    } finally {
      running = false;
    }
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    enqueue(job, priority = 'urgent', afterYield) {
      if (stopped) return;
      (priority === 'urgent' ? urgent : background).push(job);
      if (!running) void loop(afterYield);
    },
    get idle() {
      return !running && !nextJob();
    },
    whenIdle() {
      if (this.idle) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      stopped = true;
      urgent.length = 0;
      background.length = 0;
    },
    get slices() {
      return slices;
    },
  };
}
