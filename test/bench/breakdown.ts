/**
 * Where the first scan's time goes, from a Chromium trace of one load: the renderer main thread's tasks
 * between the content script's evaluation and the last mark, sorted into the content script's own work
 * (and the style and layout it forces), the page's rendering (including the highlights' paint), garbage
 * collection, and idle time (yields the scanner left to the page). Tracing slows the page, so these are
 * proportions to explain the medians, not figures to compare with them.
 */
import type { BrowserContext } from '@playwright/test';
import type { BenchPage } from './pages';
import type { BenchState } from './in-page';
import { swLogReady, waitForScan, type Servers } from './scan';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

export interface Breakdown {
  page: string;
  /** The whole read's start (or the script's evaluation, if later) to all marks, traced. */
  wallMs: number;
  /** The content script's tasks and microtask checkpoints (its slices, its config answer). */
  scriptMs: number;
  /** Style and layout the script forced (getBoundingClientRect) within scriptMs. */
  forcedLayoutMs: number;
  /** Rendering updates: the page's style, layout and paint, highlights included. */
  renderingMs: number;
  gcMs: number;
  /** Everything else: idle (waiting for the config answer, yields), timers, the benchmark's own polls. */
  restMs: number;
  /** Evaluation of content.js (compile included). */
  evaluateMs: number;
  /**
   * The content script's own time while the page parsed (the first screen's read, the answers to its
   * messages): the time inside its own function calls, the layout they force included; and the most in
   * one task. Outside the window of the figures above.
   */
  peekMs: number;
  longestPeekTaskMs: number;
  /** The longest task of each kind: says which long tasks the scanner's own code made. */
  longestScriptTaskMs: number;
  longestRenderingTaskMs: number;
  /** The page's floor (untraced median, from the scan runs), to set scriptMs against. */
  floorMs?: number;
}

/** Events of a rendering update (devtools.timeline names). */
const RENDERING = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'v8',
];

