/**
 * Hostile pages, part 4: text written to make an identifier look like one thing and be another
 * (zero-width characters, homoglyphs, right-to-left overrides in the text or in CSS), and a page that
 * marks everything `data-vin-tin-ignore`. What the reader sees is what the button says and sends, or
 * there is no button (the detector's side is in test/unit/detect/text-tricks.test.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clickWhenSeen } from '@/test/support/page-ui';
import { historyValues } from '@/test/support/stored-history';
import { HOST_TAG } from '@/test/support/scanned-page';

/** Marked texts, each as the page holds it (invisible characters included, as \u escapes). */
function markTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const name of ['vin-tin-lookup', 'vin-tin-lookup-low']) {
      const highlight = CSS.highlights.get(name) as (Highlight & Iterable<AbstractRange>) | undefined;
      for (const marked of highlight ?? []) {
        const range = document.createRange();
        range.setStart(marked.startContainer, marked.startOffset);
        range.setEnd(marked.endContainer, marked.endOffset);
        const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
        texts.push(range.toString().replace(/[^\x20-\x7e]/g, escape));
      }
    }
    return texts.sort();
  });
}

/** Middle of the element's text, in viewport coordinates. */
async function middleOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('hidden characters, homoglyphs and reversed text: the button names and sends only what the reader sees', async ({
  context,
  pages,
  serviceWorker,
}) => {
  const page = await context.newPage();
  await page.goto(`${pages.url}/hostile/text.html`);
  // Marked: the VIN with zero-width characters inside (the mark covers them), and the two shown reversed
  // by markup or CSS (the text holds them in order). Not marked: the glued one, the homoglyphs, the
  // one behind a right-to-left override character.
  await expect
    .poll(() => markTexts(page))
    .toEqual(['1HGCM\\u200b82633\\u2060A004\\ufeff352', 'KMHCT4AE9CU123456', 'WBA3B5C50EP123456']);

  // The hidden characters are not in the name nor in what is sent.
  const point = await middleOf(page, '#zw');
  const zwBox = await page.evaluate(() => {
    const node = document.querySelector('#zw')!.firstChild as Text;
    const range = document.createRange();
    range.setStart(node, node.data.indexOf('1HGCM'));
    range.setEnd(node, node.data.indexOf('352') + 3);
    const box = range.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  });
  expect(Math.abs(zwBox.y - point.y)).toBeLessThan(20);
  await page.mouse.move(zwBox.x, zwBox.y);
  const button = page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352', exact: true });
  await expect(button).toBeVisible();
  await clickWhenSeen(button);
  await expect.poll(() => historyValues(serviceWorker)).toEqual(['page:1HGCM82633A004352']);

  // Text shown reversed gets no button, by pointer or keyboard.
  for (const selector of ['#bdo bdo', '#css .flip']) {
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeHidden();
    const reversed = await middleOf(page, selector);
    await page.mouse.move(reversed.x, reversed.y);
    // The hover is handled in the next animation frame: after two, it has been.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeHidden();
  }
  await page.keyboard.press('Alt+Shift+S');
  await expect(page.getByRole('button', { name: /^(Look up|Verify) / })).toBeFocused();
  for (let step = 0; step < 3; step++) {
    await expect(
      page.getByRole('button', { name: 'Look up VIN 1HGCM82633A004352', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
  }
  expect(await historyValues(serviceWorker)).toEqual(['page:1HGCM82633A004352']);
});

test('data-vin-tin-ignore everywhere, toggled and added to all the time: nothing marked, no host, no errors', async ({
  context,
  pages,
}) => {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('VIN & TIN Lookup')) problems.push(message.text());
  });
  await page.goto(`${pages.url}/hostile/ignored.html`);
  // The page keeps working (its own counter runs on) and nothing of ours appears.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toggles: number }).toggles))
    .toBeGreaterThan(200);
  expect(await markTexts(page)).toEqual([]);
  expect(await page.locator(HOST_TAG).count()).toBe(0);
  // Alt+Shift+S stays the page's: nothing to focus.
  await page.keyboard.press('Alt+Shift+S');
  expect(await page.locator(HOST_TAG).count()).toBe(0);
  expect(problems).toEqual([]);

  // When the page lifts the attribute, its content is scanned as usual.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-vin-tin-ignore]')) {
      element.removeAttribute('data-vin-tin-ignore');
    }
  });
  await expect
    .poll(() => markTexts(page))
    .toEqual(['1HGCM82633A004352', '20304753-0001', 'JH4KA7561PC008269']);
});
