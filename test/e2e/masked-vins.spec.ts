/**
 * Masked VINs on an auction page (the first 11 characters shown, the rest masked): marked with a
 * Preview button whose click opens the free decode, never a paid lookup.
 */
import { expect, test } from './fixtures';
import { clickWhenSeen } from '@/test/support/page-ui';
import { SidePanelPage } from '@/test/support/pages/side-panel';
import { markTexts, pointOnText } from '@/test/support/scanned-page';
import { readStoredHistory } from '@/test/support/stored-history';
import { tabLookupValues } from '@/test/support/tab-lookups';

test('a masked VIN is marked with a Preview button: its free decode opens, and nothing is sent or billed', async ({
  serviceWorker,
  openExtensionPage,
  openScannedPage,
  configuredApi: mockApi,
}) => {
  const { page, tabId } = await openScannedPage('content/auction.html');
  expect(await markTexts(page)).toEqual(['1HGCM82633A******', '4T1BF1FK5DU••••••']);

  const point = await pointOnText(page, '#masked', '1HGCM82633A******');
  await page.mouse.move(point.x, point.y);
  const preview = page.getByRole('button', { name: 'Preview VIN 1HGCM82633A******' });
  await expect(preview).toHaveText('Free VIN preview');
  await clickWhenSeen(preview);
  await expect.poll(() => tabLookupValues(serviceWorker, tabId)).toEqual(['1HGCM82633A******']);

  const { page: panel } = await SidePanelPage.open(openExtensionPage, tabId);
  const card = panel.locator('.tab-lookups');
  // Shown as the information it is, not as a failure: no alert, no warning chip.
  const note = card.getByRole('note', { name: 'Masked VIN' });
  await expect(note).toContainText('Honda · 2003 · United States · serial hidden by the auction');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('region', { name: 'VIN preview' })).toContainText('Honda');
  await expect(card.getByRole('region', { name: 'VIN preview' })).toContainText(
    'Only 11 characters are shown',
  );
  await expect(panel.getByText('unchecked', { exact: true })).toHaveCount(0);
  // The other masked VIN's row offers its preview, and no row or button offers a paid lookup for them.
  await expect(
    panel.getByRole('button', { name: 'Preview VIN 4T1BF1FK5DU****** (free, nothing is sent)' }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Look up/ })).toHaveCount(1); // the search form's own
  await expect(panel.getByRole('button', { name: /Look up all|Look up the first/ })).toHaveCount(0);

  expect(mockApi.verificationCalls()).toEqual([]);
  expect(await readStoredHistory(serviceWorker)).toEqual([]);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain('Free VIN preview');
});
