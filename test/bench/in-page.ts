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
  /** [time, marks] each time the number of registered ranges changed. */
  counts: [number, number][];
  /** When the content script's highlights first existed. */
  registeredAt?: number;
  /** When the registered ranges reached the expected number (only a page painted whole gets there). */
  allAt?: number;
  /**
   * When the work of others (the content script) last ended, as the watcher saw it: the start of the
   * first of its own looks after a stretch in which something else held the main thread.
   */
  lastBusyEnd?: number;
  /** [start, end] of each stretch of others' work the watcher noted (see lastBusyEnd); range changes are in counts. */
  stretches: [number, number][];
  /**
   * Resolves once the main thread has been quiet for a while after a stretch of others' work that ended
   * after `after`, and some ranges are registered: when the scan may be over (the caller checks that
   * it is, through the content script's list of identifiers), with when that work ended.
   */
  quiet?(after: number): Promise<{ end: number; registered: number }>;
  /** Stops the watcher's looks. */
  stop?(): void;
  /** The page's first contentful paint (its frame's presentation). */
  fcp?: number;
  /** When that frame's rendering painted (Paint Timing's paintTime; before its presentation). */
  fcpPaintTime?: number;
  /**
   * The first task after the page's first frame once DOMContentLoaded has fired: when the content script
   * starts its whole read (it waits the same way, content-main.ts), after the page's own layout of it all.
   */
  parsedFrameAt?: number;
  /** [time, ranges] each time the registered ranges changed (the first 400 changes): by their starts. */
  snapshots: [number, [Node, number][]][];
  /** What each frame painted, as an outside check sees it (see watchPaintedFrames in benchInit). */
  painted: PaintedFrames;
}

/**
 * The highlight registry as each frame's rendering saw it: read in that frame after every animation frame
 * callback and layout, before paint, so what it holds then is what the frame paints.
 */
export interface PaintedFrames {
  /** Frames seen (animation frame callbacks of ours) and frames whose rendering was checked. */
  frames: number;
  checked: number;
  /**
   * [animation frame timestamp, when the frame rendered] of each frame checked (the first 3,000). The timestamp
   * is when the frame was due; while the parser holds the thread its rendering runs up to ~150 ms later.
   */
  checks: [number, number][];
  /** When the first frame painting a range that shows in the viewport rendered (the check, just before paint). */
  firstAt?: number;
  /** [when the frame rendered, ranges by their starts] for each frame whose registry size changed (the first 400). */
  snapshots: [number, [Node, number][]][];
}

interface PostTaskScheduler {
  postTask(
    callback: () => void,
    options: { priority: 'background' | 'user-blocking' | 'user-visible' },
  ): Promise<void>;
}

/**
 * Installed before any page script (addInitScript). Records long tasks from the start, and on pages
 * loaded with `?watch=1&expect=N` watches the main thread and the highlight registry until stopped.
 *
 * The scanner registers ranges only for marks near the viewport once a page has many (utils/content-script/
 * mark-store.ts), so the registry alone cannot say when every identifier has been found. The watcher
 * says when the content script's work ended: it looks as often as it can, and notes each stretch in
 * which something else held the thread. Three kinds of looks, none able to starve the scanner or to
 * wait behind the page's rendering:
 * - background-priority tasks: the scanner's off-screen pass also yields at background priority, and
 *   tasks of one priority run first in, first out, so one look runs right after each scanner slice (a
 *   message-channel loop would starve the scanner; setInterval coarsens to 4 ms);
 * - animation frame callbacks: they run before style, layout and paint, and
 * - a user-blocking task posted from each, which runs as soon as that frame's rendering is done: the
 *   stretch between the two is the page's rendering, not counted as anyone's work.
 * A stretch of 4 ms or more between two looks (other than a frame's rendering) is others' work: the
 * scanner's slices, its answer to the config or to its observers, garbage collection; so is a shorter
 * one over 1 ms right after such work (a last, short slice), and any that changed the registered ranges.
 * The end is when the last such stretch ended, once the thread has then been quiet for 100 ms; the caller confirms through the content
 * script's own list of identifiers (what the side panel shows) that the scan is complete.
 */
