/** Medians, the targets (met or not: reported, never asserted) and the printed tables. */
import type { Breakdown } from './breakdown';
import type { SizeFigures } from './bundle';
import type { IncrementalRun } from './incremental';
import type { KeyboardRun } from './keyboard';
import type { LookupRun } from './extension-pages';
import type { FcpPair } from './fcp';
import type { BenchPage } from './pages';
import type { OursRun, PeerRun } from './scan';

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value below which a share `q` of `values` lies (linear between neighbours). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below]! + (sorted[Math.ceil(at)]! - sorted[below]!) * (at - below);
}

/** The FCP delta of pairs of loads: the median of their differences, its quartiles, and each side's median. */
export function summariseFcp(pairs: readonly FcpPair[]) {
  const deltas = pairs.map((pair) => pair.ours - pair.plain);
  return {
    deltaMs: median(deltas),
    quartilesMs: [quantile(deltas, 0.25), quantile(deltas, 0.75)] as [number, number],
    withMs: median(pairs.map((pair) => pair.ours)),
    withoutMs: median(pairs.map((pair) => pair.plain)),
    pairs: pairs.length,
  };
}

/** Total blocking time: what each long task spent beyond 50 ms. */
export function blockingTime(longTasks: readonly number[]): number {
  return longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

export interface PageResult {
  page: BenchPage;
  ours: OursRun[];
  peer: PeerRun[];
  /** First contentful paint with and without the extension, in pairs of loads (fcp.ts). */
  fcp: FcpPair[];
}

export interface PageSummary {
  id: string;
  size: string;
  shape: string;
  /** Served streamed: in 64 KB chunks with pauses (serve.ts). */
  streamed: boolean;
  lines: number;
  expected: number;
  floorMs: number;
  oursMs: number;
  /** What follows the scan (page UI, listing check's first round) to the end of all work (median). */
  afterScanMs: number;
  /** Loads on which the scanner asked for what follows its scan (else ours ends where all work ended). */
  askedAfterScan: number;
  oursFromNavigationMs: number;
  scriptStartMs: number;
  /** Navigation start to the whole read's start: the later of script start and the frame after the parse. */
  readStartMs: number;
  configRoundTripMs: number;
  oursOverFloor: number;
  peerMs: number;
  peerMarks: number;
  peerOverOurs: number;
  /** First contentful paint with the extension minus without: the median of the pairs' differences. */
  fcpDeltaMs: number;
  /** The first and third quartiles of those differences: how far one pair may stray. */
  fcpDeltaQuartilesMs: [number, number];
  fcpPairs: number;
  /** The first screen to read (the later of script start and FCP) to its identifiers all marked (median). */
  firstViewportMs: number;
  /** The page's first contentful paint to the same moment (median): what the user waits for. */
  firstViewportAfterFcpMs: number;
  /**
   * When the first frame that paints a mark showing in the first viewport rendered, minus when the first
   * contentful frame did (median; 0 = in it): how long after the page shows the user sees a mark.
   */
  firstViewportPaintedAfterFcpMs: number;
  /** The same for the first frame that paints every mark of the first viewport (median). */
  firstViewportAllPaintedAfterFcpMs: number;
  /** Frames from the one that first shows the page to the first that paints a first-screen mark (median; 0 = the same). */
  firstViewportPaintedFrames: number;
  /** The whole first scan (ours) and the floor, per identifier of the page, in µs. */
  oursUsPerIdentifier: number;
  floorUsPerIdentifier: number;
  /** The longest task in the scan window over every run (the target is about any task). */
  longestTaskMs: number;
  longTaskCount: number;
  tbtMs: number;
  complete: boolean;
  /** Ranges registered with the highlights at the end (all marks, or those near the viewport). */
  painted: number;
  /** Heap growth with the content script (medians of ours minus medians of the same page without it). */
  heapGrowth?: { v8: number; embedder: number; bytesPerMark: number };
}

const defined = (values: (number | undefined)[]) => values.filter((value) => value !== undefined);

export function summarisePage({ page, ours, peer, fcp }: PageResult): PageSummary {
  const paint = summariseFcp(fcp);
  const floorMs = median(peer.map((run) => run.floorMs));
  const oursMs = median(ours.map((run) => run.fromReadStart));
  const peerMs = median(peer.map((run) => run.ms));
  const allTasks = ours.flatMap((run) => run.longTasks);
  const withHeap = ours.filter((run) => run.heap);
  const baseline = peer.filter((run) => run.heap);
  let heapGrowth: PageSummary['heapGrowth'];
  if (withHeap.length > 0 && baseline.length > 0) {
    const v8 = median(withHeap.map((run) => run.heap!.v8)) - median(baseline.map((run) => run.heap!.v8));
    const embedder =
      median(withHeap.map((run) => run.heap!.embedder)) - median(baseline.map((run) => run.heap!.embedder));
    heapGrowth = { v8, embedder, bytesPerMark: (v8 + embedder) / Math.max(1, page.expected) };
  }
  return {
    id: page.id,
    size: page.size,
    shape: page.shape,
    streamed: page.streamed === true,
    lines: page.lines,
    expected: page.expected,
    floorMs,
    oursMs,
    afterScanMs: median(ours.map((run) => run.afterScan)),
    askedAfterScan: ours.filter((run) => run.askedAfterScan).length,
    oursFromNavigationMs: median(ours.map((run) => run.fromNavigation)),
    scriptStartMs: median(ours.map((run) => run.scriptStart)),
    readStartMs: median(ours.map((run) => run.readStart)),
    configRoundTripMs: median(
      ours.flatMap((run) => (run.configRoundTrip === undefined ? [] : [run.configRoundTrip])),
    ),
    oursOverFloor: oursMs / floorMs,
    peerMs,
    peerMarks: median(peer.map((run) => run.marks)),
    peerOverOurs: peerMs / oursMs,
    fcpDeltaMs: paint.deltaMs,
    fcpDeltaQuartilesMs: paint.quartilesMs,
    fcpPairs: paint.pairs,
    firstViewportMs: median(defined(ours.map((run) => run.firstViewport))),
    firstViewportAfterFcpMs: median(defined(ours.map((run) => run.firstViewportAfterFcp))),
    firstViewportPaintedAfterFcpMs: median(defined(ours.map((run) => run.firstViewportPaintedAfterFcp))),
    firstViewportAllPaintedAfterFcpMs: median(
      defined(ours.map((run) => run.firstViewportAllPaintedAfterFcp)),
    ),
    firstViewportPaintedFrames: median(defined(ours.map((run) => run.firstViewportPaintedFrames))),
    oursUsPerIdentifier: (oursMs * 1000) / page.expected,
    floorUsPerIdentifier: (floorMs * 1000) / page.expected,
    longestTaskMs: Math.max(0, ...allTasks),
    longTaskCount: allTasks.length,
    tbtMs: median(ours.map((run) => blockingTime(run.longTasks))),
    complete: ours.every((run) => run.marks === page.expected && run.sentinel),
    painted: median(ours.map((run) => run.painted)),
    heapGrowth,
  };
}

export interface IncrementalSummary {
  page: string;
  medianBatchMs: number;
  firstFiveMs: number;
  lastFiveMs: number;
  maxBatchMs: number;
  batchBytes: number;
  complete: boolean;
  longestTaskMs: number;
}

export function summariseIncremental(run: IncrementalRun): IncrementalSummary {
  return {
    page: run.page,
    medianBatchMs: median(run.batchMs),
    firstFiveMs: median(run.batchMs.slice(0, 5)),
    lastFiveMs: median(run.batchMs.slice(-5)),
    maxBatchMs: Math.max(...run.batchMs),
    batchBytes: run.batchBytes,
    complete: run.complete,
    longestTaskMs: Math.max(0, ...run.longTasks),
  };
}

export interface KeyboardSummary {
  page: string;
  marks: number;
  shortcutMedianMs: number;
  shortcutMaxMs: number;
  arrowMedianMs: number;
  arrowMaxMs: number;
}

export function summariseKeyboard(run: KeyboardRun): KeyboardSummary {
  return {
    page: run.page,
    marks: run.marks,
    shortcutMedianMs: median(run.shortcutMs),
    shortcutMaxMs: Math.max(...run.shortcutMs),
    arrowMedianMs: median(run.arrowMs),
    arrowMaxMs: Math.max(...run.arrowMs),
  };
}

export interface Target {
  name: string;
  goal: string;
  value: string;
  met: boolean;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}x` : 'n/a');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Allowed slack between two per-batch medians: 50 %, and 1 ms for timer and scheduling noise. */
function similar(a: number, b: number): boolean {
  return a <= b * 1.5 + 1;
}

/** The worst page by `value` (largest, or smallest with `low`), as "worst X (page); met on n/m". */
function worstOf(
  pages: PageSummary[],
  value: (page: PageSummary) => number,
  met: (page: PageSummary) => boolean,
  format: (value: number) => string,
  low = false,
): string {
  const worst = pages.reduce((a, b) => ((low ? value(b) < value(a) : value(b) > value(a)) ? b : a));
  return `worst ${format(value(worst))} (${worst.id}); met on ${pages.filter(met).length}/${pages.length}`;
}

/** Pages on which the first screen must be painted within two frames of FCP (issue 43): listings and streamed. */
export const paintedTargetPages = (pages: PageSummary[]) =>
  pages.filter((page) => page.shape === 'listing' || page.streamed);

/**
 * The targets about what a user feels: the page's own first paint, the first screen marked in the frame
 * that shows the page or the next (issue 43), and marked soon after FCP (issue 26), the whole first scan
 * against mark.js (issue 43), and no long task.
 */
export function feltTargets(pages: PageSummary[]): Target[] {
  // A page with nothing to measure (no identifier in its first viewport) neither meets nor misses.
  const every = (
    name: string,
    goal: string,
    value: (page: PageSummary) => number,
    ok: (n: number) => boolean,
    among = pages,
    format = ms,
  ) => {
    const measured = among.filter((page) => Number.isFinite(value(page)));
    const skipped = among.length - measured.length;
    return {
      name,
      goal,
      value:
        measured.length === 0
          ? 'n/a'
          : worstOf(measured, value, (page) => ok(value(page)), format) +
            (skipped ? `; n/a on ${skipped} (nothing to measure)` : ''),
      met: measured.length > 0 && measured.every((page) => ok(value(page))),
    };
  };
  const targets: Target[] = [
    every(
      'First contentful paint, with minus without',
      '<= 16 ms',
      (page) => page.fcpDeltaMs,
      (n) => n <= 16,
    ),
    // Two frames: the marks in the frame that first shows the page, or the next.
    ...(paintedTargetPages(pages).length === 0
      ? []
      : [
          every(
            'First screen painted after FCP (listing and streamed pages)',
            '<= 33 ms',
            (page) => page.firstViewportPaintedAfterFcpMs,
            (n) => n <= 33,
            paintedTargetPages(pages),
          ),
          // The same in frames, which a late presentation of the FCP frame cannot shift.
          every(
            'First screen painted, frames after the FCP frame (listing and streamed pages)',
            '<= 1 (two frames)',
            (page) => page.firstViewportPaintedFrames,
            (n) => n <= 1,
            paintedTargetPages(pages),
            (n) => `${n} frame${n === 1 ? '' : 's'}`,
          ),
        ]),
    every(
      'First screen to read, to its identifiers marked',
      '<= 50 ms',
      (page) => page.firstViewportMs,
      (n) => n <= 50,
    ),
    every(
      'FCP to first viewport marked',
      '<= 100 ms',
      (page) => page.firstViewportAfterFcpMs,
      (n) => n <= 100,
    ),
  ];
  for (const [sizes, goal] of [
    [['1 MB', '5 MB'], 1.5],
    [['100 KB'], 1],
  ] as const) {
    const some = pages.filter((page) => (sizes as readonly string[]).includes(page.size));
    if (some.length === 0) continue;
    targets.push({
      name: `Whole first scan vs mark.js (${sizes.join(', ')})`,
      goal: `>= ${goal}x`,
      value: worstOf(
        some,
        (page) => page.peerOverOurs,
        (page) => page.peerOverOurs >= goal,
        times,
        true,
      ),
      met: some.every((page) => page.peerOverOurs >= goal),
    });
  }
  return targets;
}

/** First-scan targets: issue 26's (above), the floor (content script CPU, traced) and long tasks. */
export function scanTargets(pages: PageSummary[], breakdowns: Breakdown[]): Target[] {
  const targets: Target[] = [...feltTargets(pages)];
  const traced = breakdowns.filter((b) => !b.page.includes('100kb') && b.floorMs !== undefined);
  if (traced.length > 0) {
    const ratio = (b: Breakdown) => b.scriptMs / b.floorMs!;
    const worst = traced.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
    targets.push({
      name: 'Content script CPU vs floor (1 MB, 5 MB; traced)',
      goal: '<= 5x',
      value: `worst ${times(ratio(worst))} (${worst.page}); met on ${traced.filter((b) => ratio(b) <= 5).length}/${traced.length}`,
      met: traced.every((b) => ratio(b) <= 5),
    });
  }
  const longest = pages.reduce((a, b) => (b.longestTaskMs > a.longestTaskMs ? b : a));
  targets.push({
    name: 'Longest task in the scan window',
    goal: 'none > 50 ms',
    value:
      longest.longestTaskMs > 0
        ? `longest ${ms(longest.longestTaskMs)} (${longest.id}); pages with any: ${pages.filter((p) => p.longTaskCount > 0).length}/${pages.length}`
        : 'none',
    met: pages.every((page) => page.longTaskCount === 0),
  });
  return targets;
}

export function evaluateTargets(input: {
  pages: PageSummary[];
  breakdowns: Breakdown[];
  incremental: IncrementalSummary[];
  contentScript: SizeFigures;
  pageUi: SizeFigures;
  lookupOverheadMs: number;
  cacheHitMs: number;
  popupMs: number;
}): Target[] {
  const targets = scanTargets(input.pages, input.breakdowns);
  const [big, small] = [
    input.incremental.find((run) => run.page.includes('1mb')),
    input.incremental.find((run) => run.page.includes('100kb')),
  ];
  if (big && small) {
    targets.push({
      name: 'Incremental work ~ added nodes',
      goal: '1 MB ≈ 100 KB per batch; flat as page grows',
      value: `${ms(big.medianBatchMs)} vs ${ms(small.medianBatchMs)} per batch; 1 MB first/last 5: ${ms(big.firstFiveMs)}/${ms(big.lastFiveMs)}`,
      met:
        big.complete &&
        small.complete &&
        similar(big.medianBatchMs, small.medianBatchMs) &&
        similar(big.lastFiveMs, big.firstFiveMs),
    });
  }
  targets.push({
    name: 'Always-on content script size',
    goal: '<= 13.5 KB gzip',
    value: `${kb(input.contentScript.gzip)} gzip (${kb(input.contentScript.raw)} raw)`,
    met: input.contentScript.gzip <= 13.5 * 1024,
  });
  targets.push({
    name: 'Page UI script size',
    goal: '<= 24 KB gzip',
    value: `${kb(input.pageUi.gzip)} gzip (${kb(input.pageUi.raw)} raw)`,
    met: input.pageUi.gzip <= 24 * 1024,
  });
  targets.push({
    name: 'Lookup overhead over the API',
    goal: '<= 50 ms',
    value: ms(input.lookupOverheadMs),
    met: input.lookupOverheadMs <= 50,
  });
  targets.push({
    name: 'Cache hit',
    goal: '<= 20 ms',
    value: ms(input.cacheHitMs),
    met: input.cacheHitMs <= 20,
  });
  targets.push({
    name: 'Popup interactive',
    goal: '<= 150 ms',
    value: ms(input.popupMs),
    met: input.popupMs <= 150,
  });
  return targets;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

function firstScanTable(pages: PageSummary[], reps: Record<string, number>): string[] {
  const out: string[] = [];
  out.push(
    'First scan (medians; ours = the whole read, from the later of script start and the frame after the parse, to ' +
      'the end of its work, every identifier listed and those near the viewport painted; painted = ranges ' +
      'registered then; then = what the scanner asks for once idle, the page UI and the listing check, to the ' +
      'end of all work: not in ours, in the long tasks)',
  );
  out.push(
    table(
      [
        'page',
        'lines',
        'marks',
        'painted',
        'floor',
        'ours',
        'then',
        'ours/floor',
        'µs/id (floor)',
        'from nav',
        'config',
        'mark.js',
        'its marks',
        'mark.js/ours',
        'longest task',
        'TBT',
        'runs',
      ],
      pages.map((page) => [
        page.id + (page.complete ? '' : ' (INCOMPLETE)'),
        String(page.lines),
        String(page.expected),
        String(page.painted),
        ms(page.floorMs),
        ms(page.oursMs),
        page.askedAfterScan > 0 ? ms(page.afterScanMs) : '-',
        times(page.oursOverFloor),
        // On a page with next to no identifiers the scan's cost is not a cost per identifier.
        page.expected >= 100
          ? `${page.oursUsPerIdentifier.toFixed(1)} (${page.floorUsPerIdentifier.toFixed(1)})`
          : '-',
        ms(page.oursFromNavigationMs),
        ms(page.configRoundTripMs),
        ms(page.peerMs),
        String(page.peerMarks),
        times(page.peerOverOurs),
        page.longTaskCount > 0 ? `${ms(page.longestTaskMs)} (${page.longTaskCount})` : '-',
        ms(page.tbtMs),
        String(reps[page.size] ?? ''),
      ]),
    ),
  );
  out.push('');
  out.push(
    "What the user feels (medians): the page's first contentful paint with minus without the extension " +
      "(the median of paired loads, the pairs' quartiles and count beside it); " +
      "the first viewport's identifiers marked, from the first screen to read (the later of script start " +
      'and that paint) and from that paint; painted after FCP = when the first frame that paints a first-screen ' +
      'mark rendered (the registry read in each frame just before its paint) minus when the first contentful ' +
      'frame did (0 = in it); all = every first-screen mark; frames = from the first contentful frame (0 = in it)',
  );
  out.push(
    table(
      [
        'page',
        'script start',
        'read start',
        'FCP delta',
        'quartiles (pairs)',
        'first viewport',
        'after FCP',
        'painted after FCP',
        'all',
        'frames',
        'mark.js/ours',
      ],
      pages.map((page) => [
        page.id,
        ms(page.scriptStartMs),
        ms(page.readStartMs),
        ms(page.fcpDeltaMs),
        `${ms(page.fcpDeltaQuartilesMs[0])} … ${ms(page.fcpDeltaQuartilesMs[1])} (${page.fcpPairs})`,
        ms(page.firstViewportMs),
        ms(page.firstViewportAfterFcpMs),
        ms(page.firstViewportPaintedAfterFcpMs),
        ms(page.firstViewportAllPaintedAfterFcpMs),
        Number.isFinite(page.firstViewportPaintedFrames) ? String(page.firstViewportPaintedFrames) : 'n/a',
        times(page.peerOverOurs),
      ]),
    ),
  );
  return out;
}

function breakdownTable(breakdowns: Breakdown[]): string[] {
  const out: string[] = [];
  if (breakdowns.length > 0) {
    out.push(
      'Where the first scan goes (one traced load each; tracing slows everything: read as proportions)',
    );
    out.push(
      table(
        [
          'page',
          'read start→end of scan',
          'content script',
          'of which forced layout',
          'rendering',
          'GC',
          'idle/other',
          'evaluate content.js',
          'longest script / rendering task',
          'script/floor',
          'peek (longest task)',
        ],
        breakdowns.map((b) => [
          b.page,
          ms(b.wallMs),
          ms(b.scriptMs),
          ms(b.forcedLayoutMs),
          ms(b.renderingMs),
          ms(b.gcMs),
          ms(b.restMs),
          ms(b.evaluateMs),
          `${ms(b.longestScriptTaskMs)} / ${ms(b.longestRenderingTaskMs)}`,
          b.floorMs ? times(b.scriptMs / b.floorMs) : 'n/a',
          `${ms(b.peekMs)} (${ms(b.longestPeekTaskMs)})`,
        ]),
      ),
    );
    out.push('');
  }
  return out;
}

/** BENCH_ONLY=scan: the first-scan tables and targets alone. */
export function printScanReport(input: {
  pages: PageSummary[];
  breakdowns: Breakdown[];
  reps: Record<string, number>;
  load: number[];
}): string {
  const targets = scanTargets(input.pages, input.breakdowns);
  return [
    `Machine load average (1 min) at start/end: ${input.load.map((value) => value.toFixed(2)).join(' / ')}`,
    ...firstScanTable(input.pages, input.reps),
    '',
    ...breakdownTable(input.breakdowns),
    ...targets.map((t) => `${t.met ? 'met    ' : 'NOT MET'}  ${t.name}: ${t.value} (goal ${t.goal})`),
  ].join('\n');
}

export function printReport(input: {
  pages: PageSummary[];
  incremental: IncrementalSummary[];
  keyboard: KeyboardSummary[];
  breakdowns: Breakdown[];
  bundle: {
    contentScript: SizeFigures;
    pageUi: SizeFigures;
    listingCheck: SizeFigures;
    pages: Record<string, SizeFigures>;
    background: SizeFigures;
  };
  lookups: { fresh: LookupRun[]; cached: LookupRun[] };
  lookupSummary: {
    freshMs: number;
    apiMs: number;
    overheadMs: number;
    cacheHitMs: number;
    cacheMessageMs: number;
  };
  popupMs: number;
  popupRuns: number;
  targets: Target[];
  reps: Record<string, number>;
  /** os.loadavg()[0] at the start and the end: other engineers' browsers share the two cores. */
  load: number[];
}): string {
  const out: string[] = [];
  out.push(
    `Machine load average (1 min) at start/end: ${input.load.map((value) => value.toFixed(2)).join(' / ')}`,
  );
  out.push(...firstScanTable(input.pages, input.reps));
  out.push('');
  out.push(
    'Infinite scroll: 20 batches of 50 cards appended to a listing page (per batch, insertion to marks)',
  );
  out.push(
    table(
      ['page', 'median', 'first 5', 'last 5', 'max', 'bytes/batch', 'longest task (any)', 'complete'],
      input.incremental.map((run) => [
        run.page,
        ms(run.medianBatchMs),
        ms(run.firstFiveMs),
        ms(run.lastFiveMs),
        ms(run.maxBatchMs),
        kb(run.batchBytes),
        run.longestTaskMs > 0 ? ms(run.longestTaskMs) : '-',
        String(run.complete),
      ]),
    ),
  );
  out.push('');
  out.push('Keyboard on a scanned page, from the middle of it (key press to the Look up button moved there)');
  out.push(
    table(
      ['page', 'marks', 'Alt+Shift+S median', 'max', 'ArrowDown median', 'max'],
      input.keyboard.map((run) => [
        run.page,
        String(run.marks),
        ms(run.shortcutMedianMs),
        ms(run.shortcutMaxMs),
        ms(run.arrowMedianMs),
        ms(run.arrowMaxMs),
      ]),
    ),
  );
  out.push('');
  out.push(...breakdownTable(input.breakdowns));
  const heapPages = input.pages.filter((page) => page.heapGrowth);
  if (heapPages.length > 0) {
    out.push('Heap growth with the content script (same page with vs without it, after full GC; medians)');
    out.push(
      table(
        ['page', 'marks', 'V8 heap', 'Blink heap', 'per mark'],
        heapPages.map((page) => [
          page.id,
          String(page.expected),
          kb(page.heapGrowth!.v8),
          kb(page.heapGrowth!.embedder),
          // On a page with next to no marks the growth is the script's own cost, not a cost per mark.
          page.expected >= 100 ? `${Math.round(page.heapGrowth!.bytesPerMark)} B` : '-',
        ]),
      ),
    );
    out.push('');
  }
  out.push('Bundle (.output chrome-mv3; gzip -9 per file)');
  out.push(
    table(
      ['part', 'raw', 'gzip', 'files'],
      [
        [
          'content script (always on)',
          kb(input.bundle.contentScript.raw),
          kb(input.bundle.contentScript.gzip),
          String(input.bundle.contentScript.files.length),
        ],
        ['page UI (once marks are seen)', kb(input.bundle.pageUi.raw), kb(input.bundle.pageUi.gzip), '1'],
        [
          'listing check (frames with a VIN)',
          kb(input.bundle.listingCheck.raw),
          kb(input.bundle.listingCheck.gzip),
          '1',
        ],
        ['background', kb(input.bundle.background.raw), kb(input.bundle.background.gzip), '1'],
        ...Object.entries(input.bundle.pages).map(([name, size]) => [
          `${name}.html JS+CSS`,
          kb(size.raw),
          kb(size.gzip),
          String(size.files.length),
        ]),
      ],
    ),
  );
  out.push('');
  const { lookupSummary } = input;
  out.push(
    `Lookup (popup, mock API, ${input.lookups.fresh.length} VINs): click to report ${ms(lookupSummary.freshMs)}, ` +
      `mock's own handling ${ms(lookupSummary.apiMs)}, overhead ${ms(lookupSummary.overheadMs)}; ` +
      `cache hit ${ms(lookupSummary.cacheHitMs)} (calls made: ${input.lookups.cached.reduce((n, run) => n + run.calls, 0)}; ` +
      `the lookup message alone, no rendering: ${ms(lookupSummary.cacheMessageMs)})`,
  );
  out.push(`Popup: open to interactive ${ms(input.popupMs)} (median of ${input.popupRuns})`);
  out.push('');
  out.push('Targets');
  out.push(
    table(
      ['target', 'goal', 'measured', 'met'],
      input.targets.map((target) => [target.name, target.goal, target.value, target.met ? 'met' : 'NOT MET']),
    ),
  );
  return out.join('\n');
}
