/**
 * The side panel's country line and the user's rule for a site (issue 42): a ten-digit number after "TIN"
 * is Nigerian only on a page that is not foreign, and the user can say otherwise for a site. The pages
 * are served from 127.0.0.1, so no country domain helps: the page's own words decide.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { ViewerPage } from '@/test/support/pages/viewer';
import { invoicePdf } from '@/test/support/pdf/build-pdfs';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';

const ZW_TIN = '2000123456';
const ZW_VIN = 'AHTKB3CD9G0123456';
const NG_TIN = '2087654321';
const SITE = '127.0.0.1';

/** Serious or critical axe findings on the panel, in light and in dark. */
async function seriousViolations(panel: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page: panel }).include('.page-country').analyze();
    for (const violation of results.violations)
      if (['serious', 'critical'].includes(violation.impact ?? ''))
        found.push(`${colorScheme}: ${violation.id}`);
  }
  return found;
}

/**
 * Fills storage.local up to its quota with one filler value (as reliability-storage.spec.ts does), so the
 * next write fails as it does on a full profile; `fill` false removes the filler.
 */
function fillStorage(serviceWorker: Worker, fill: boolean): Promise<void> {
  return serviceWorker.evaluate(async (full) => {
    await chrome.storage.local.remove('filler');
    if (!full) return;
    const used = await chrome.storage.local.getBytesInUse(null);
    const room = chrome.storage.local.QUOTA_BYTES - used - 'filler'.length - 2;
    await chrome.storage.local.set({ filler: 'x'.repeat(room) });
  }, fill);
}

/** The values the side panel lists for the page, sorted (the list keeps the page order). */
const listedValues = (panel: Page) =>
  panel
    .locator('.page-ids__table tbody tr code')
    .allTextContents()
    .then((values) => values.sort());

test('a Harare quotation looks like Zimbabwe: its TIN counts only once the user treats the site as Nigerian', async ({
  openScannedPage,
  openExtensionPage,
}) => {
  const { page, tabId } = await openScannedPage('content/country-zimbabwe.html');
  // The TIN, a shape other countries print too, waits for the page's country, which says foreign.
  await expect.poll(() => markTexts(page)).toEqual([ZW_VIN]);

  let panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const line = panel.locator('.page-country__line');
  await expect(line).toHaveText(/^This page looks like Zimbabwe \(.+\)$/);
  // What decided it is what the page printed: its city, dialling code, currency or tax office.
  await expect(line).toContainText(/Harare|\+263|ZWG|US\$|ZIMRA/);
  // At the top of "On this page", above the list.
  const choice = panel.getByRole('combobox', { name: `Country for ${SITE}` });
  await expect(choice).toHaveValue('auto');
  await expect(panel.locator('.page-ids__table')).toBeVisible();
  expect((await line.boundingBox())!.y).toBeLessThan(
    (await panel.locator('.page-ids__table').boundingBox())!.y,
  );
  expect(await listedValues(panel)).toEqual([ZW_VIN]);
  expect(await markTexts(page)).toEqual([ZW_VIN]);
  // The control says what the rule changes.
  await expect(choice).toHaveAccessibleDescription(
    /10-digit TINs.*marked only on pages that are not foreign/,
  );

  // The user knows better for this site: the TIN is marked and listed, and the line says whose rule it is.
  await choice.selectOption({ label: 'Nigerian' });
  await expect(line).toHaveText(`You treat ${SITE} as Nigerian`);
  await expect(panel.locator('.page-country__alone')).toHaveText(/^On its own, the page looks like Zimbabwe/);
  await expect.poll(() => markTexts(page)).toEqual([ZW_TIN, ZW_VIN].sort());
  await expect.poll(() => listedValues(panel)).toEqual([ZW_TIN, ZW_VIN].sort());
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // The rule, the page's own reading (muted), the control and its hint read well in both themes.
  expect(await seriousViolations(panel)).toEqual([]);

  // The rule is the site's, not the panel's: it is there when the panel opens again, and after a reload.
  await panel.close();
  panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.locator('.page-country__line')).toHaveText(`You treat ${SITE} as Nigerian`);
  await expect(panel.getByRole('combobox', { name: `Country for ${SITE}` })).toHaveValue('nigerian');
  await expect.poll(() => listedValues(panel)).toEqual([ZW_TIN, ZW_VIN].sort());
  await page.reload();
  await expect.poll(() => markTexts(page)).toEqual([ZW_TIN, ZW_VIN].sort());

  // Back to Automatic: the page's own reading decides again, and the TIN goes from the page and the list.
  const again = panel.getByRole('combobox', { name: `Country for ${SITE}` });
  await again.selectOption({ label: 'Automatic' });
  await expect(panel.locator('.page-country__line')).toHaveText(/^This page looks like Zimbabwe/);
  await expect(panel.locator('.page-country__alone')).toHaveCount(0);
  await expect.poll(() => markTexts(page)).toEqual([ZW_VIN]);
  await expect.poll(() => listedValues(panel)).toEqual([ZW_VIN]);
});

