/**
 * Hands ranges to a Highlight in a few large batches, as each change makes the next frame recompute all its
 * ranges: the first at once, then one batch per interval, the interval doubling while the scan is busy.
 */

export interface PaintTarget<T> {
  add(item: T): void;
  delete(item: T): void;
}

/** The first interval: progress still shows, frames stay cheap. */
export const PAINT_INTERVAL_MS = 300;

export class PaintBatcher<T> {
  readonly #pending = new Set<T>();
  #lastFlush = Number.NEGATIVE_INFINITY;
  #interval: number;

  readonly #target: PaintTarget<T>;
  readonly #now: () => number;
  readonly #intervalMs: number;

  constructor(target: PaintTarget<T>, now: () => number, intervalMs = PAINT_INTERVAL_MS) {
    this.#target = target;
    this.#now = now;
    this.#intervalMs = this.#interval = intervalMs;
  }

  get waiting(): number {
    return this.#pending.size;
  }

  add(item: T): void {
    this.#pending.add(item);
  }

  delete(item: T): void {
    if (!this.#pending.delete(item)) this.#target.delete(item);
  }

  discard(): void {
    this.#pending.clear();
  }

  flushIfDue(): void {
    if (this.#pending.size === 0 || this.#now() - this.#lastFlush < this.#interval) return;
    const first = this.#lastFlush === Number.NEGATIVE_INFINITY;
    this.flush();
    if (!first) this.#interval *= 2;
  }

  /** The work is done: the next busy period starts at `intervalMs` again. */
  settle(): void {
    this.flush();
    this.#interval = this.#intervalMs;
  }

  flush(): void {
    if (this.#pending.size === 0) return;
    for (const item of this.#pending) this.#target.add(item);
    this.#pending.clear();
    this.#lastFlush = this.#now();
  }
}
