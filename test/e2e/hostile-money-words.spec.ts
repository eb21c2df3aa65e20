/**
 * Money words that add up (issue 38), against the stand-in for the provider, counted at the mock: one charge
 * one row after a free status check, a balance line that never sits as current above the provider's "too
 * low", the low-balance warning wherever the balance is, and a bulk run that ends with its total.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { scenarioTin, scenarioVin } from '@/test/mock-api/scenarios';
import { lookUpVin } from '@/test/support/extension-ui';
import { BulkPage } from '@/test/support/pages/bulk';
import { OptionsPage } from '@/test/support/pages/options';
import { SummaryPage } from '@/test/support/pages/summary';
import { expect, MOCK_API_KEY, test } from './fixtures';

const VIN_POST = 'POST /verification/vehicle/vin';
const WALLET_GET = 'GET /api/v1/wallet';
const STATUS_GET = /^GET \/api\/v1\/verification\/api\/status\//;

type OpenPage = (path: string) => Promise<Page>;

/** The Prembly preset pointed at the stand-in, saved; `lowBelow` sets the low-balance warning level. */
async function savePrembly(openExtensionPage: OpenPage, baseUrl: string, lowBelow?: string): Promise<Page> {
  const options = await OptionsPage.open(openExtensionPage);
  await options.fillApi('Prembly', baseUrl, MOCK_API_KEY);
  if (lowBelow !== undefined) await options.page.getByLabel('Low-balance warning below').fill(lowBelow);
  await options.save();
  return options.page;
}

/** The free wallet check, from Options as a merchant does it. */
async function testConnection(options: Page): Promise<void> {
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(options.getByText('Connected. Balance NGN 25,000.00.')).toBeVisible();
}

async function download(page: Page, button: string): Promise<string[][]> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return Papa.parse<string[]>(readFileSync((await file.path()) ?? '', 'utf8'), { skipEmptyLines: true }).data;
}

function statusChecks(counts: Record<string, number>): number {
  return Object.entries(counts)
    .filter(([path]) => STATUS_GET.test(path))
    .reduce((sum, [, count]) => sum + count, 0);
}

test('a PENDING answer, then a free status check: the history CSV’s charge column sums to the one charge', async ({
  openExtensionPage,
  mockApi,
}) => {
  await (await savePrembly(openExtensionPage, mockApi.url)).close();
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, scenarioVin('pending'));
  await expect(popup.getByRole('alert')).toContainText('The provider charged NGN 100.00 for this.');
  await popup.getByRole('button', { name: 'Check status' }).click();
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  // The check was free, and the words name the lookup's one charge rather than "Not charged".
  await expect(report).toContainText('Status check · free. The lookup was charged NGN 100.00 at');
  await expect(report).not.toContainText('Not charged');

  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'History' }).click();
  await expect(panel.getByText('2 of 2 lookups')).toBeVisible();
  const [head = [], ...rows] = await download(panel, 'Export CSV');
  const cell = (row: string[], name: string) => row[head.indexOf(name)] ?? '';
  expect(rows).toHaveLength(2);
  const sum = rows.reduce((total, row) => total + Number(cell(row, 'amount') || 0), 0);
  expect(sum).toBe(100);
  // Newest first: the status check's row says "no" with no amount of its own; the lookup's says "yes".
  expect(rows.map((row) => [cell(row, 'was_charged'), cell(row, 'amount'), cell(row, 'currency')])).toEqual([
    ['no', '', ''],
    ['yes', '100.00', 'NGN'],
  ]);

  const counts = mockApi.countsByPath();
  expect(counts[VIN_POST]).toBe(1);
  expect(statusChecks(counts)).toBe(1);
});

test('a 402 never leaves a fresh balance line above the provider’s "Wallet balance too low"', async ({
  openExtensionPage,
  mockApi,
}) => {
  const options = await savePrembly(openExtensionPage, mockApi.url);
  await testConnection(options);
  const popup = await openExtensionPage('popup.html');
  const balance = popup.getByRole('region', { name: 'Wallet balance' });
  await expect(balance).toContainText(/NGN 25,000\.00 checked .*(now|second)/);

  await lookUpVin(popup, scenarioVin('http_402'));
  await expect(popup.getByRole('alert').filter({ hasText: 'Wallet balance too low' })).toBeVisible();
  // The line above the error says the balance was read before the provider's refusal, and warns.
  await expect(balance).toContainText('before the provider said the wallet is too low');
  await expect(balance).not.toContainText(/checked/);
  await expect(balance.getByRole('status')).toContainText(
    'Low balance: the provider said the wallet is too low at',
  );
  // The line sits above the error on the screen.
  const lineBox = await balance.boundingBox();
  const errorBox = await popup.getByRole('alert').filter({ hasText: 'Wallet balance too low' }).boundingBox();
  expect(lineBox!.y).toBeLessThan(errorBox!.y);

  // The side panel reads the same rule.
  const panel = await openExtensionPage('sidepanel.html');
  const panelBalance = panel.getByRole('region', { name: 'Wallet balance' });
  await expect(panelBalance).toContainText('before the provider said the wallet is too low');
  await expect(panelBalance).not.toContainText(/checked/);

  // A balance read after the refusal (free, the user's click) is the newer fact.
  await balance.getByRole('button', { name: 'Check balance' }).click();
  await expect(balance).toContainText(/checked .*(now|second)/);
  await expect(balance).not.toContainText('before the provider said');

  expect(mockApi.verificationCalls()).toHaveLength(1);
  expect(mockApi.countsByPath()[WALLET_GET]).toBe(2);
});

