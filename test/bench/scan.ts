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
  floorWalk,
  markCount,
  runPeer,
  sentinelMarked,
  type BenchState,
} from './in-page';
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
  /** Content script start (its first message, stamped with the renderer's clock) to all marks. */
  fromScriptStart: number;
  /** Navigation start to all marks. */
  fromNavigation: number;
  /** Navigation start to the content script's start (document_idle). */
  scriptStart: number;
  /** Script start to its highlights existing (config round trip through the background). */
  configRoundTrip?: number;
  marks: number;
  sentinel: boolean;
  /** Long tasks that ended after the script started, up to all marks plus 100 ms. */
  longTasks: number[];
  /** Long tasks before the script (the page loading itself). */
  pageLongTasks: number[];
  heap?: HeapFigures;
}

export interface PeerRun {
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

/**
 * Records, in the service worker, the first message of each content script (page:getConfig), which
 * carries the content script's Date.now() at sending. Re-installed if the worker restarted.
 */
async function swLogReady(context: BrowserContext): Promise<Worker> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(`globalThis.__name ??= (fn) => fn;`);
  await worker.evaluate(() => {
    const holder = globalThis as unknown as { __benchLog?: { url: string; timestamp: number }[] };
    if (holder.__benchLog) return;
    const log: { url: string; timestamp: number }[] = [];
    holder.__benchLog = log;
    chrome.runtime.onMessage.addListener((message: { type?: unknown; timestamp?: unknown }, sender) => {
      if (message?.type === 'page:getConfig' && typeof message.timestamp === 'number' && sender.url) {
        log.push({ url: sender.url, timestamp: message.timestamp });
      }
      return undefined; // never answers: the extension's own listener does
    });
  });
  return worker;
}

async function scriptStartStamp(worker: Worker, url: string): Promise<number | undefined> {
  return worker.evaluate(
    (pageUrl) =>
      (globalThis as unknown as { __benchLog: { url: string; timestamp: number }[] }).__benchLog.find(
        (entry) => entry.url === pageUrl,
      )?.timestamp,
    url,
  );
}

let loads = 0;

/** Ours: a fresh load on the granted origin, measured until every expected mark is there. */
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
    await Promise.race([
      tab.evaluate(() => (window as unknown as { __bench: BenchState }).__bench.done),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`${page.id}: marks incomplete`)), LOAD_TIMEOUT),
      ),
    ]);
    const state = await tab.evaluate(() => {
      const { longTasks, counts, registeredAt, allAt } = (window as unknown as { __bench: BenchState })
        .__bench;
      return { longTasks, counts, registeredAt, allAt };
    });
    const offset = await tab.evaluate(clockOffset);
    const stamp = await scriptStartStamp(worker, url);
    if (stamp === undefined) throw new Error(`${page.id}: the content script's first message was not seen`);
    const scriptStart = stamp - offset;
    const allAt = state.allAt!;
    // Let a scanner that found more than expected show it, then check the end of the page was read.
    await tab.waitForTimeout(200);
    const marks = await tab.evaluate(markCount, HIGHLIGHT_NAMES);
    const sentinel = await tab.evaluate(sentinelMarked, HIGHLIGHT_NAMES);
    const windowEnd = allAt + 100;
    const ours = state.longTasks.filter(
      ([start, duration]) => start + duration > scriptStart && start < windowEnd,
    );
    const before = state.longTasks.filter(([start, duration]) => start + duration <= scriptStart);
    return {
      fromScriptStart: allAt - scriptStart,
      fromNavigation: allAt,
      scriptStart,
      configRoundTrip: state.registeredAt === undefined ? undefined : state.registeredAt - scriptStart,
      marks,
      sentinel,
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
    const heap = withHeap ? await heapAfterGc(context, tab) : undefined;
    const floor = await tab.evaluate(floorWalk);
    await tab.addScriptTag({ path: MARK_JS_PATH });
    const peer = await tab.evaluate(runPeer, PEER_PATTERN);
    return { ...peer, floorMs: floor.ms, textNodes: floor.textNodes, chars: floor.chars, heap };
  } finally {
    await tab.close();
  }
}
