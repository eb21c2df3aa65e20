/**
 * The side panel's "On this page" list on a page with more identifiers than it shows or sends at once:
 * rows a page at a time, paid lookups a batch per confirmation (utils/panel/page-batches.ts).
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { accessibleText } from '@/test/support/page-ui';
import { configureMockApi, expect, test } from './fixtures';
import { verifyTaxpayer } from '@/test/support/extension-ui';
import { HOST_TAG, markTexts, pointOnText, tabIdOf } from '@/test/support/scanned-page';
import { sortedTabLookupValues, tabLookupValues, unansweredTabLookups } from '@/test/support/tab-lookups';

const ALL = 250;
const tinOfRow = (row: number) => `${31000000 + row * 7919}-0001`;
const rowsFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => tinOfRow(first + index));

interface PanelFixtures {
  context: BrowserContext;
  pages: { url: string };
  serviceWorker: Worker;
  openExtensionPage: (path: string) => Promise<Page>;
}

/** Opens a test page, waits until all its identifiers are marked, and opens the side panel for its tab. */
async function openWithPanel(fixtures: PanelFixtures, file: string, marks: number) {
  const page = await fixtures.context.newPage();
  await page.goto(`${fixtures.pages.url}/content/${file}`);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(marks);
  const tabId = await tabIdOf(fixtures.serviceWorker, page.url());
  return { page, tabId, panel: await fixtures.openExtensionPage(`sidepanel.html?tab=${tabId}`) };
}

test('a register of 250 TINs: the list shows 100 rows at a time, and each confirmation sends 20 lookups at most', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const fixtures = { context, pages, serviceWorker, openExtensionPage };
  const { page, tabId, panel } = await openWithPanel(fixtures, 'register.html', ALL);
  const rows = panel.locator('.page-ids__table tbody tr');
  await expect(rows).toHaveCount(100);
  await expect(panel.getByText(`Showing 100 of ${ALL} identifiers.`)).toBeVisible();
  await panel.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(rows).toHaveCount(200);
  await panel.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(rows).toHaveCount(ALL);
  await expect(panel.getByText(/^Showing/)).toHaveCount(0);

  // Cancel sends nothing.
  await panel.getByRole('button', { name: 'Look up the first 20…' }).click();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  expect(await tabLookupValues(serviceWorker, tabId)).toEqual([]);

  await panel.getByRole('button', { name: 'Look up the first 20…' }).click();
  const confirm = panel.getByRole('alertdialog', { name: 'Confirm demo lookups' });
  await expect(confirm).toContainText(
    `Look up 20 of the ${ALL} identifiers not looked up yet (${ALL} found on this page)?`,
  );
  await confirm.getByRole('button', { name: 'Look up 20' }).click();
  const firstBatch = rowsFrom(0, 20);
  // Answers come to the top of the tab's list as they arrive: compared as sets.
  await expect.poll(() => sortedTabLookupValues(serviceWorker, tabId)).toEqual(firstBatch.sort());
  await expect.poll(() => unansweredTabLookups(serviceWorker, tabId)).toBe(0);

  // One looked up from its own row is not sent again by the next batch.
  await panel.getByRole('button', { name: `Look up TIN ${tinOfRow(24)}` }).click();
  await expect
    .poll(() => tabLookupValues(serviceWorker, tabId).then((values) => values.at(-1)))
    .toBe(tinOfRow(24));
  await panel.getByRole('button', { name: 'Look up the next 20…' }).click();
  await expect(confirm).toContainText(
    `Look up 20 of the ${ALL - 21} identifiers not looked up yet (${ALL} found on this page)?`,
  );
  await confirm.getByRole('button', { name: 'Look up 20' }).click();
  const secondBatch = [...rowsFrom(20, 4), ...rowsFrom(25, 16)];
  await expect.poll(() => sortedTabLookupValues(serviceWorker, tabId)).toEqual(secondBatch.sort());
  // Nothing else was sent: once every answer is in, history holds the 41 lookups, once each.
  await expect.poll(() => unansweredTabLookups(serviceWorker, tabId)).toBe(0);
  const history = await serviceWorker.evaluate(async () => {
    const { history: index } = await chrome.storage.local.get('history');
    return (index as { rows?: unknown[] } | undefined)?.rows?.length ?? 0;
  });
  expect(history).toBe(41);

  // The page grew (infinite scroll): "Refresh list" reads it again, and what was sent stays sent.
  await page.evaluate(() => (window as unknown as { addRows(count: number): void }).addRows(5));
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(ALL + 5);
  await panel.getByRole('button', { name: 'Refresh list' }).click();
  // Three pages of rows were asked for: the five new rows show too.
  await expect(rows).toHaveCount(ALL + 5);
  await expect(rows.last()).toContainText(tinOfRow(ALL + 4));
  await panel.getByRole('button', { name: 'Look up the next 20…' }).click();
  await expect(confirm).toContainText(
    `Look up 20 of the ${ALL + 5 - 41} identifiers not looked up yet (${ALL + 5} found on this page)?`,
  );
});

