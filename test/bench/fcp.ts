/**
 * The page's first contentful paint with the extension and without: pairs of fresh loads of the same page,
 * back to back, the side that goes first alternating, with none of the bench's watcher running (the scan
 * figures' loads run it on the granted side only, and its looks share the thread with the page's parse).
 * Each pair gives one difference; their median is the figure, their quartiles its spread.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { BenchState } from './in-page';
import type { BenchPage } from './pages';
import { logEntry, type Servers } from './scan';

export interface FcpPair {
  /** Navigation start to first contentful paint, on the granted origin (the content script runs). */
  ours: number;
  /** The same on the plain origin (no content script). */
  plain: number;
}

const PAINT_TIMEOUT = 15_000;

let loads = 0;

/**
 * Waits for the page's parse, then reads its paint: nothing of the bench polls before (Playwright's
 * default polling asks for an animation frame each frame, which moves the page's first frame).
 */
async function firstPaint(tab: Page, url: string): Promise<number> {
  await tab.goto(url, { waitUntil: 'domcontentloaded' });
  const handle = await tab.waitForFunction(
    () => (window as unknown as { __bench: BenchState }).__bench?.fcp,
    undefined,
    { timeout: PAINT_TIMEOUT, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function load(context: BrowserContext, url: string): Promise<number> {
  const tab = await context.newPage();
  try {
    return await firstPaint(tab, url);
  } finally {
    await tab.close();
  }
}

export async function measureFcpPairs(
  context: BrowserContext,
  worker: Worker,
  servers: Servers,
  page: BenchPage,
  pairs: number,
): Promise<FcpPair[]> {
  const results: FcpPair[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const oursUrl = `${servers.granted}/${page.file}?fcp=${++loads}`;
    const plainUrl = `${servers.plain}/${page.file}?fcp=${loads}`;
    const plainFirst = pair % 2 === 1;
    const plainBefore = plainFirst ? await load(context, plainUrl) : undefined;
    const ours = await load(context, oursUrl);
    const plain = plainBefore ?? (await load(context, plainUrl));
    // A granted load the content script did not run on would measure nothing.
    if (!(await logEntry(worker, oursUrl))) throw new Error(`${page.id}: no content script on the FCP load`);
    results.push({ ours, plain });
  }
  return results;
}