test('the popup shows the low-balance warning whenever the side panel does', async ({
  openExtensionPage,
  mockApi,
}) => {
  const options = await savePrembly(openExtensionPage, mockApi.url, '30000');
  await testConnection(options);
  const warning =
    'Low balance: NGN 25,000.00 left, below your warning level of NGN 30,000.00. Lookups stop when the wallet runs out.';
  const panel = await openExtensionPage('sidepanel.html');
  await expect(panel.getByRole('status').filter({ hasText: 'Low balance' })).toHaveText(warning);
  const popup = await openExtensionPage('popup.html');
  await expect(
    popup
      .getByRole('region', { name: 'Wallet balance' })
      .getByRole('status')
      .filter({ hasText: 'Low balance' }),
  ).toHaveText(warning);

  // Above the level, neither warns.
  await options.getByLabel('Low-balance warning below').fill('20000');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
  await panel.reload();
  await popup.reload();
  await expect(panel.getByRole('region', { name: 'Wallet balance' })).toContainText('NGN 25,000.00');
  await expect(popup.getByRole('region', { name: 'Wallet balance' })).toContainText('NGN 25,000.00');
  await expect(panel.getByText('Low balance')).toHaveCount(0);
  await expect(popup.getByText('Low balance')).toHaveCount(0);
  expect(mockApi.verificationCalls()).toHaveLength(0);
});

test('the Summary of an answer shown again names the one charge with its time and reference, said once', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  await (await savePrembly(openExtensionPage, mockApi.url)).close();
  const popup = await openExtensionPage('popup.html');
  const vin = scenarioVin('charged');
  await lookUpVin(popup, vin);
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toContainText('Charged NGN 100.00');
  await lookUpVin(popup, vin);
  await expect(report).toContainText('Free: answered from the cache');

  const sheet = (await SummaryPage.openFrom(context, popup)).article;
  await expect(sheet.locator('.summary__charge')).toHaveText(
    /^The lookup was charged NGN 100\.00 at .+ \(reference ref-mock-charged\)\. Viewing it again costs nothing\.$/,
  );
  // Never a bare "Charged NGN 100.00" beside "not paid for again".
  await expect(sheet).not.toContainText('not paid for again');
  await expect(sheet.getByText(/^Charged NGN/)).toHaveCount(0);
  expect(mockApi.countsByPath()[VIN_POST]).toBe(1);
});

test('a bulk run ends with its total per currency, on the page and in the export', async ({
  openExtensionPage,
  mockApi,
}) => {
  await (await savePrembly(openExtensionPage, mockApi.url)).close();
  const bulk = await BulkPage.open(openExtensionPage);
  const { page } = bulk;
  // Two answers charged NGN 100.00, the Business Tax sample charged USD 1.0, and a TIN the mock answers
  // "not found" with no cost reported.
  const identifiers = [scenarioVin('charged'), scenarioTin('charged'), '2522520314833', '10000000-0001'];
  await bulk.identifiers.fill(identifiers.join('\n'));
  await bulk.check();
  expect(await bulk.paidCount()).toBe(4);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/Finished/)).toBeVisible();

  const total = page.getByRole('region', { name: 'Run total' });
  await expect(total.getByRole('listitem')).toHaveText([
    'Charged by the provider during this run: NGN 200.00',
    'Charged by the provider during this run: USD 1.00',
    'Answers the provider said it charged for: 3',
    'Sent with no cost reported (they may have been billed): 1',
  ]);
  expect(mockApi.verificationCalls()).toHaveLength(4);

  const table = await download(page, 'Export CSV');
  const head = table[0] ?? [];
  const footerStart = table.findIndex((row) => row.every((cell) => cell === ''));
  const body = table.slice(1, footerStart);
  expect(body).toHaveLength(4);
  const ngn = body
    .filter((row) => row[head.indexOf('Currency')]?.toUpperCase() === 'NGN')
    .reduce((sum, row) => sum + Number(row[head.indexOf('Amount')] || 0), 0);
  expect(ngn).toBe(200);
  expect(table.slice(footerStart + 1).map((row) => row[0])).toEqual([
    'Charged by the provider during this run: NGN 200.00',
    'Charged by the provider during this run: USD 1.00',
    'Answers the provider said it charged for: 3',
    'Sent with no cost reported (they may have been billed): 1',
  ]);
});
