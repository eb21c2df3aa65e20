/**
 * The scan figures of one page: floor, ours, peer, long tasks and heap, each from a fresh load.
 *
 * Pages are served twice by one server: at 127.0.0.1, which the test copy of the build treats as a
 * granted site (the content script is registered there, as after "Always scan this site"), and at
 * localhost, which is not granted (the same bytes, no content script): the floor and the peer run there.
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import {
  HIGHLIGHT_NAMES,
  clockOffset,
  firstViewportAt,
  floorWalk,
  markCount,
  runPeer,
  type BenchState,
} from './in-page';
import { listedIdentifiers } from '@/test/support/scanned-page';
import { withDeadline } from './deadline';
import type { BenchPage } from './pages';

export const MARK_JS_PATH = resolve(import.meta.dirname, '../../node_modules/mark.js/dist/mark.min.js');

/**
 * The peer's patterns: the core shapes of our detectors, with none of their validation (no VIN check
 * digit or plausibility, no date exclusion for TINs, no year or part-number rules for CAC numbers).
 * VIN: 17 VIN characters as a whole word; FIRS TIN: 8 digits, hyphen, 4 digits; CAC: RC/BN/IT/LP/LLP,
 * up to 4 punctuation characters, 4 to 8 digits.
 */
export const PEER_PATTERN = {
  source: String.raw`\b(?:[A-HJ-NPR-Z0-9]{17}|\d{8}-\d{4}|(?:LLP|RC|Rc|BN|IT|LP)[ \u00a0:.#-]{0,4}\d{4,8})\b`,
  flags: 'g',
};

export interface HeapFigures {
  /** V8 heap in use (every world of the page shares it), after two full garbage collections. */
  v8: number;
  /** Blink's garbage-collected heap (DOM objects, StaticRanges, Highlights). */
  embedder: number;
}

export interface OursRun {
  /**
   * The whole read's start to the end of its work, once every identifier is listed (what the side panel
   * gets) and the marks near the viewport painted. The script starts with the document (document_start)
   * and reads the whole page once it is parsed and the page's next frame drawn: the read starts at the
   * later of the script's start and that frame (BenchState.parsedFrameAt), so the page's own parse and
   * its layout of it all are not counted as ours (at document_end the script started after them too).
   */
  fromReadStart: number;
  /**
   * The scan's end to the end of all the content script's work: the page UI's evaluation and the listing
   * check's first round, which the scanner asks for once its whole first scan is idle. Not the scan's,
   * so not in fromReadStart; the long tasks below do cover it.
   */
  afterScan: number;
  /** Whether the scanner asked for them (else fromReadStart ends where all work ended). */
  askedAfterScan: boolean;
  /** Navigation start to the same end. */
  fromNavigation: number;
  /** Navigation start to the content script's start (its first message, stamped with the page's clock). */
  scriptStart: number;
  /** Navigation start to the whole read's start (see fromReadStart). */
  readStart: number;
  /** Script start to its highlights existing (config round trip through the background). */
  configRoundTrip?: number;
  /** Script start to every expected range registered, when the page gets there (all marks painted). */
  allRegistered?: number;
  /** Identifiers listed by the content script (each occurrence). */
  marks: number;
  /** Ranges registered with the highlights at the end (all, or those near the viewport). */
  painted: number;
  /** The last identifier of the page (its footer's) is listed. */
  sentinel: boolean;
  /** The page's first contentful paint (navigation start to it). */
  fcp?: number;
  /**
   * The first moment there is a screen to read (the later of the script's start and the page's first
   * contentful paint: the scanner's first slice waits for the page's first frame) to every identifier of
   * the first viewport marked, and how many there are.
   */
  firstViewport?: number;
  firstViewportMarks?: number;
  /** First contentful paint to the same moment: what the user waits for after the page shows. */
  firstViewportAfterFcp?: number;
  /**
   * When the first frame whose rendering paints a mark that shows in the first viewport rendered, minus when
   * the first contentful frame did (Paint Timing's paintTime of FCP; in-page.ts, watchPaintedFrames): how
   * long after the page first shows the user sees a mark. 0 = in that frame; one frame later is 16 ms at
   * best, a parser chunk (~100 ms) while the page still parses.
   */
  firstViewportPaintedAfterFcp?: number;
  /** The same for the first frame painting every mark of the first viewport (those registered at the end). */
  firstViewportAllPaintedAfterFcp?: number;
  /**
   * Frames from the FCP frame (the last one checked before Paint Timing's paintTime of FCP) to the first that
   * paints a first-screen mark: 0 = the frame that first shows the page, 1 = the next. Independent of how
   * late the FCP frame was presented, which the figure above is not.
   */
  firstViewportPaintedFrames?: number;
  /** Frames seen from navigation start to the end, and how many of them had their rendering checked. */
  paintedFrames?: { frames: number; checked: number };
  /** Long tasks that began after the whole read started, up to the end of all its work (afterScan) plus 100 ms. */
  longTasks: number[];
  /** Long tasks before the whole read (the page loading itself, and the first screen's read meanwhile). */
  pageLongTasks: number[];
  heap?: HeapFigures;
}

