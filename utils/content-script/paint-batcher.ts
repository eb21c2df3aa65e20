/**
 * Collects ranges for a Highlight and hands them over in a few large batches: every change to a
 * Highlight makes the next frame recompute all of its ranges. The first marks show at once, then at most
 * one update per interval, doubling within one busy period, and the rest when the scanner is idle.
 * Generic and on an injected clock, so the policy is tested without a DOM.
 */

export interface PaintTarget<T> {
  add(item: T): void;
  delete(item: T): void;
}

/** Half a second at most between two paints of a long scan: progress still shows, frames stay cheap. */
export const PAINT_INTERVAL_MS = 300;

export class PaintBatcher<T> {
  private readonly pending = new Set<T>();
  private lastFlush = Number.NEGATIVE_INFINITY;
  private interval: number;

  constructor(
    private readonly target: PaintTarget<T>,
    private readonly now: () => number,
    private readonly intervalMs = PAINT_INTERVAL_MS,
  ) {
    this.interval = intervalMs;
  }

  /** Ranges waiting for the next flush. */
  get waiting(): number {
    return this.pending.size;
  }

  add(item: T): void {
    this.pending.add(item);
  }

  /** Removes an item, painted or still waiting. */
  delete(item: T): void {
    if (!this.pending.delete(item)) this.target.delete(item);
  }

  /** Drops what is waiting (the target is being cleared). */
  discard(): void {
    this.pending.clear();
  }

  /** Paints what is waiting if the last paint is at least the interval old (or there was none). */
  flushIfDue(): void {
    if (this.pending.size === 0 || this.now() - this.lastFlush < this.interval) return;
    const first = this.lastFlush === Number.NEGATIVE_INFINITY;
    this.flush();
    if (!first) this.interval *= 2;
  }

  /** Paints everything waiting; the work is done, so the next busy period starts at `intervalMs`. */
  settle(): void {
    this.flush();
    this.interval = this.intervalMs;
  }

  /** Paints everything waiting now. */
  flush(): void {
    if (this.pending.size === 0) return;
    for (const item of this.pending) this.target.add(item);
    this.pending.clear();
    this.lastFlush = this.now();
  }
}
