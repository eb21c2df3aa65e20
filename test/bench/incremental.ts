/**
 * Infinite scroll: 1,000 listing cards appended in 20 batches of 50 to a listing page once its first
 * scan is complete, each batch timed until its marks are there. Run on the 1 MB and on the 100 KB page:
 * if the work follows what was added, the per-batch times match between the two pages and stay flat
 * while the page grows by 1.2 MB of cards.
 */
import type { BrowserContext } from '@playwright/test';
import { HIGHLIGHT_NAMES, appendBatches, type BenchState } from './in-page';
import { scrollBatches, type BenchPage } from './pages';
import { listedIdentifiers } from '@/test/support/scanned-page';
import { swLogReady, waitForScan, type Servers } from './scan';

export const BATCHES = 20;
export const CARDS_PER_BATCH = 50;
const PAUSE_MS = 50;

export interface IncrementalRun {
  page: string;
  /** Milliseconds from each batch's insertion to its marks. */
  batchMs: number[];
  /** Bytes of HTML each batch added. */
  batchBytes: number;
  complete: boolean;
  /** Long tasks during the batches. */
  longTasks: number[];
}

export async function measureIncremental(
  context: BrowserContext,
  servers: Servers,
  page: BenchPage,
): Promise<IncrementalRun> {
  const batches = scrollBatches(BATCHES, CARDS_PER_BATCH);
  const total = page.expected + batches.reduce((sum, batch) => sum + batch.added, 0);
  const worker = await swLogReady(context);
  const url = `${servers.granted}/${page.file}?watch=1&expect=${page.expected}&incremental=1`;
  const tab = await context.newPage();
  try {
    await tab.goto(url, { timeout: 120_000 });
    const { tabId } = await waitForScan(tab, worker, url, page);
    const results = await tab.evaluate(appendBatches, {
      selector: page.listSelector,
      batches,
      pauseMs: PAUSE_MS,
      names: HIGHLIGHT_NAMES,
    });
    // Every card of every batch is listed, painted near the viewport or not.
    const listed = (await listedIdentifiers(worker, tabId)).reduce((sum, item) => sum + item.count, 0);
    const first = results[0]?.start ?? 0;
    const longTasks = await tab.evaluate(
      (from) =>
        (window as unknown as { __bench: BenchState }).__bench.longTasks
          .filter(([start]) => start >= from)
          .map(([, duration]) => duration),
      first,
    );
    return {
      page: page.id,
      batchMs: results.map((result) => result.ms),
      batchBytes: Math.round(batches.reduce((sum, batch) => sum + batch.html.length, 0) / BATCHES),
      complete: listed === total && results.every((result) => result.marks >= result.expected),
      longTasks,
    };
  } finally {
    await tab.close();
  }
}
