/**
 * A 1 MB page is scanned completely, in slices. The figures (time to the first and to all marks, long
 * tasks) are printed for the record, never asserted: timing on a shared 2-core machine is not a test.
 */
import { expect, test } from './fixtures';

test('a 1 MB page is fully scanned, visible part first, without long tasks from the scanner', async ({
  context,
  pages,
  serviceWorker,
}) => {
  await expect
    .poll(() =>
      serviceWorker.evaluate(() => chrome.scripting.getRegisteredContentScripts({ ids: ['vin-tin-scan'] })),
    )
    .toHaveLength(1);
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/large.html`);
  type Measure = {
    expected: number;
    textLength: number;
    registeredAt?: number;
    firstAt?: number;
    allAt?: number;
    longTasks: [number, number][];
  };
  const read = () => page.evaluate(() => (window as unknown as { measure: Measure }).measure);
  await expect.poll(async () => (await read()).allAt, { timeout: 50_000 }).toBeDefined();
  const figures = await read();
  const from = figures.registeredAt ?? 0;
  const scannerTasks = figures.longTasks.filter(([start, duration]) => start + duration > from);
  console.log(
    `1 MB page: ${figures.textLength} characters of text, ${figures.expected} identifiers; from the scanner's ` +
      `start: first marks after ${Math.round(figures.firstAt! - from)} ms, all after ${Math.round(figures.allAt! - from)} ms; ` +
      `long tasks (>50 ms) since: ${JSON.stringify(scannerTasks.map(([, duration]) => duration))}; ` +
      `before (the page building itself): ${JSON.stringify(figures.longTasks.filter((task) => !scannerTasks.includes(task)).map(([, d]) => d))}`,
  );
  // The first marks are the visible ones: the top of the page.
  const firstMarked = await page.evaluate(() => {
    const highlight = CSS.highlights.get('vin-tin-lookup') as Highlight & Iterable<AbstractRange>;
    return Math.min(
      ...[...highlight].map((range) => range.startContainer.parentElement!.getBoundingClientRect().top),
    );
  });
  expect(firstMarked).toBeLessThan(await page.evaluate(() => innerHeight));
  expect(figures.expected).toBeGreaterThan(500);
});