export async function traceBreakdown(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
): Promise<Breakdown> {
  const tab = await context.newPage();
  try {
    await tab.goto('about:blank');
    const cdp = await context.newCDPSession(tab);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    const marker = `trace=${Date.now()}`;
    await tab.goto(`${servers.granted}/${page.file}?watch=1&expect=${page.expected}&${marker}`, {
      timeout: 120_000,
    });
    const url = `${servers.granted}/${page.file}?watch=1&expect=${page.expected}&${marker}`;
    const { end: allAt } = await waitForScan(tab, await swLogReady(context), url, page);
    // Where the whole read starts (scan.ts: after the page's frame once parsed), in page time.
    const readAt = await tab.evaluate(
      () => (window as unknown as { __bench: BenchState }).__bench.parsedFrameAt ?? 0,
    );
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();

    const navigation = events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes(marker),
    );
    const evaluate = events.find(
      (event) =>
        event.name === 'EvaluateScript' && event.args?.data?.url?.endsWith('/content-scripts/content.js'),
    );
    if (!navigation || !evaluate) throw new Error('trace: navigation or content script evaluation not found');
    const { pid, tid } = evaluate;
    // The page's parse and its layout of it all are the page's: the window starts at the whole read,
    // and the first screen's read while the page parsed (the peek) is counted apart, below.
    const from = Math.max(evaluate.ts, navigation.ts + readAt * 1000);
    const to = navigation.ts + allAt * 1000;
    const onMain = events
      .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X')
      .sort((a, b) => a.ts - b.ts);
    const tasks = onMain.filter(
      (event) => event.name === 'RunTask' && event.ts + (event.dur ?? 0) > from && event.ts < to,
    );
    // The events inside a task: a binary search to its start, then forward (5 MB pages trace ~10^6).
    const inside = (task: TraceEvent, names: readonly string[]) => {
      const end = task.ts + (task.dur ?? 0);
      let low = 0;
      let high = onMain.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (onMain[middle]!.ts < task.ts) low = middle + 1;
        else high = middle;
      }
      const found: TraceEvent[] = [];
      for (let i = low; i < onMain.length && onMain[i]!.ts <= end; i++) {
        const event = onMain[i]!;
        if (names.includes(event.name) && event.ts + (event.dur ?? 0) <= end) found.push(event);
      }
      return found;
    };
    const sum = (list: readonly TraceEvent[]) =>
      list.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;
    // Events nest (a layout in a layout, a call in a call): only the outermost ones are summed.
    const outermost = (list: readonly TraceEvent[]) =>
      list.filter(
        (event) =>
          !list.some(
            (outer) =>
              outer !== event &&
              outer.ts <= event.ts &&
              outer.ts + (outer.dur ?? 0) >= event.ts + (event.dur ?? 0),
          ),
      );
    // What a task held, by event name (a call by its script's file), the largest first.
    const heldBy = (task: TraceEvent, names: readonly string[], top: number) => {
      const held = new Map<string, number>();
      for (const event of inside(task, names)) {
        const key =
          event.name === 'FunctionCall'
            ? `FunctionCall ${event.args?.data?.url?.split('/').pop() ?? ''}`
            : event.name;
        held.set(key, (held.get(key) ?? 0) + (event.dur ?? 0) / 1000);
      }
      return [...held]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', ');
    };
    const figures = { scriptMs: 0, forcedLayoutMs: 0, renderingMs: 0, gcMs: 0 };
    let longestScriptTaskMs = 0;
    let longestRenderingTaskMs = 0;
    const isContentScript = (event: TraceEvent) =>
      event.args?.data?.url?.endsWith('/content-scripts/content.js') === true;
    for (const task of tasks) {
      // Clip to the window: the task holding the evaluation starts a little before it.
      const duration = (Math.min(task.ts + (task.dur ?? 0), to) - Math.max(task.ts, from)) / 1000;
      const ownJs =
        inside(task, ['FunctionCall', 'EvaluateScript']).some(isContentScript) ||
        // The scanner's slices resume from awaits: microtasks, which the trace does not attribute.
        // The benchmark's own polls run no microtask of any length.
        inside(task, ['RunMicrotasks']).some((event) => (event.dur ?? 0) > 200);
      if (ownJs) {
        figures.scriptMs += duration;
        longestScriptTaskMs = Math.max(longestScriptTaskMs, (task.dur ?? 0) / 1000);
        figures.forcedLayoutMs += sum(outermost(inside(task, ['UpdateLayoutTree', 'Layout'])));
      } else if (inside(task, RENDERING).length > 0) {
        figures.renderingMs += duration;
        longestRenderingTaskMs = Math.max(longestRenderingTaskMs, (task.dur ?? 0) / 1000);
      } else if (inside(task, ['MajorGC', 'MinorGC', 'V8.GC_MC_INCREMENTAL']).length > 0)
        figures.gcMs += duration;
    }
    if (process.env.BENCH_TIMELINE === '1') {
      // Every task over 2 ms in the window, with what it held: the view that explains a figure.
      for (const task of tasks.filter((t) => (t.dur ?? 0) > 2000)) {
        const held = heldBy(
          task,
          [
            ...RENDERING,
            'FunctionCall',
            'EvaluateScript',
            'RunMicrotasks',
            'MajorGC',
            'MinorGC',
            'TimerFire',
            'FireAnimationFrame',
            'ParseHTML',
            'v8.compile',
            'V8.CompileCode',
            'v8.compileModule',
            'V8.ScriptCompiler',
            'v8.run',
            'ScheduleStyleRecalculation',
            'InvalidateLayout',
          ],
          4,
        );
        console.log(
          `${page.id} +${((task.ts - from) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms  ${held}`,
        );
      }
    }
    // The peek: tasks between evaluation and the whole read that call the content script's own code
    // (its functions only: the parse's tasks also run microtasks, so none are counted by those).
    const peekTasks = onMain.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ts >= evaluate.ts &&
        event.ts < from &&
        inside(event, ['FunctionCall']).some(isContentScript),
    );
    // Such a task is often the parser's, or a frame's whose one callback is ours (its layout is the
    // page's): only the time inside our own calls counts, the layout they force included.
    const ownMs = (task: TraceEvent) =>
      sum(outermost(inside(task, ['FunctionCall']).filter(isContentScript)));
    const peekOwn = peekTasks.map(ownMs);
    if (process.env.BENCH_TIMELINE === '1') {
      // The peek's tasks with an own share over 2 ms, and what they held.
      peekTasks.forEach((task, index) => {
        if (peekOwn[index]! <= 2) return;
        const held = heldBy(
          task,
          ['FunctionCall', 'ParseHTML', 'RunMicrotasks', 'MajorGC', 'MinorGC', ...RENDERING],
          5,
        );
        console.log(
          `${page.id} peek: ${((task.dur ?? 0) / 1000).toFixed(1)} ms, own ${peekOwn[index]!.toFixed(1)}  ${held}`,
        );
      });
    }
    const wallMs = (to - from) / 1000;
    return {
      peekMs: peekOwn.reduce((total, own) => total + own, 0),
      longestPeekTaskMs: Math.max(0, ...peekOwn),
      page: page.id,
      wallMs,
      ...figures,
      restMs: Math.max(0, wallMs - figures.scriptMs - figures.renderingMs - figures.gcMs),
      evaluateMs: (evaluate.dur ?? 0) / 1000,
      longestScriptTaskMs,
      longestRenderingTaskMs,
    };
  } finally {
    await tab.close();
  }
}