export interface PeerRun {
  /** The page's first contentful paint without the extension (the same page, not granted). */
  fcp?: number;
  ms: number;
  marks: number;
  floorMs: number;
  textNodes: number;
  chars: number;
  heap?: HeapFigures;
}

export interface Servers {
  granted: string;
  plain: string;
}

const LOAD_TIMEOUT = 120_000;

async function heapAfterGc(context: BrowserContext, page: Page): Promise<HeapFigures> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return { v8: usage.usedSize, embedder: usage.embedderHeapUsedSize };
  } finally {
    await cdp.detach();
  }
}

interface LogEntry {
  type: string;
  url: string;
  timestamp: number;
  tabId?: number;
  frameId?: number;
}

/**
 * What the scanner asks for once its whole first scan is idle (content-main.ts): the page UI and the
 * listing check. Their work follows the scan and is not the scan's: the first of them ends the scan.
 */
const AFTER_SCAN = ['cs>bg:wakePageUi', 'cs>bg:wakeListingCheck'];

/**
 * Records, in the service worker, the first message of each content script (cs>bg:hello), which
 * carries the content script's Date.now() at sending, and its tab; and when the worker received each
 * message of AFTER_SCAN (its own Date.now(), the same clock). Re-installed if the worker restarted.
 */
export async function swLogReady(context: BrowserContext): Promise<Worker> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(`globalThis.__name ??= (fn) => fn;`);
  await worker.evaluate((afterScan) => {
    const holder = globalThis as unknown as { __benchLog?: LogEntry[] };
    if (holder.__benchLog) return;
    const log: LogEntry[] = [];
    holder.__benchLog = log;
    chrome.runtime.onMessage.addListener((message: { type?: unknown; timestamp?: unknown }, sender) => {
      const received = Date.now();
      if (!sender.url || typeof message?.type !== 'string') return undefined;
      const { tab, frameId, url } = sender;
      if (message.type === 'cs>bg:hello' && typeof message.timestamp === 'number') {
        log.push({ type: message.type, url, timestamp: message.timestamp, tabId: tab?.id, frameId });
      } else if (afterScan.includes(message.type)) {
        log.push({ type: message.type, url, timestamp: received, tabId: tab?.id, frameId });
      }
      return undefined; // never answers: the extension's own listener does
    });
  }, AFTER_SCAN);
  return worker;
}

export async function logEntry(worker: Worker, url: string): Promise<LogEntry | undefined> {
  return worker.evaluate(
    (pageUrl) =>
      (globalThis as unknown as { __benchLog: LogEntry[] }).__benchLog.find(
        (entry) => entry.url === pageUrl && entry.type === 'cs>bg:hello',
      ),
    url,
  );
}

/** When the worker first received a message of AFTER_SCAN from the top frame at `url` (its Date.now()). */
async function afterScanAskedAt(worker: Worker, url: string): Promise<number | undefined> {
  return worker.evaluate(
    ([pageUrl, afterScan]) =>
      (globalThis as unknown as { __benchLog: LogEntry[] }).__benchLog.find(
        (entry) => entry.url === pageUrl && entry.frameId === 0 && afterScan.includes(entry.type),
      )?.timestamp,
    [url, AFTER_SCAN] as const,
  );
}

