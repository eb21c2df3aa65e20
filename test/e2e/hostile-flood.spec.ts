/**
 * Hostile pages, part 5: mutation floods. The page changes itself as fast as it gets tasks, in four ways
 * (its own text, nodes in and out, an attribute that hides everything, a thousand changes per task), and
 * counts how much of its own work it gets done in a fixed time, in three runs taken in turn:
 *
 * - bare: the page from an origin the extension may not scan (localhost instead of 127.0.0.1);
 * - painted: the same, with every VIN painted by the page itself in the extension's highlight styles and
 *   a mutation observer that does nothing (what carrying the marks costs, whoever registers them);
 * - scanned: the page with the extension.
 *
 * Painted and scanned run three times each, alternating, and their medians are compared. Scanned must keep
 * a generous share of the painted pace (what is left is the scanner's own work), and must cause no long
 * task of its own; a paragraph added as a flood begins is marked before it ends (changes wait for the
 * page's tasks, not for the whole flood); once the page is quiet, every identifier is marked. The bare pace
 * is printed for the record: in Chromium, painting highlights over a page
 * whose DOM keeps changing costs much of the page's pace by itself. Timing on a shared 2-core machine is
 * compared within one run and bounded generously, never asserted absolutely.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FLOOD_MS = 2000;
/**
 * The share of the painted control's pace the scanned page must keep. Measured: 0.7 to 1.0 after the fix,
 * 0.00 to 0.25 before it (each change was read at once, ahead of the page's own next task).
 */
const MIN_PACE = 0.4;
/** No task of the scanned page may take this long: its slices are 8 ms; rendering and GC stay well under. */
const MAX_TASK_MS = 200;

type FloodKind = 'text' | 'nodes' | 'attributes' | 'burst';
interface FloodResult {
  tasks: number;
  mutations: number;
  longestWait: number;
  longTasks: number[];
  /** Whether a paragraph added as the flood began was marked by its end. */
  probeMarked: boolean;
}

interface FloodWindow {
  flood(kind: FloodKind, ms: number): Promise<FloodResult>;
  paintLikeAScanner(): number;
  expectedVins(): number;
}

function markCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    ['vin-tin-lookup', 'vin-tin-lookup-low']
      .map((name) => (CSS.highlights.get(name) as Highlight | undefined)?.size ?? 0)
      .reduce((sum, size) => sum + size, 0),
  );
}

function expectedVins(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as FloodWindow).expectedVins());
}

async function flood(page: Page, kind: FloodKind): Promise<FloodResult> {
  await page.bringToFront();
  return page.evaluate(({ kind, ms }) => (window as unknown as FloodWindow).flood(kind, ms), {
    kind,
    ms: FLOOD_MS,
  });
}

function describe(result: FloodResult): string {
  return (
    `${result.tasks} tasks (${result.mutations} mutations), longest wait ${result.longestWait} ms, ` +
    `long tasks ${JSON.stringify(result.longTasks)}`
  );
}

for (const kind of ['text', 'nodes', 'attributes', 'burst'] as const) {
  test(`a ${kind} flood: the page keeps its pace beside the scanner, and every identifier is marked after`, async ({
    context,
    pages,
  }) => {
    test.setTimeout(120_000);
    const scannedUrl = `${pages.url}/hostile/flood.html`;
    const controlUrl = scannedUrl.replace('127.0.0.1', 'localhost');
    const bare = await context.newPage();
    const painted = await context.newPage();
    const scanned = await context.newPage();
    await bare.goto(controlUrl);
    await painted.goto(controlUrl);
    await scanned.goto(scannedUrl);
    const expected = await expectedVins(scanned);
    expect(expected).toBeGreaterThan(1500);
    expect(await painted.evaluate(() => (window as unknown as FloodWindow).paintLikeAScanner())).toBe(
      expected,
    );
    await expect.poll(() => markCount(scanned), { timeout: 30_000 }).toBe(expected);

    // In turn, so no flood competes with another; painted and scanned three times each, alternating, and
    // the median run of each kept: one run at either extreme (a moment of load from elsewhere on the
    // machine, or a control that got 2.4x its usual pace in one CI run) does not decide.
    const bareRun = await flood(bare, kind);
    const paintedRuns: FloodResult[] = [];
    const scannedRuns: FloodResult[] = [];
    for (let round = 0; round < 3; round++) {
      paintedRuns.push(await flood(painted, kind));
      scannedRuns.push(await flood(scanned, kind));
    }
    const median = (results: FloodResult[]) => [...results].sort((a, b) => a.tasks - b.tasks)[1]!;
    const paintedRun = median(paintedRuns);
    const scannedRun = median(scannedRuns);
    console.log(
      `${kind} flood, ${FLOOD_MS} ms: bare ${describe(bareRun)}; painted ${describe(paintedRun)}; ` +
        `scanned ${describe(scannedRun)}; pace vs painted ${(scannedRun.tasks / paintedRun.tasks).toFixed(2)}, ` +
        `vs bare ${(scannedRun.tasks / bareRun.tasks).toFixed(2)}; all runs: painted ` +
        `${paintedRuns.map((run) => run.tasks).join('/')}, scanned ${scannedRuns.map((run) => run.tasks).join('/')}`,
    );

    // The controls really ran without us.
    expect(await markCount(bare)).toBe(0);
    expect(await markCount(painted)).toBe(0);
    expect(paintedRun.tasks).toBeGreaterThan(10);
    expect(scannedRun.tasks).toBeGreaterThanOrEqual(paintedRun.tasks * MIN_PACE);
    for (const run of scannedRuns) {
      expect(run.longTasks.filter((duration) => duration >= MAX_TASK_MS)).toEqual([]);
      // Changes are read after the page's own tasks while it floods, but read: not only once it stops.
      expect(run.probeMarked).toBe(true);
    }

    // Quiet again: the scanner catches up with everything the flood left.
    const after = await expectedVins(scanned);
    await expect.poll(() => markCount(scanned), { timeout: 30_000 }).toBe(after);
  });
}
