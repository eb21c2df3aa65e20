/**
 * The page's frames and what the extension reads of them: the scanner's quiescence signal (read from the
 * worker, never from the page), and the text beside an identifier read in the frame where it is printed.
 */
import { expect, test } from './fixtures';
import { markTexts, pointOnText, waitForRegistration } from '@/test/support/scanned-page';
import { scanStates, waitForScanIdle, waitForUiAttached } from '@/test/support/scan-signal';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';

test('the scanner says it is idle and that its UI attached, to the worker only', async ({
  context,
  pages,
  serviceWorker,
}) => {
  await waitForRegistration(serviceWorker);
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/framed.html`);
  // The top document and its same-site frame; the other site's frame runs nothing of ours.
  await waitForScanIdle(serviceWorker, page, 2);
  const sameSite = page.frame({ url: /127\.0\.0\.1.*frame-listing/ })!;
  // Idle means painted: the marks are there at once, with no polling.
  expect(await markTexts(page)).toEqual([VIN]);
  expect(await markTexts(sameSite)).toEqual([TIN, VIN].sort());
  expect(await scanStates(serviceWorker, page)).toHaveLength(2);

  // A page with marks, on screen, gets its UI ahead of need; the hover then finds its button.
  await waitForUiAttached(serviceWorker, page, 0);
  const point = await pointOnText(page, '#top', VIN);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeVisible();

  // The page's own world sees no trace of either signal.
  const ours = await page.evaluate(() =>
    Object.getOwnPropertyNames(globalThis).filter((name) => /vinTin/i.test(name)),
  );
  expect(ours).toEqual([]);
});
