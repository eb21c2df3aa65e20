/**
 * `npm run bench` (run it under the shared browser lock: `flock /tmp/playwright.lock npm run bench`).
 * Builds the extension into .output/bench/ (its own folder: a build or test running beside it keeps its
 * .output/chrome-mv3), loads it in headless Chromium and measures the content script, the lookup and
 * the popup. Prints tables, writes test/bench/results.json, and reports every target as met or not:
 * timings on a shared 2-core machine are figures to read, never a pass/fail test. See README.md.
 *
 * BENCH_SMOKE=1: the 100 KB pages once, to check the harness (about a minute).
 * BENCH_REPS=n: fresh loads per page and side (defaults: 5 at 100 KB, 3 at 1 MB, 2 at 5 MB).
 * BENCH_NO_BUILD=1: measure the existing .output/bench/chrome-mv3.
 * BENCH_FCP_PAIRS=n: pairs of loads (with and without the extension) per page for the FCP delta (default 9).
 * BENCH_ONLY=bulk: the bulk verification figures only (./bulk.ts).
 * BENCH_ONLY=viewer: the PDF viewer's figures and the package size only (./viewer.ts).
 * BENCH_ONLY=images: the image reader's figures on the labelled image set only (./images.ts).
 * BENCH_ONLY=start: the popup and the first lookup right after a browser start (./browser-start.ts).
 * BENCH_ONLY=fcp: the first contentful paint with and without the extension only (./fcp.ts).
 * BENCH_ONLY=interaction: the hover-to-first-button figures only (./interaction.ts).
 * BENCH_ONLY=listing: the listing check on the same-model archive only (./listing-check.ts).
 * BENCH_ONLY=scan: the first-scan figures and their traces only (pages, long tasks, content script CPU).
 * BENCH_PAGES=listing-1mb,registry-5mb: only these pages (with BENCH_ONLY=scan, to follow one change); a
 *   page's streamed variant (served in 64 KB chunks with pauses, ./serve.ts) is `listing-1mb-streamed`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockApi } from '@/test/mock-api/server';
import { launchWithExtension } from '@/test/support/chromium';
import { traceBreakdown, type Breakdown } from './breakdown';
import { BENCH_BUILD_DIR, buildBench, grantedCopy, waitForScanRegistration } from './granted-build';
import { bulkTargets, measureBulkPage, measureReadAndPlan, type BulkBenchResult } from './bulk';
import { measureBundle } from './bundle';
import { interactiveProbe, measureLookups, measurePopup } from './extension-pages';
import { HIGHLIGHT_NAMES, NAME_SHIM, benchInit } from './in-page';
import { measureIncremental, type IncrementalRun } from './incremental';
import { measureInteraction, type InteractionFigures } from './interaction';
import { measureListingCheck, writeSameModelPage, type ListingCheckFigures } from './listing-check';
import { measureKeyboard, type KeyboardRun } from './keyboard';
import { PAGE_SIZES, withStreamedVariants, writePages, type SizeLabel } from './pages';
import {
  evaluateTargets,
  median,
  printReport,
  printScanReport,
  summariseFcp,
  summariseIncremental,
  summariseKeyboard,
  summarisePage,
  type PageResult,
} from './report';
import { measureFcpPairs } from './fcp';
import {
  browserStartTargets,
  measureBrowserStart,
  printBrowserStart,
  runBrowserStartBench,
  type StartFigures,
} from './browser-start';
import { measureViewer, viewerTargets } from './viewer';
import { imagesTargets, measureImages, printImagesReport, runImagesBench } from './images';
import { measureFloorAndPeer, measureOurs, swLogReady, type Servers } from './scan';
import { startBenchServer } from './serve';

const RESULTS = join(import.meta.dirname, 'results.json');

const smoke = process.env.BENCH_SMOKE === '1';
const repsOverride = Number(process.env.BENCH_REPS) || undefined;
const REPS: Record<SizeLabel, number> = smoke
  ? { '100 KB': 1, '1 MB': 1, '5 MB': 1 }
  : { '100 KB': repsOverride ?? 5, '1 MB': repsOverride ?? 3, '5 MB': repsOverride ?? 2 };
const SIZES: SizeLabel[] = smoke ? ['100 KB'] : PAGE_SIZES.map((size) => size.label);
const POPUP_RUNS = smoke ? 3 : 10;
const FCP_PAIRS = smoke ? 2 : Number(process.env.BENCH_FCP_PAIRS) || 9;

function log(message: string): void {
  console.log(`[bench ${(performance.now() / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

async function measureBulk(
  context: Parameters<typeof measureBulkPage>[0],
  extensionId: string,
): Promise<BulkBenchResult> {
  return { readPlanMs: measureReadAndPlan(), ...(await measureBulkPage(context, extensionId)) };
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'images') return runImagesBench(log);
  if (process.env.BENCH_ONLY === 'start')
    return (buildBench(log), runBrowserStartBench(BENCH_BUILD_DIR, log));
  const loadAtStart = loadavg()[0]!;
  buildBench(log);
  const bundle = measureBundle(BENCH_BUILD_DIR);
  const extensionDir = grantedCopy(BENCH_BUILD_DIR);
  const pagesDir = mkdtempSync(join(tmpdir(), 'vin-tin-bench-pages-'));
  log('generating pages');
  const only = process.env.BENCH_PAGES?.split(',');
  const pages = withStreamedVariants(writePages(pagesDir, SIZES)).filter(
    (page) => !only || only.includes(page.id),
  );
  const sameModelVins = writeSameModelPage(pagesDir);
  const server = await startBenchServer(pagesDir);
  const port = new URL(server.url).port;
  const servers: Servers = { granted: `http://127.0.0.1:${port}`, plain: `http://localhost:${port}` };
  const mockApi = await startMockApi({ apiKey: 'bench-key-0123456789abcdef' });
  const launched = await launchWithExtension({ extensionDir });
  const { context, serviceWorker, extensionId } = launched;
  // A step that cannot happen (a page changed under the bench) fails with its name, never hangs the run.
  context.setDefaultTimeout(60_000);
  try {
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(benchInit, HIGHLIGHT_NAMES);
    await context.addInitScript(interactiveProbe);
    await waitForScanRegistration(serviceWorker);

    if (process.env.BENCH_ONLY === 'interaction') {
      const hovered = pages.find((page) => page.id === 'listing-100kb')!;
      const interaction = await measureInteraction(context, servers, hovered, 5, HIGHLIGHT_NAMES);
      console.log(JSON.stringify({ interaction }, null, 2));
      return;
    }
    if (process.env.BENCH_ONLY === 'listing') {
      const listing = await measureListingCheck(context, serviceWorker, servers.granted, sameModelVins);
      console.log(JSON.stringify({ listingCheck: listing }, null, 2));
      return;
    }
    if (process.env.BENCH_ONLY === 'fcp') {
      const worker = await swLogReady(context);
      for (const page of pages) {
        const paint = summariseFcp(await measureFcpPairs(context, worker, servers, page, FCP_PAIRS));
        const [low, high] = paint.quartilesMs.map((value) => value.toFixed(0));
        log(
          `${page.id}: FCP delta ${paint.deltaMs.toFixed(0)} ms (quartiles ${low} … ${high}; ` +
            `with ${paint.withMs.toFixed(0)} ms, without ${paint.withoutMs.toFixed(0)} ms; ${paint.pairs} pairs)`,
        );
      }
      return;
    }
    const viewerRuns = () =>
      measureViewer(
        context,
        serviceWorker,
        extensionId,
        pagesDir,
        servers.granted,
        BENCH_BUILD_DIR,
        smoke ? 1 : 3,
      );
    if (process.env.BENCH_ONLY === 'viewer') {
      const viewer = await viewerRuns();
      console.log(JSON.stringify({ viewer, targets: viewerTargets(viewer) }, null, 2));
      return;
    }
    if (process.env.BENCH_ONLY === 'bulk') {
      const bulk = await measureBulk(context, extensionId);
      console.log(
        JSON.stringify({ bulk: { ...bulk, longTasks: bulk.longTasks }, targets: bulkTargets(bulk) }, null, 2),
      );
      return;
    }
    // One throw-away round: the first navigations of a new profile pay for things no later one does.
    const warm = pages[0]!;
    await measureOurs(context, servers, warm, false);
    await measureFloorAndPeer(context, servers, warm, false);

    const results: PageResult[] = [];
    for (const page of pages) {
      const result: PageResult = { page, ours: [], peer: [], fcp: [] };
      const withHeap = page.size === '5 MB' || smoke;
      for (let rep = 0; rep < REPS[page.size]; rep++) {
        // Alternate the two sides so a burst of load on the machine hits both.
        result.ours.push(await measureOurs(context, servers, page, withHeap));
        result.peer.push(await measureFloorAndPeer(context, servers, page, withHeap));
      }
      result.fcp = await measureFcpPairs(context, await swLogReady(context), servers, page, FCP_PAIRS);
      results.push(result);
      const summary = summarisePage(result);
      log(
        `${page.id}: floor ${summary.floorMs.toFixed(1)} ms, ours ${summary.oursMs.toFixed(1)} ms ` +
          `(then ${summary.afterScanMs.toFixed(0)} ms), mark.js ${summary.peerMs.toFixed(0)} ms, ` +
          `longest task ${summary.longestTaskMs.toFixed(0)} ms, FCP delta ${summary.fcpDeltaMs.toFixed(0)} ms`,
      );
    }

    const scanOnly = process.env.BENCH_ONLY === 'scan';
    log('infinite scroll');
    const incremental: IncrementalRun[] = [];
    for (const id of scanOnly ? [] : smoke ? ['listing-100kb'] : ['listing-1mb', 'listing-100kb']) {
      incremental.push(
        await measureIncremental(
          context,
          servers,
          pages.find((page) => page.id === id)!,
        ),
      );
    }

    log('keyboard');
    const keyboard: KeyboardRun[] = [];
    for (const page of pages.filter(
      (candidate) => !scanOnly && candidate.size === SIZES[SIZES.length - 1] && candidate.expected > 100,
    )) {
      keyboard.push(await measureKeyboard(context, servers, page, smoke ? 2 : 5));
    }

    log('listing check on a same-model archive');
    let listingCheck: ListingCheckFigures | undefined;
    if (!scanOnly)
      listingCheck = await measureListingCheck(context, serviceWorker, servers.granted, sameModelVins);

    log('traced loads');
    const breakdowns: Breakdown[] = [];
    const pageSummaries = results.map(summarisePage);
    for (const page of pages.filter((candidate) => smoke || only || candidate.size !== '100 KB')) {
      const traced = await traceBreakdown(context, servers, page);
      breakdowns.push({ ...traced, floorMs: pageSummaries.find((s) => s.id === page.id)?.floorMs });
    }
    if (scanOnly) {
      console.log(
        printScanReport({ pages: pageSummaries, breakdowns, reps: REPS, load: [loadAtStart, loadavg()[0]!] }),
      );
      return;
    }

    log('lookups and popup');
    const lookups = await measureLookups(context, extensionId, mockApi);
    const popupTimes = await measurePopup(context, extensionId, POPUP_RUNS);
    log('bulk verification');
    const bulk = await measureBulk(context, extensionId);
    log('PDF viewer');
    const viewer = await viewerRuns();
    log('image reading');
    const images = await measureImages(context, extensionId, BENCH_BUILD_DIR, log);
    // Browsers of their own, started with and without a policy (writing it needs root, as the e2e's do).
    log('after a browser start');
    const browserStart: StartFigures[] = scanOnly
      ? []
      : await measureBrowserStart(BENCH_BUILD_DIR, smoke ? 1 : 3, log);

    // Last: stopping the worker for the cold figure restarts it without the listeners the others added.
    log('first button');
    let interaction: InteractionFigures | undefined;
    const hovered = pages.find((page) => page.id === 'listing-100kb');
    if (!scanOnly && hovered) {
      interaction = await measureInteraction(context, servers, hovered, smoke ? 2 : 5, HIGHLIGHT_NAMES);
    }

    const incrementalSummaries = incremental.map(summariseIncremental);
    const lookupSummary = {
      freshMs: median(lookups.fresh.map((run) => run.clickToRender)),
      apiMs: median(lookups.fresh.map((run) => run.apiMs ?? NaN)),
      overheadMs: median(lookups.fresh.map((run) => run.overhead)),
      cacheHitMs: median(lookups.cached.map((run) => run.clickToRender)),
      cacheMessageMs: median(lookups.cachedMessageMs),
    };
    const popupMs = median(popupTimes);
    const targets = evaluateTargets({
      pages: pageSummaries,
      breakdowns,
      incremental: incrementalSummaries,
      contentScript: bundle.contentScript,
      pageUi: bundle.pageUi,
      lookupOverheadMs: lookupSummary.overheadMs,
      cacheHitMs: lookupSummary.cacheHitMs,
      popupMs,
    });
    targets.push(...bulkTargets(bulk));
    targets.push(...viewerTargets(viewer));
    const imageTargets = imagesTargets(images);
    targets.push(...imageTargets);
    targets.push(...browserStartTargets(browserStart));
    if (listingCheck) {
      targets.push({
        name: `Listing check, ${listingCheck.vins} same-model VINs on 2.7 MB`,
        goal: 'no task > 50 ms',
        value: `longest ${listingCheck.longestTaskMs.toFixed(0)} ms; ${listingCheck.checked}/${listingCheck.vins} checked`,
        met: listingCheck.longTasks === 0 && listingCheck.checked === listingCheck.vins,
      });
    }
    if (interaction) {
      targets.push({
        name: 'Hover to the first button (worker awake / stopped)',
        goal: '<= 50 ms / <= 150 ms',
        value: `${interaction.firstButtonMs.toFixed(0)} ms / ${interaction.firstButtonColdMs.toFixed(0)} ms`,
        met: interaction.firstButtonMs <= 50 && interaction.firstButtonColdMs <= 150,
      });
    }
    const load = [loadAtStart, loadavg()[0]!];
    const chromium = await serviceWorker.evaluate(() => navigator.userAgent);
    console.log('');
    console.log(
      printReport({
        pages: pageSummaries,
        incremental: incrementalSummaries,
        keyboard: keyboard.map(summariseKeyboard),
        breakdowns,
        bundle,
        lookups,
        lookupSummary,
        popupMs,
        popupRuns: POPUP_RUNS,
        targets,
        reps: REPS,
        load,
      }),
    );
    writeFileSync(
      RESULTS,
      JSON.stringify(
        {
          when: new Date().toISOString(),
          chromium,
          smoke,
          reps: REPS,
          loadAverage: load,
          targets,
          pages: pageSummaries,
          incremental: incrementalSummaries,
          keyboard: keyboard.map(summariseKeyboard),
          breakdowns,
          bundle,
          interaction,
          listingCheck,
          lookups: { ...lookupSummary, runs: lookups },
          popup: { medianMs: popupMs, runs: popupTimes },
          bulk,
          viewer,
          images,
          browserStart,
          raw: { pages: results, incremental, keyboard },
        },
        null,
        2,
      ),
    );
    console.log(printImagesReport(images, imageTargets));
    if (browserStart.length) console.log(`\n${printBrowserStart(browserStart)}`);
    log(`results written to ${RESULTS}`);
  } finally {
    await context.close();
    await Promise.all([server.close(), mockApi.close()]);
    rmSync(pagesDir, { recursive: true, force: true });
    rmSync(extensionDir, { recursive: true, force: true });
    rmSync(launched.userDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