export interface ScanEnd {
  /**
   * Page time at which the scan's work ended: the end of the last stretch of work (see benchInit) that
   * began before the scanner asked for what follows its whole first scan (AFTER_SCAN), or `settled`
   * when it asked for nothing.
   */
  end: number;
  /** Page time at which all of the content script's work ended, what follows the scan included. */
  settled: number;
  /** Whether the scanner asked for what follows (so `end` is the scan's own). */
  askedAfterScan: boolean;
  /** Identifiers listed then (each occurrence). */
  listed: number;
  sentinel: boolean;
  tabId: number;
}

/**
 * Waits for the content script of `tab` (a page loaded with ?watch=1) to be done: the main thread quiet
 * after its work, and its list of identifiers complete. Each quiet moment is checked against the list;
 * the end is when the work before that quiet moment ended, and the scan's own end the last stretch that
 * began before the scanner asked for its page UI or listing check, whose work is theirs.
 */
export async function waitForScan(
  tab: Page,
  worker: Worker,
  url: string,
  page: Pick<BenchPage, 'id' | 'expected' | 'sentinel'>,
): Promise<ScanEnd> {
  const deadline = Date.now() + LOAD_TIMEOUT;
  let after = -1;
  for (;;) {
    const candidate = await withDeadline(
      tab.evaluate((since) => (window as unknown as { __bench: BenchState }).__bench.quiet!(since), after),
      deadline - Date.now(),
      `${page.id}: the scan never ended`,
    );
    const tabId = (await logEntry(worker, url))?.tabId;
    if (tabId === undefined) throw new Error(`${page.id}: the content script's first message was not seen`);
    const list = await listedIdentifiers(worker, tabId);
    const listed = list.reduce((sum, item) => sum + item.count, 0);
    if (listed >= page.expected) {
      await tab.evaluate(() => (window as unknown as { __bench: BenchState }).__bench.stop!());
      const sentinel = list.some((item) => item.value === page.sentinel);
      const askedAt = await afterScanAskedAt(worker, url);
      let end = candidate.end;
      if (askedAt !== undefined) {
        const asked = askedAt - (await tab.evaluate(clockOffset));
        const { stretches, counts } = await tab.evaluate(() => {
          const { stretches, counts } = (window as unknown as { __bench: BenchState }).__bench;
          return { stretches, counts };
        });
        // Registering ranges is the scan's work, whenever the watcher saw it.
        const scanEnds = [
          ...stretches.filter(([start]) => start < asked).map(([, to]) => to),
          ...counts.slice(-1).map(([at]) => at),
        ];
        if (scanEnds.length > 0) end = Math.min(end, Math.max(...scanEnds));
      }
      return { end, settled: candidate.end, askedAfterScan: askedAt !== undefined, listed, sentinel, tabId };
    }
    if (Date.now() > deadline) throw new Error(`${page.id}: marks incomplete (${listed}/${page.expected})`);
    after = candidate.end;
  }
}

let loads = 0;

/**
 * The first task after the page's frame once it is parsed: where the read windows start, since the page's
 * own parse and its first layout of it all are the page's.
 */
export function parsedFrameAt(tab: Page): Promise<number> {
  return tab.evaluate(() => {
    const state = (window as unknown as { __bench: BenchState }).__bench;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return state.parsedFrameAt ?? navigation.domContentLoadedEventEnd;
  });
}