test('a listing with a few identifiers: "Look up all" sends each listed identifier once, after saying how many', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const fixtures = { context, pages, serviceWorker, openExtensionPage };
  const { tabId, panel } = await openWithPanel(fixtures, 'listing.html', 6);
  // One row per identifier: the page's six marks hold four (two VINs appear twice).
  const codes = panel.locator('.page-ids__table tbody tr code');
  await expect(codes).toHaveCount(4);
  const listed = await codes.allTextContents();
  await expect(panel.getByText(/^Showing/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Look up all…' }).click();
  const confirm = panel.getByRole('alertdialog', { name: 'Confirm demo lookups' });
  await expect(confirm).toContainText(`Look up all ${listed.length} identifiers?`);
  // Demo answers cost nothing, so the confirmation speaks of no payment.
  await expect(confirm).not.toContainText(/paid|charge|bill|wallet/i);
  await confirm.getByRole('button', { name: `Look up ${listed.length}` }).click();
  await expect(panel.getByText('Every identifier listed here was sent for lookup.')).toBeVisible();
  await expect
    .poll(() => tabLookupValues(serviceWorker, tabId).then((values) => values.sort()))
    .toEqual([...listed].sort());
});

test('with the API, "Look up all" says the lookups may be paid calls', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const { panel } = await openWithPanel(
    { context, pages, serviceWorker, openExtensionPage },
    'listing.html',
    6,
  );
  await panel.getByRole('button', { name: 'Look up all…' }).click();
  const confirm = panel.getByRole('alertdialog', { name: 'Confirm paid lookups' });
  await expect(confirm).toContainText('This may make up to 4 paid calls');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(mockApi.verificationCalls()).toHaveLength(0);
});

