/**
 * Pages with more identifiers than are worth registering at once (utils/content-script/paint/mark-store.ts): every one
 * is found and listed, only those near the viewport are painted, and the others as they come near,
 * however the reader gets there (scrolling, jumping to the end, the keyboard's next identifier).
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { listedIdentifiers, pointOnText, tabIdOf } from '@/test/support/scanned-page';

/** About 3 MB: 23,000 rows, every 10th with a VIN split over two nodes (about 2,300 marks). */
const BIG_PAGE = '/content/large.html?bytes=3000000';

/** How many identifiers the side panel would list (each occurrence). */
async function listedCount(serviceWorker: Worker, tabId: number): Promise<number> {
  return (await listedIdentifiers(serviceWorker, tabId)).reduce((sum, item) => sum + item.count, 0);
}

/** Opens the big page and waits until its scanner lists every identifier the page says it holds. */
async function openBigPage(
  page: Page,
  url: string,
  serviceWorker: Worker,
): Promise<{ expected: number; tabId: number }> {
  await page.goto(url);
  const expected = await page.evaluate(
    () => (window as unknown as { measure: { expected: number } }).measure.expected,
  );
  const tabId = await tabIdOf(serviceWorker, url);
  await expect.poll(() => listedCount(serviceWorker, tabId), { timeout: 30_000 }).toBe(expected);
  return { expected, tabId };
}

/** Ranges registered with the extension's highlights. */
function paintedCount(page: Page): Promise<number> {
  return page.evaluate(() =>
    ['vin-tin-lookup', 'vin-tin-lookup-low']
      .map((name) => CSS.highlights.get(name)?.size ?? 0)
      .reduce((sum, size) => sum + size, 0),
  );
}

/** Rows with a VIN that show in the viewport, and how many of them have no painted range. */
function viewportRows(page: Page): Promise<{ shown: number; unpainted: number }> {
  return page.evaluate(() => {
    const starts = new Set<Node>();
    for (const name of ['vin-tin-lookup', 'vin-tin-lookup-low']) {
      const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
      for (const range of highlight ?? []) starts.add(range.startContainer);
    }
    let shown = 0;
    let unpainted = 0;
    for (const row of document.querySelectorAll('#rows p')) {
      const bold = row.querySelector('b');
      if (!bold) continue;
      const box = row.getBoundingClientRect();
      if (box.bottom < 0 || box.top > innerHeight) continue;
      shown++;
      if (!starts.has(bold.firstChild!)) unpainted++;
    }
    return { shown, unpainted };
  });
}

test('a page with thousands of identifiers: all listed, those near the viewport painted, the rest as the reader gets there', async ({
  context,
  pages,
  serviceWorker,
}) => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  const { expected, tabId } = await openBigPage(page, `${pages.url}${BIG_PAGE}`, serviceWorker);
  expect(expected).toBeGreaterThan(2000);

  // Every row on screen is painted; far fewer ranges than marks are registered.
  await expect.poll(() => viewportRows(page)).toMatchObject({ unpainted: 0 });
  expect((await viewportRows(page)).shown).toBeGreaterThan(0);
  const atTop = await paintedCount(page);
  expect(atTop).toBeGreaterThan(0);
  expect(atTop).toBeLessThan(expected / 2);

  // Scrolling down the way a reader does: what comes into view is painted.
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, 600);
    // A frame between steps, as a reader's wheel gives: each step is scrolled and drawn before the next.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await expect.poll(() => viewportRows(page)).toMatchObject({ unpainted: 0 });

  // Jumping: to the middle, then to the end of the page.
  for (const to of [0.5, 1]) {
    await page.evaluate((share) => scrollTo(0, share * document.documentElement.scrollHeight), to);
    await expect.poll(() => viewportRows(page)).toMatchObject({ unpainted: 0 });
    expect((await viewportRows(page)).shown).toBeGreaterThan(0);
  }
  // What went far away was let go: still far fewer ranges than marks.
  expect(await paintedCount(page)).toBeLessThan(expected / 2);
  expect(await listedCount(serviceWorker, tabId)).toBe(expected);
});

test('on such a page, hover and the keyboard reach identifiers far from where it was opened, and new rows are marked', async ({
  context,
  pages,
  serviceWorker,
}) => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  const { expected, tabId } = await openBigPage(page, `${pages.url}${BIG_PAGE}`, serviceWorker);

  // Far down the page: hovering a painted VIN shows its button.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight * 0.7));
  await expect.poll(() => viewportRows(page)).toMatchObject({ unpainted: 0 });
  const rowId = await page.evaluate(() => {
    for (const row of document.querySelectorAll('#rows p')) {
      const box = row.getBoundingClientRect();
      if (row.querySelector('b') && box.top > 50 && box.bottom < innerHeight - 50) {
        row.id = 'target-row';
        return row.id;
      }
    }
    return undefined;
  });
  expect(rowId).toBe('target-row');
  const vin = await page.evaluate(() => {
    const row = document.getElementById('target-row')!;
    return (
      row.querySelector('b')!.textContent! + row.querySelector('b')!.nextSibling!.textContent!.slice(0, 12)
    );
  });
  const point = await pointOnText(page, '#target-row', vin.slice(5));
  await page.mouse.move(point.x, point.y);
  const hovered = page.getByRole('button', { name: `Look up VIN ${vin}` });
  await expect(hovered).toBeVisible();
  await page.mouse.move(2, 2);

  // The shortcut goes to an identifier in view; arrows walk on down the page, painting as they go.
  await page.keyboard.press('Alt+Shift+S');
  const focused = page.getByRole('button', { name: /^Look up VIN / });
  await expect(focused).toBeFocused();
  for (let step = 0; step < 40; step++) await page.keyboard.press('ArrowDown');
  await expect(focused).toBeFocused();
  await expect.poll(() => viewportRows(page)).toMatchObject({ unpainted: 0 });
  await page.keyboard.press('Escape');

  // A row the page adds where the reader is gets painted and listed.
  await page.evaluate(() => {
    const row = document.getElementById('target-row')!;
    const added = document.createElement('p');
    added.id = 'added-row';
    added.append(
      'Just listed: VIN ',
      Object.assign(document.createElement('b'), { textContent: '5YJ3E' }),
      '1EA7JF000001.',
    );
    row.after(added);
  });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const text = document.querySelector('#added-row b')!.firstChild!;
        return ['vin-tin-lookup', 'vin-tin-lookup-low'].some((name) =>
          [...((CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined) ?? [])].some(
            (range) => range.startContainer === text,
          ),
        );
      }),
    )
    .toBe(true);
  await expect.poll(() => listedCount(serviceWorker, tabId)).toBe(expected + 1);
});
