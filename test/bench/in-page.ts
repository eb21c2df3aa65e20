/**
 * Code that runs in the pages' main world (serialised by Playwright, so every function here must be
 * self-contained). The main world sees the document's highlight registry, which the content script
 * fills from its isolated world, so counting highlight ranges tells when the marks are there without
 * any hook in the product.
 */

/** tsx (esbuild keepNames) wraps inner functions in `__name(...)`; serialised code needs it defined. */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

export const HIGHLIGHT_NAMES = ['vin-tin-lookup', 'vin-tin-lookup-low'] as const;

export interface BenchState {
  /** [startTime, duration] of every long task (> 50 ms) on this page's main thread. */
  longTasks: [number, number][];
  /** [time, marks] each time the number of marks changed. */
  counts: [number, number][];
  /** When the content script's highlights first existed (after its config round trip). */
  registeredAt?: number;
  /** When the marks reached the expected number. */
  allAt?: number;
  done?: Promise<void>;
}

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Installed before any page script (addInitScript). Records long tasks from the start, and on pages
 * loaded with `?watch=1&expect=N` watches the mark count until it reaches N.
 *
 * Two pollers look at the count, neither able to starve the scanner or to wait behind the page's
 * rendering:
 * - background-priority tasks: the scanner's off-screen pass also yields at background priority, and
 *   tasks of one priority run first in, first out, so one poll runs right after each scanner slice (a
 *   message-channel loop would starve the scanner; setInterval coarsens to 4 ms);
 * - animation frame callbacks: they run before style, layout and paint, so when a frame comes between
 *   the scanner's last slice and the next background poll, the page's rendering is not counted.
 */
export function benchInit(names: readonly string[]): void {
  const state: BenchState = { longTasks: [], counts: [] };
  (window as unknown as { __bench: BenchState }).__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the figures say so (empty list)
  }
  const params = new URLSearchParams(location.search);
  if (!params.has('watch')) return;
  const expected = Number(params.get('expect'));
  const scheduler = (globalThis as unknown as { scheduler: PostTaskScheduler }).scheduler;
  const count = () => names.reduce((total, name) => total + (CSS.highlights.get(name)?.size ?? 0), 0);
  let last = -1;
  state.done = new Promise<void>((resolve) => {
    const tick = () => {
      if (state.allAt !== undefined) return;
      const now = performance.now();
      if (state.registeredAt === undefined && CSS.highlights.has(names[0]!)) state.registeredAt = now;
      const marks = count();
      if (marks !== last) {
        state.counts.push([now, marks]);
        last = marks;
      }
      if (marks >= expected) {
        state.allAt = now;
        resolve();
        return;
      }
      if (now > 180_000) return;
      void scheduler.postTask(tick, { priority: 'background' });
    };
    const frame = () => {
      if (state.allAt !== undefined) return;
      tick();
      requestAnimationFrame(frame);
    };
    tick();
    requestAnimationFrame(frame);
  });
}

/** The floor: a bare TreeWalker over every text node, reading its data, no matching. */
export function floorWalk(): { ms: number; textNodes: number; chars: number } {
  const start = performance.now();
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  let textNodes = 0;
  let chars = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    textNodes++;
    chars += (node as Text).data.length;
  }
  return { ms: performance.now() - start, textNodes, chars };
}

interface MarkJs {
  markRegExp(regexp: RegExp, options: { done(total: number): void }): void;
}

/** The peer: mark.js (already added to the page) wrapping every match of `source` in <mark>. */
export function runPeer(arg: { source: string; flags: string }): Promise<{ ms: number; marks: number }> {
  const MarkConstructor = (window as unknown as { Mark: new (context: Element) => MarkJs }).Mark;
  return new Promise((resolve) => {
    const regexp = new RegExp(arg.source, arg.flags);
    const start = performance.now();
    new MarkConstructor(document.body).markRegExp(regexp, {
      done: (total) => resolve({ ms: performance.now() - start, marks: total }),
    });
  });
}

/** Date.now() minus performance.now(): turns a Date.now() taken in this renderer into page time. */
export function clockOffset(): number {
  // Date.now() ticks in whole milliseconds: take the smallest offset of a few reads.
  let best = Infinity;
  for (let i = 0; i < 50; i++) best = Math.min(best, Date.now() - performance.now());
  return best;
}

/** Whether the last identifier of the page (the sentinel in the footer) is among the marks. */
export function sentinelMarked(names: readonly string[]): boolean {
  const sentinel = document.querySelector('.sentinel');
  for (const name of names) {
    const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
    if (!highlight) continue;
    for (const range of highlight) if (sentinel?.contains(range.startContainer)) return true;
  }
  return false;
}

export function markCount(names: readonly string[]): number {
  return names.reduce((total, name) => total + (CSS.highlights.get(name)?.size ?? 0), 0);
}

/**
 * Infinite scroll: appends each batch of cards to `selector`, then measures until the marks reach
 * `expectedTotal`. The clock starts after the insertion (parsing the new HTML is the page's cost) and
 * before the scanner's mutation observer runs, which is at the first microtask checkpoint: the first
 * check is a microtask queued after that callback (a rescan that fits in one slice is complete there),
 * then the same background-task and animation-frame polling as benchInit.
 */
export async function appendBatches(arg: {
  selector: string;
  batches: { html: string; expectedTotal: number }[];
  pauseMs: number;
  names: readonly string[];
}): Promise<{ ms: number; marks: number; expected: number; start: number }[]> {
  const list = document.querySelector(arg.selector)!;
  const scheduler = (globalThis as unknown as { scheduler: PostTaskScheduler }).scheduler;
  const count = () => arg.names.reduce((total, name) => total + (CSS.highlights.get(name)?.size ?? 0), 0);
  const results: { ms: number; marks: number; expected: number; start: number }[] = [];
  for (const batch of arg.batches) {
    list.insertAdjacentHTML('beforeend', batch.html);
    const start = performance.now();
    const end = await new Promise<number>((resolve) => {
      let done = false;
      const check = () => {
        if (done) return;
        const now = performance.now();
        if (count() >= batch.expectedTotal || now - start > 10_000) {
          done = true;
          resolve(now);
        }
      };
      const poll = () => {
        check();
        if (!done) void scheduler.postTask(poll, { priority: 'background' });
      };
      const frame = () => {
        check();
        if (!done) requestAnimationFrame(frame);
      };
      // Queued after the mutation observer's callback, which the insertion queued first.
      queueMicrotask(check);
      void scheduler.postTask(poll, { priority: 'background' });
      requestAnimationFrame(frame);
    });
    results.push({ ms: end - start, marks: count(), expected: batch.expectedTotal, start });
    // A reader scrolls between two loads.
    await new Promise((resolve) => setTimeout(resolve, arg.pauseMs));
  }
  return results;
}