test('the side panel lists the page first, each row with its outcome; a row shows its identifier on the page; one report opens at a time', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const fixtures = { context, pages, serviceWorker, openExtensionPage };
  const { page, panel } = await openWithPanel(fixtures, 'listing.html', 6);
  const onPage = panel.getByRole('heading', { name: 'On this page' });
  const results = panel.getByRole('heading', { name: 'Results' });
  expect((await onPage.boundingBox())!.y).toBeLessThan((await results.boundingBox())!.y);

  const rowOf = (value: string) => panel.locator('.page-ids__table tbody tr').filter({ hasText: value });
  await panel.getByRole('button', { name: 'Look up TIN 10493827-0001' }).click();
  const taxpayer = rowOf('10493827-0001').getByRole('button', {
    name: 'Found in the demo data · ADEWALE AUTOS NIGERIA LIMITED',
  });
  await expect(taxpayer).toBeVisible();
  await panel.getByRole('button', { name: /^Look up .+ RC1456032$/ }).click();
  // Demo data finds, it verifies nothing: no ✓ on a demo answer (utils/verdict/).
  const company = rowOf('RC1456032').getByRole('button', { name: /^Found in the demo data · \S/ });
  await expect(company).toBeVisible();
  // Not in the demo: a cross, and the row's code scrolls nowhere new.
  await panel.getByRole('button', { name: 'Look up VIN JH4KA7561PC008269' }).click();
  await expect(rowOf('JH4KA7561PC008269').getByRole('button', { name: /^✗ / })).toBeVisible();

  // The newest report is open, and only it.
  const expanded = panel.locator('.tab-lookups__row[aria-expanded="true"]');
  await expect(expanded).toHaveCount(1);
  await expect(expanded).toContainText('JH4KA7561PC008269');
  await expect(panel.getByText('Found in the demo data', { exact: true })).toHaveCount(0);
  // A row's outcome opens its report in place of the open one.
  await taxpayer.click();
  await expect(expanded).toHaveCount(1);
  await expect(expanded).toContainText('10493827-0001');
  await expect(panel.getByText('Found in the demo data', { exact: true })).toHaveCount(1);
  await company.click();
  await expect(expanded).toHaveCount(1);
  await expect(expanded).toContainText('RC1456032');
  await expect(panel.getByText('Found in the demo data', { exact: true })).toHaveCount(1);
  // The same identifier asked again (the panel's own search) comes from the cache, and its row says so.
  await verifyTaxpayer(panel, 'TIN', '10493827-0001');
  await expect(rowOf('10493827-0001')).toContainText('cached');
  await expect(expanded).toContainText('10493827-0001');

  // The identifier itself scrolls the page to it and marks it for a moment, with the page's DOM untouched.
  await page.setViewportSize({ width: 800, height: 200 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await page.evaluate(() => document.documentElement.outerHTML);
  await panel.getByRole('button', { name: 'Show JH4KA7561PC008269 on the page' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const focused = () =>
    page.evaluate(() => {
      const highlight = CSS.highlights.get('vin-tin-lookup-focus') as
        (Highlight & Iterable<AbstractRange>) | undefined;
      return [...(highlight ?? [])].map((marked) => {
        const range = document.createRange();
        range.setStart(marked.startContainer, marked.startOffset);
        range.setEnd(marked.endContainer, marked.endOffset);
        return range.toString();
      });
    });
  await expect.poll(focused).toEqual(['JH4KA7561PC008269']);
  // Split across elements on the page: the scanner's own mark is the one shown, exactly as printed.
  await panel.getByRole('button', { name: 'Show 10493827-0001 on the page' }).click();
  await expect.poll(focused).toEqual(['10493827-0001']);
  await expect.poll(focused, { timeout: 5_000 }).toEqual([]);
  // The identifier's button is shown beside it (the page UI's hosts, outside <body>: the button's, and the
  // answer card's, made with it whatever it holds); nothing else.
  const withoutHost = await page.evaluate((tag) => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone.querySelectorAll(`${tag}, :scope > div[popover]`).forEach((host) => host.remove());
    return clone.outerHTML;
  }, HOST_TAG);
  expect(withoutHost).toBe(before);

  // Gone from the page since the list was read: the panel says so.
  await page.evaluate(() => ['cell', 'link'].forEach((id) => document.getElementById(id)!.remove()));
  await panel.getByRole('button', { name: 'Show JH4KA7561PC008269 on the page' }).click();
  await expect(panel.getByRole('alert')).toContainText('The page no longer shows JH4KA7561PC008269');
});

test('a VIN row says when its listing names another year or make, for listings loaded later too', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  // With a paid API configured: the listing check is free and sends nothing.
  await configureMockApi(openExtensionPage, mockApi.url);
  const fixtures = { context, pages, serviceWorker, openExtensionPage };
  const { page, panel } = await openWithPanel(fixtures, 'listing-claims.html', 2);
  const rowOf = (value: string) => panel.locator('.page-ids__table tbody tr').filter({ hasText: value });
  await expect(rowOf('1HGCM82633A004352').getByRole('note')).toHaveText(
    /The listing says 2019 Toyota; the VIN says 2003 Honda/,
  );
  await expect(rowOf('4T1BF1FK5DU276514').getByRole('note')).toHaveCount(0);

  // More stock loads as the page scrolls: the list, read again, checks the new VIN too.
  await page.evaluate(() => (window as unknown as { addListing(): void }).addListing());
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBe(3);
  await panel.getByRole('button', { name: 'Refresh list' }).click();
  await expect(rowOf('1HGCP2F31CA094217').getByRole('note')).toHaveText(
    /The listing says 2016 Toyota; the VIN says 2012 Honda/,
  );
  // Beside its button on the page it says the same, out of the page's reach (a closed shadow root).
  const point = await pointOnText(page, '#later-vin', '1HGCP2F31CA094217');
  await page.mouse.move(point.x, point.y);
  await expect(page.getByRole('button', { name: 'Look up VIN 1HGCP2F31CA094217' })).toHaveText(
    'Look up VIN · paid',
  );
  await expect
    .poll(() => accessibleText(page))
    .toMatch(/The listing says 2016 Toyota; the VIN says 2012 Honda/);
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain('The listing says');
  expect(mockApi.verificationCalls()).toEqual([]);
});

test('a page not scanned says why: Options for a website, never for a page Options cannot add', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const activeTabId = () =>
    serviceWorker.evaluate(async () => {
      const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      return tab!.id!;
    });
  // localhost is not a granted site, and without a grant the browser hides its address from the worker.
  const site = await context.newPage();
  await site.goto(`${pages.url.replace('127.0.0.1', 'localhost')}/content/listing.html`);
  const siteTab = await activeTabId();
  const sitePanel = await openExtensionPage(`sidepanel.html?tab=${siteTab}`);
  await expect(sitePanel.getByText(/^This page is not scanned\. Use “Scan this page”/)).toBeVisible();
  await expect(sitePanel.getByRole('link', { name: 'Open Options' })).toHaveAttribute(
    'href',
    '/options.html',
  );
  // An extension's page (here our own Options) cannot be added in Options: the panel does not send the user there.
  const options = await openExtensionPage('options.html');
  const optionsTab = await activeTabId();
  const optionsPanel = await openExtensionPage(`sidepanel.html?tab=${optionsTab}`);
  await expect(optionsPanel.getByText(/^Extension pages cannot be scanned\./)).toBeVisible();
  await expect(optionsPanel.getByRole('link', { name: 'Open Options' })).toHaveCount(0);
  await expect(optionsPanel.getByText(/allow this site in Options/)).toHaveCount(0);
  await options.close();
});