/** Ours: a fresh load on the granted origin, measured until the scan is complete. */
export async function measureOurs(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
  withHeap: boolean,
): Promise<OursRun> {
  const worker = await swLogReady(context);
  const url = `${servers.granted}/${page.file}?watch=1&expect=${page.expected}&load=${++loads}`;
  const tab = await context.newPage();
  try {
    await tab.goto(url, { timeout: LOAD_TIMEOUT });
    const scan = await waitForScan(tab, worker, url, page);
    const state = await tab.evaluate(() => {
      const { longTasks, registeredAt, allAt, fcp, fcpPaintTime, painted } = (
        window as unknown as { __bench: BenchState }
      ).__bench;
      const { firstAt: paintedFirstAt, frames, checked, checks } = painted;
      const fcpFrame = checks.findLastIndex(([, at]) => at <= (fcpPaintTime ?? -Infinity));
      const firstFrame = checks.findIndex(([, at]) => at === paintedFirstAt);
      const framesAfterFcp = fcpFrame < 0 || firstFrame < 0 ? undefined : firstFrame - fcpFrame;
      return {
        longTasks,
        registeredAt,
        allAt,
        fcp,
        // Frame to frame: FCP's own paint, not its presentation, which comes some milliseconds later.
        fcpPaint: fcpPaintTime ?? fcp,
        paintedFirstAt,
        frames,
        checked,
        framesAfterFcp,
      };
    });
    const viewport = await tab.evaluate(firstViewportAt, { names: HIGHLIGHT_NAMES, painted: false });
    const allPainted = await tab.evaluate(firstViewportAt, { names: HIGHLIGHT_NAMES, painted: true });
    const afterFcp = (at: number | undefined) =>
      at === undefined || state.fcp === undefined ? undefined : at - state.fcp;
    const afterFcpPaint = (at: number | undefined) =>
      at === undefined || state.fcpPaint === undefined ? undefined : at - state.fcpPaint;
    const offset = await tab.evaluate(clockOffset);
    const stamp = (await logEntry(worker, url))?.timestamp;
    if (stamp === undefined) throw new Error(`${page.id}: the content script's first message was not seen`);
    const scriptStart = stamp - offset;
    const readStart = Math.max(scriptStart, await parsedFrameAt(tab));
    const screenStart = Math.max(scriptStart, state.fcp ?? scriptStart);
    const windowEnd = scan.settled + 100;
    // Tasks that start in the read: the page's parse and its first layout of it all are the page's.
    const ours = state.longTasks.filter(([start]) => start >= readStart && start < windowEnd);
    const before = state.longTasks.filter(([start]) => start < readStart);
    return {
      fromReadStart: scan.end - readStart,
      afterScan: scan.settled - scan.end,
      askedAfterScan: scan.askedAfterScan,
      fromNavigation: scan.end,
      scriptStart,
      readStart,
      configRoundTrip: state.registeredAt === undefined ? undefined : state.registeredAt - scriptStart,
      fcp: state.fcp,
      firstViewport: viewport && viewport.at - screenStart,
      firstViewportMarks: viewport?.count,
      firstViewportAfterFcp: afterFcp(viewport?.at),
      firstViewportPaintedAfterFcp: afterFcpPaint(state.paintedFirstAt),
      firstViewportAllPaintedAfterFcp: afterFcpPaint(allPainted?.at),
      firstViewportPaintedFrames: state.framesAfterFcp,
      paintedFrames: { frames: state.frames, checked: state.checked },
      allRegistered: state.allAt === undefined ? undefined : state.allAt - scriptStart,
      marks: scan.listed,
      painted: await tab.evaluate(markCount, HIGHLIGHT_NAMES),
      sentinel: scan.sentinel,
      longTasks: ours.map(([, duration]) => duration),
      pageLongTasks: before.map(([, duration]) => duration),
      heap: withHeap ? await heapAfterGc(context, tab) : undefined,
    };
  } finally {
    await tab.close();
  }
}

/** Floor and peer on one fresh load of the ungranted origin: heap first, then the floor, then mark.js. */
export async function measureFloorAndPeer(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
  withHeap: boolean,
): Promise<PeerRun> {
  const tab = await context.newPage();
  try {
    await tab.goto(`${servers.plain}/${page.file}?load=${++loads}`, { timeout: LOAD_TIMEOUT });
    // A page may paint first after its load event: wait for it (a page that never paints has none).
    const fcp = await tab
      .waitForFunction(() => (window as unknown as { __bench: BenchState }).__bench.fcp, undefined, {
        timeout: 5_000,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    const heap = withHeap ? await heapAfterGc(context, tab) : undefined;
    const floor = await tab.evaluate(floorWalk);
    await tab.addScriptTag({ path: MARK_JS_PATH });
    const peer = await tab.evaluate(runPeer, PEER_PATTERN);
    return { ...peer, fcp, floorMs: floor.ms, textNodes: floor.textNodes, chars: floor.chars, heap };
  } finally {
    await tab.close();
  }
}