test('a Lagos invoice looks Nigerian, and its ten-digit TIN is marked', async ({
  openScannedPage,
  openExtensionPage,
}) => {
  const { page, tabId } = await openScannedPage('content/country-nigeria.html');
  await expect.poll(() => markTexts(page)).toEqual([NG_TIN]);
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.locator('.page-country__line')).toHaveText(/^This page looks Nigerian \(.+\)$/);
  await expect(panel.locator('.page-country__line')).toContainText(/Lagos|₦|\+234|Ikeja/);
  await expect(panel.getByRole('combobox', { name: `Country for ${SITE}` })).toHaveValue('auto');
  await expect.poll(() => listedValues(panel)).toEqual([NG_TIN]);
});

test('a rule that cannot be saved changes nothing, says so, and Retry applies it', async ({
  openScannedPage,
  openExtensionPage,
  serviceWorker,
}) => {
  const { page, tabId } = await openScannedPage('content/country-nigeria.html');
  await expect.poll(() => markTexts(page)).toEqual([NG_TIN]);
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const line = panel.locator('.page-country__line');
  const choice = panel.getByRole('combobox', { name: `Country for ${SITE}` });
  await expect(line).toHaveText(/^This page looks Nigerian/);
  await expect.poll(() => listedValues(panel)).toEqual([NG_TIN]);

  // A full profile: the rule cannot be written. The line, the control, the page and the list stay as they were.
  await fillStorage(serviceWorker, true);
  await choice.selectOption({ label: 'Not Nigerian' });
  const alert = panel.getByRole('alert');
  await expect(alert.getByRole('paragraph')).toHaveText(
    `Your choice for ${SITE} was not saved: storage is full. Clear the cache or the history in Options, then Retry.`,
  );
  await expect(choice).toHaveValue('auto');
  await expect(line).toHaveText(/^This page looks Nigerian/);
  expect(await markTexts(page)).toEqual([NG_TIN]);
  expect(await listedValues(panel)).toEqual([NG_TIN]);

  // Room again: Retry sends the same choice, and the TIN goes from the page and the list.
  await fillStorage(serviceWorker, false);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(line).toHaveText(`You treat ${SITE} as not Nigerian`);
  await expect(panel.locator('.page-country__alone')).toHaveText(/^On its own, the page looks Nigerian/);
  await expect(choice).toHaveValue('foreign');
  await expect(alert).toHaveCount(0);
  await expect.poll(() => markTexts(page)).toEqual([]);
  await expect(panel.getByText('No identifiers found on this page.')).toBeVisible();
});

test('a PDF picked in the viewer has its country line but no site to set a rule for', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const viewer = await ViewerPage.withFile(openExtensionPage, {
    name: 'invoice.pdf',
    bytes: await invoicePdf(),
  });
  const tabId = await tabIdOf(serviceWorker, viewer.page.url());
  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  await expect(panel.locator('.page-ids__table')).toBeVisible();
  await expect(panel.locator('.page-country__line')).toHaveText(/^This page/);
  // A rule is kept per site, and a file from the computer has none: no control that would do nothing.
  await expect(panel.getByRole('combobox', { name: /^Country for/ })).toHaveCount(0);
});
