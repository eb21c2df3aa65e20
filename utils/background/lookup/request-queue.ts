/** Merges identical calls in flight and caps how many run: calls may be billed, so two tabs pay once. */
export interface RequestQueue {
  /** Runs `task` unless a task with the same key is already running, in which case it shares that result. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Whether a task with this key is waiting or running. */
  has(key: string): boolean;
  /** Calls waiting for a free slot plus calls running, for diagnostics and tests. */
  readonly pending: number;
  readonly running: number;
}

export function createRequestQueue(maxConcurrent: number): RequestQueue {
  if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1)
    throw new RangeError('maxConcurrent must be >= 1');
  const inFlight = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let running = 0;

  async function acquireSlot(): Promise<void> {
    if (running < maxConcurrent) {
      running++;
      return;
    }
    // The slot is handed over directly by releaseSlot, so `running` never dips and lets a newcomer jump the line.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(key);
      if (existing) return existing as Promise<T>;
      const promise = (async () => {
        await acquireSlot();
        try {
          return await task();
        } finally {
          releaseSlot();
        }
      })();
      inFlight.set(key, promise);
      const forget = () => inFlight.delete(key);
      promise.then(forget, forget);
      return promise;
    },
    has: (key) => inFlight.has(key),
    get pending() {
      return waiting.length + running;
    },
    get running() {
      return running;
    },
  };
}