export function benchInit(names: readonly string[]): void {
  const state: BenchState = {
    longTasks: [],
    counts: [],
    snapshots: [],
    stretches: [],
    painted: { frames: 0, checked: 0, checks: [], snapshots: [] },
  };
  (window as unknown as { __bench: BenchState }).__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) {
        state.fcp ??= entry.startTime;
        state.fcpPaintTime ??= (entry as PerformanceEntry & { paintTime?: number }).paintTime;
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no Long Tasks or Paint Timing API: the figures say so (empty list, no FCP)
  }
  document.addEventListener(
    'DOMContentLoaded',
    () => requestAnimationFrame(() => setTimeout(() => (state.parsedFrameAt = performance.now()))),
    { once: true },
  );
  const params = new URLSearchParams(location.search);
  if (!params.has('watch')) return;
  const GAP_MS = 1;
  const LONE_GAP_MS = 4;
  const NEAR_MS = 10;
  const QUIET_MS = 100;
  const expected = Number(params.get('expect'));
  const scheduler = (globalThis as unknown as { scheduler: PostTaskScheduler }).scheduler;
  const count = () => names.reduce((total, name) => total + (CSS.highlights.get(name)?.size ?? 0), 0);
  let last = -1;
  let previousEnd = performance.now();
  let afterRendering = false;
  let stopped = false;
  let waiter: { after: number; resolve: (value: { end: number; registered: number }) => void } | undefined;
  const look = (kind: 'task' | 'frame' | 'rendered') => {
    const now = performance.now();
    // The stretch since the last look is others' work, unless it is the rendering that follows a
    // frame's callbacks. A short one counts only next to others' work (the end of a run of scanner
    // slices): alone, it is the browser's housekeeping, which goes on after a page is done.
    const gap = now - previousEnd;
    const busy =
      gap >= LONE_GAP_MS || (gap > GAP_MS && now - (state.lastBusyEnd ?? -Infinity) < gap + NEAR_MS);
    if (!afterRendering && busy) {
      state.lastBusyEnd = now;
      state.stretches.push([previousEnd, now]);
    }
    if (state.registeredAt === undefined && CSS.highlights.has(names[0]!)) state.registeredAt = now;
    const marks = count();
    if (marks !== last) {
      // Registering ranges is the scanner's work too, however short the task that did it (the answer
      // to the config, which releases the paint, can come after everything was found).
      state.counts.push([now, marks]);
      if (state.snapshots.length < 400) {
        const starts: [Node, number][] = [];
        for (const name of names) {
          const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
          for (const range of highlight ?? []) starts.push([range.startContainer, range.startOffset]);
        }
        state.snapshots.push([now, starts]);
      }
      state.lastBusyEnd = Math.max(state.lastBusyEnd ?? 0, now);
      last = marks;
    }
    if (state.allAt === undefined && marks >= expected) state.allAt = now;
    const busyEnd = state.lastBusyEnd ?? 0;
    if (waiter && busyEnd > waiter.after && now - busyEnd >= QUIET_MS && (marks > 0 || expected === 0)) {
      const { resolve } = waiter;
      waiter = undefined;
      resolve({ end: busyEnd, registered: marks });
    }
    afterRendering = kind === 'frame';
    previousEnd = performance.now();
  };
  const poll = () => {
    if (stopped || performance.now() > 180_000) return;
    look('task');
    void scheduler.postTask(poll, { priority: 'background' });
  };
  const frame = () => {
    if (stopped) return;
    look('frame');
    void scheduler.postTask(() => look('rendered'), { priority: 'user-blocking' });
    requestAnimationFrame(frame);
  };
  /**
   * Which frame first paints a mark, the way an outside check finds it: from the page's main world, from
   * navigation start, with no hook in the product. Each frame's animation frame callback notes the frame's
   * timestamp and re-arms a ResizeObserver on the root element: a new observation is delivered
   * in that same frame's rendering, after every animation frame callback (a scanner registering its ranges
   * in one queued after ours included) and after layout, before paint. What the registry holds there is
   * what that frame paints; a range registered later (a task after the frame) is seen by the next frame's.
   * A poll in the animation frame callback alone would be early by a frame whenever the scanner's callback
   * runs after ours, and a task posted from it late, since other tasks may run between the paint and it.
   * The registry is read when its size changed (marks are only added while the page is not scrolled);
   * layout is clean there, so the boxes cost no forced layout. A frame's time is when that check ran, right
   * before its paint: the animation frame timestamp is when the frame was due, and while the parser holds
   * the thread the frame renders up to ~150 ms after it, which no user sees.
   */
  const watchPaintedFrames = () => {
    const painted = state.painted;
    let frameDue = NaN;
    let lastSize = -1;
    const inView = (marked: AbstractRange) => {
      const range = document.createRange();
      range.setStart(marked.startContainer, marked.startOffset);
      range.setEnd(marked.endContainer, marked.endOffset);
      const box = range.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const observer = new ResizeObserver(() => {
      painted.checked++;
      const rendered = performance.now();
      if (painted.checks.length < 3000) painted.checks.push([frameDue, rendered]);
      const size = count();
      if (size === lastSize) return;
      lastSize = size;
      const ranges: AbstractRange[] = [];
      for (const name of names) {
        const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
        for (const range of highlight ?? []) ranges.push(range);
      }
      if (painted.snapshots.length < 400)
        painted.snapshots.push([rendered, ranges.map((range) => [range.startContainer, range.startOffset])]);
      if (painted.firstAt === undefined && ranges.some(inView)) painted.firstAt = rendered;
    });
    const paintedFrame = (time: number) => {
      if (stopped) return observer.disconnect();
      painted.frames++;
      frameDue = time;
      // The root element does not exist yet when the init script runs, only once parsing began.
      const root = document.documentElement;
      if (root) {
        observer.unobserve(root);
        observer.observe(root);
      }
      requestAnimationFrame(paintedFrame);
    };
    requestAnimationFrame(paintedFrame);
  };
  state.quiet = (after) => new Promise((resolve) => (waiter = { after, resolve }));
  state.stop = () => {
    stopped = true;
  };
  poll();
  requestAnimationFrame(frame);
  watchPaintedFrames();
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
 * Infinite scroll: appends each batch of cards to `selector`, then measures until the ranges registered
 * grew by the batch's marks (a scanner that paints only near the viewport registers a batch's marks
 * when it has read them, and lets the far ones go at the next frame). The clock starts after the
 * insertion (parsing the new HTML is the page's cost) and before the scanner's mutation observer runs,
 * which is at the first microtask checkpoint: the first check is a microtask queued after that callback
 * (a rescan that fits in one slice is complete there), then the same background-task and
 * animation-frame polling as benchInit.
 */
export async function appendBatches(arg: {
  selector: string;
  batches: { html: string; added: number }[];
  pauseMs: number;
  names: readonly string[];
}): Promise<{ ms: number; marks: number; expected: number; start: number }[]> {
  const list = document.querySelector(arg.selector)!;
  const scheduler = (globalThis as unknown as { scheduler: PostTaskScheduler }).scheduler;
  const count = () => arg.names.reduce((total, name) => total + (CSS.highlights.get(name)?.size ?? 0), 0);
  const results: { ms: number; marks: number; expected: number; start: number }[] = [];
  for (const batch of arg.batches) {
    const before = count();
    list.insertAdjacentHTML('beforeend', batch.html);
    const start = performance.now();
    let marks = 0;
    const end = await new Promise<number>((resolve) => {
      let done = false;
      const check = () => {
        if (done) return;
        const now = performance.now();
        marks = count() - before;
        if (marks >= batch.added || now - start > 10_000) {
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
    results.push({ ms: end - start, marks, expected: batch.added, start });
    // A reader scrolls between two loads.
    await new Promise((resolve) => setTimeout(resolve, arg.pauseMs));
  }
  return results;
}

/**
 * When every identifier of the first viewport was marked: the ranges registered at the end that show in
 * the viewport (the page is never scrolled), and the first snapshot that held them all. Undefined when
 * the viewport holds none, or the snapshots ran out first. `painted`: the first frame that painted them
 * all (its start), from the frames' snapshots; else the moment they were all registered.
 */
export function firstViewportAt(arg: {
  names: readonly string[];
  painted: boolean;
}): { at: number; count: number } | undefined {
  const { names } = arg;
  const state = (window as unknown as { __bench: BenchState }).__bench;
  const snapshots = arg.painted ? state.painted.snapshots : state.snapshots;
  const inView: [Node, number][] = [];
  for (const name of names) {
    const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
    for (const marked of highlight ?? []) {
      const range = document.createRange();
      range.setStart(marked.startContainer, marked.startOffset);
      range.setEnd(marked.endContainer, marked.endOffset);
      const box = range.getBoundingClientRect();
      if (box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth)
        inView.push([marked.startContainer, marked.startOffset]);
    }
  }
  if (inView.length === 0) return undefined;
  for (const [at, starts] of snapshots) {
    const held = new Map<Node, Set<number>>();
    for (const [node, offset] of starts) (held.get(node) ?? held.set(node, new Set()).get(node)!).add(offset);
    if (inView.every(([node, offset]) => held.get(node)?.has(offset))) return { at, count: inView.length };
  }
  return undefined;
}
