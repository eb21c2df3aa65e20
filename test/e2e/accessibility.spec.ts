/**
 * Every surface in light and dark: no serious or critical axe violations, and a screenshot of each
 * (under test-results/screenshots, not committed) for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lookUpVin, verifyTaxpayer } from '@/test/support/extension-ui';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';
import { expect, test } from './fixtures';

const SCREENSHOTS = 'test-results/screenshots';

async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    `${name} has serious accessibility violations`,
  ).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`popup, side panel, options and both result views are accessible (${colorScheme})`, async ({
    openExtensionPage,
    context,
    pages,
    serviceWorker,
  }) => {
    const popup = await openExtensionPage('popup.html');
    await popup.emulateMedia({ colorScheme });
    await popup.setViewportSize({ width: 400, height: 800 });
    await expectAccessible(popup, `popup-empty-${colorScheme}`);

    await lookUpVin(popup, '4T1BF1FK5DU276514');
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
    await expectAccessible(popup, `vehicle-report-${colorScheme}`);

    await verifyTaxpayer(popup, 'TIN', '10493827-0001');
    await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
    await expectAccessible(popup, `taxpayer-record-${colorScheme}`);

    await lookUpVin(popup, '4T1BF1FK5DU27651');
    await expect(popup.getByRole('alert')).toBeVisible();
    await expectAccessible(popup, `popup-error-${colorScheme}`);

    const panel = await openExtensionPage('sidepanel.html');
    await panel.emulateMedia({ colorScheme });
    await panel.setViewportSize({ width: 380, height: 800 });
    await expectAccessible(panel, `sidepanel-${colorScheme}`);
    await panel.getByRole('button', { name: 'History' }).click();
    await expect(panel.getByText(/of \d+ lookups/)).toBeVisible();
    await expectAccessible(panel, `sidepanel-history-${colorScheme}`);

    // A scanned page with more identifiers than the panel lists or sends at once, a batch to confirm.
    const register = await context.newPage();
    await register.goto(`${pages.url}/content/register.html`);
    await expect.poll(() => markTexts(register).then((texts) => texts.length)).toBe(250);
    const tabId = await tabIdOf(serviceWorker, register.url());
    const pagePanel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
    await pagePanel.emulateMedia({ colorScheme });
    await pagePanel.setViewportSize({ width: 380, height: 800 });
    await pagePanel.getByRole('button', { name: 'Look up the first 20…' }).click();
    await expect(pagePanel.getByRole('alertdialog', { name: 'Confirm demo lookups' })).toBeVisible();
    await expectAccessible(pagePanel, `sidepanel-page-identifiers-${colorScheme}`);

    // A listing with answers: each row's outcome, one report open.
    const listing = await context.newPage();
    await listing.goto(`${pages.url}/content/listing.html`);
    await expect.poll(() => markTexts(listing).then((texts) => texts.length)).toBe(6);
    const listingTab = await tabIdOf(serviceWorker, listing.url());
    const outcomes = await openExtensionPage(`sidepanel.html?tab=${listingTab}`);
    await outcomes.emulateMedia({ colorScheme });
    await outcomes.setViewportSize({ width: 400, height: 800 });
    await outcomes.getByRole('button', { name: 'Look up VIN JH4KA7561PC008269' }).click();
    await outcomes.getByRole('button', { name: 'Look up TIN 10493827-0001' }).click();
    // Demo data finds, it verifies nothing: the record's verdict says so.
    await expect(outcomes.getByText('Found in the demo data', { exact: true })).toBeVisible();
    await expectAccessible(outcomes, `sidepanel-outcomes-${colorScheme}`);

    const options = await openExtensionPage('options.html');
    await options.emulateMedia({ colorScheme });
    await expect(options.getByLabel('Data source')).toBeVisible();
    await expectAccessible(options, `options-${colorScheme}`);
  });
}
