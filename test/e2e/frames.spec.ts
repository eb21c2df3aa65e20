/**
 * Frames: the content script runs in every frame of a granted site and in no frame of another site; the
 * side panel lists the identifiers of the page and its frames as one; a lookup works from inside a
 * frame; withdrawing the site stops the frames too.
 */
import { expect, test } from './fixtures';
import { HOST_TAG, markTexts, tabIdOf, waitForRegistration } from '@/test/support/scanned-page';
import { tabLookupValues } from '@/test/support/tab-lookups';

const VIN = '1HGCM82633A004352';
const TIN = '10493827-0001';

test('frames of a granted site are scanned, others never; the side panel merges them; a frame can look up', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  // Registered before the page loads: the script's registration is what reaches frames (the injection
  // into tabs already open when a site is granted reaches their top document only).
  await waitForRegistration(serviceWorker);
  const page = await context.newPage();
  await page.goto(`${pages.url}/content/framed.html`);
  const sameSite = page.frame({ url: /127\.0\.0\.1.*frame-listing/ })!;
  const otherSite = page.frame({ url: /localhost.*frame-listing/ })!;
  await expect.poll(() => markTexts(page)).toEqual([VIN]);
  await expect.poll(() => markTexts(sameSite)).toEqual([TIN, VIN].sort());
  // The other site's frame is loaded and has the same text, and nothing of ours.
  await expect(otherSite.getByText('Framed listing')).toBeVisible();
  expect(await markTexts(otherSite)).toEqual([]);
  expect(await otherSite.evaluate((tag) => document.querySelectorAll(tag).length, HOST_TAG)).toBe(0);

  const tabId = await tabIdOf(serviceWorker, page.url());
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const rows = panel.locator('.page-ids__table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: VIN })).toContainText('2×');
  // Seen once: no count to read.
  await expect(rows.filter({ hasText: TIN })).not.toContainText('×');

  // The keyboard inside the frame: its own button, its own lookup.
  await sameSite.locator('#framed').click();
  await page.keyboard.press('Alt+Shift+S');
  await expect(sameSite.getByRole('button', { name: `Look up VIN ${VIN}` })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const tinButton = sameSite.getByRole('button', { name: `Verify TIN ${TIN}` });
  await expect(tinButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => tabLookupValues(serviceWorker, tabId)).toEqual([TIN]);

  // Withdrawing the site stops the page and its frame at once.
  await serviceWorker.evaluate(() =>
    (
      globalThis as unknown as {
        vinTinSiteScanning: { stopScanningRevokedSites(patterns: string[]): Promise<void> };
      }
    ).vinTinSiteScanning.stopScanningRevokedSites(['http://127.0.0.1/*']),
  );
  await expect.poll(() => markTexts(sameSite)).toEqual([]);
  await expect.poll(() => markTexts(page)).toEqual([]);
  expect(await sameSite.evaluate((tag) => document.querySelectorAll(tag).length, HOST_TAG)).toBe(0);
});
