/**
 * Bulk verification figures: reading and planning 10,000 rows (the pure path the background and the
 * page's worker run, in Node, and end to end in the page from Check to the plan), and the page's
 * longest main-thread task while a 10,000-row table is shown and updated during a run on demo data.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { classifyBulkRows, guessIdentifierColumn } from '@/utils/bulk/classify';
import { planBulk } from '@/utils/bulk/plan';
import { readBulkFile } from '@/utils/bulk/table';
import { parseQuery } from '@/utils/detect/parse-input';
import { openExtensionPage } from '@/test/support/extension-ui';
import { english } from '@/test/support/english';
import { median, type Target } from './report';

const ROWS = 10_000;
/** How long the page is watched while the run updates the table. */
const WATCH_MS = 15_000;

export interface BulkBenchResult {
  /** Node: bytes of a 10,000-row CSV to a plan, median of 5. */
  readPlanMs: number;
  /** In the page: Check clicked (file already read) to the plan's paid count shown. */
  checkToPlanMs: number;
  /** In the page: choosing the file to its row count shown (worker parse included). */
  fileToTableMs: number;
  /** Long tasks (> 50 ms) on the bulk page while the run updated the table for WATCH_MS. */
  longTasks: number[];
  /** Rows answered during the watch. */
  answered: number;
}

function csvOf(rows: number): string {
  const lines = ['Supplier,Tax ID,City,Amount'];
  for (let index = 0; index < rows; index++) {
    lines.push(`"Vendor ${index}, Ltd",${10_000_000 + index}-0001,Lagos,${(index * 37) % 9000}`);
  }
  return lines.join('\n');
}

export function measureReadAndPlan(): number {
  const bytes = new TextEncoder().encode(csvOf(ROWS));
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    const read = readBulkFile(bytes);
    if (!read.ok) throw new Error('the bench CSV was refused');
    const parse = (text: string) => parseQuery(text, { t: english });
    const column = guessIdentifierColumn(read.table, parse);
    const classified = classifyBulkRows(read.table, column, parse);
    const cached = new Set<string>();
    planBulk(classified, {
      isCached: ({ value }) => cached.has(value),
      prices: {},
      runLimit: ROWS,
      textOf: () => '',
    });
    times.push(performance.now() - start);
  }
  return median(times);
}

async function raiseRunLimit(context: BrowserContext, extensionId: string): Promise<void> {
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await options.getByLabel('Bulk verification limit (paid lookups per run)').fill(String(ROWS));
  // Options has one Save for every setting.
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await options.getByText('All changes saved').waitFor();
  await options.close();
}

function timeInPage(page: Page, action: () => Promise<void>, done: () => Promise<void>): Promise<number> {
  return (async () => {
    const start = Date.now();
    await action();
    await done();
    return Date.now() - start;
  })();
}

export async function measureBulkPage(
  context: BrowserContext,
  extensionId: string,
): Promise<Omit<BulkBenchResult, 'readPlanMs'>> {
  await raiseRunLimit(context, extensionId);
  const page = await openExtensionPage(context, extensionId, 'bulk.html');
  try {
    const fileToTableMs = await timeInPage(
      page,
      () =>
        page.getByLabel('Upload CSV or Excel file').setInputFiles({
          name: 'vendors.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(csvOf(ROWS)),
        }),
      () => page.getByText(`vendors.csv: ${ROWS} rows.`).waitFor(),
    );
    const checkToPlanMs = await timeInPage(
      page,
      () => page.getByRole('button', { name: 'Check' }).click(),
      () => page.getByText(`${ROWS} paid lookups`).waitFor({ timeout: 60_000 }),
    );
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { bulkBenchLongTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.getByRole('button', { name: 'Start' }).click();
    // Scroll through the table while it updates, as a person watching the run would.
    const body = page.locator('.bulk-table__body');
    const until = Date.now() + WATCH_MS;
    for (let step = 0; Date.now() < until; step++) {
      await body.evaluate((element, top) => element.scrollTo({ top }), (step * 1_800) % (ROWS * 36));
      await page.waitForTimeout(250);
    }
    const longTasks = await page.evaluate(
      () => (window as unknown as { bulkBenchLongTasks: number[] }).bulkBenchLongTasks,
    );
    const answered = Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    return { fileToTableMs, checkToPlanMs, longTasks: [...longTasks], answered };
  } finally {
    await page.close();
  }
}

export function bulkTargets(result: BulkBenchResult): Target[] {
  const longest = Math.max(0, ...result.longTasks);
  return [
    {
      name: 'Bulk: read and plan 10,000 rows',
      goal: '< 1 s',
      value: `${result.readPlanMs.toFixed(0)} ms (in the page: file ${result.fileToTableMs} ms, Check to plan ${result.checkToPlanMs} ms)`,
      met: result.readPlanMs < 1_000,
    },
    {
      name: 'Bulk: 10,000-row table during a run',
      goal: 'no task > 50 ms',
      value:
        result.longTasks.length === 0
          ? `none (${result.answered} rows answered in ${WATCH_MS / 1000} s)`
          : `${result.longTasks.length} long tasks, longest ${longest.toFixed(0)} ms`,
      met: result.longTasks.length === 0,
    },
  ];
}
