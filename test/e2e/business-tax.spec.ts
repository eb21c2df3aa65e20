/**
 * Issue 27: the 13-digit Tax ID goes to the provider's Business Tax check (`tax_number`), once, and its
 * answer shows the taxpayer's name, verdict and charge; a legacy TIN stays on the TIN check. The name
 * check travels with the answer: the page's line, the side panel's row and the history CSV all say
 * "name differs", and a name hidden beside the number is never called a match.
 */
import { readFileSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test, configureMockApi } from './fixtures';
import { verifyTaxpayer } from '@/test/support/extension-ui';
import { accessibleText, pressPageButton } from '@/test/support/page-ui';
import { markTexts, tabIdOf } from '@/test/support/scanned-page';

const BUSINESS_TAX = '/verification/ng/business_tax';
const ADEWALE_TAX_ID = '1049382700013';

async function openScannedPage(
  context: import('@playwright/test').BrowserContext,
  serviceWorker: Worker,
  url: string,
): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(() => markTexts(page).then((texts) => texts.length)).toBeGreaterThan(0);
  return { page, tabId: await tabIdOf(serviceWorker, url) };
}

test('a Tax ID from the popup goes once to Business Tax with tax_number; a legacy TIN stays on the TIN check', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', '2522 5203 14833');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record.getByText(/^✓ Verified$/)).toBeVisible();
  await expect(record.getByRole('heading', { name: 'PREMBLY LIMITED' })).toBeVisible();
  await expect(record.locator('dd', { hasText: 'Company' })).toBeVisible();
  await expect(record).toContainText('VER-BUSINESS_TAX_NG-');
  await expect(record.getByText(/^Charged .*1(\.0+)?/)).toContainText(/USD|US\$|\$/);

  await verifyTaxpayer(popup, 'TIN', '10493827-0001');
  await expect(record.getByRole('heading', { name: 'ADEWALE AUTOS NIGERIA LIMITED' })).toBeVisible();
  // Answered from the cache now: nothing is sent twice.
  await verifyTaxpayer(popup, 'TIN', '2522520314833');
  await expect(record.getByRole('heading', { name: 'PREMBLY LIMITED' })).toBeVisible();

  const posts = mockApi.calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => [call.path, call.body])).toEqual([
    [BUSINESS_TAX, { tax_number: '2522520314833' }],
    ['/api/v1/biometrics/merchant/data/verification/tin', { channel: 'TIN', number: '10493827-0001' }],
  ]);
});

test('a gateway without a Tax ID check says so before sending, and offers the legacy TIN or RC/BN', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', '2522520314833');
  const failure = popup.getByRole('alert');
  await expect(failure).toContainText('no documented check for the 13-digit Tax ID');
  await expect(failure).toContainText("legacy TIN or the company's RC or BN number");
  await expect(popup.getByText('Nothing was sent', { exact: false }).first()).toBeVisible();
  await expect(popup.getByRole('note', { name: 'Next steps for this Tax ID' })).toContainText(
    "verify the company's RC or BN number, or the person's legacy TIN",
  );
  expect(mockApi.calls.filter((call) => call.method === 'POST')).toEqual([]);

  // In bulk, the same Tax ID is a row not valid with that reason, never counted as a paid lookup.
  const bulk = await openExtensionPage('bulk.html');
  await bulk.getByLabel('Identifiers').fill('2522520314833\n10493827-0001');
  await bulk.getByRole('button', { name: 'Check' }).click();
  await expect(bulk.getByText('1 paid lookup', { exact: true })).toBeVisible();
  await expect(bulk.getByText('Rows not valid: 1')).toBeVisible();
  await expect(bulk.getByRole('row', { name: /2522520314833 Not valid/ })).toContainText(
    'has no documented check for the 13-digit Tax ID',
  );
  expect(mockApi.calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('a Tax ID on an invoice whose printed name differs: the page line, the panel row and the history CSV say so', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const { page, tabId } = await openScannedPage(
    context,
    serviceWorker,
    `${pages.url}/content/invoice-tax-id.html`,
  );
  await pressPageButton(page, new RegExp(`^Verify .*${ADEWALE_TAX_ID}`));

  // The page's one line, beside the identifier out of the page's reach (read as a screen reader does): the
  // answer's verdict (the page prints another name) and the provider's name.
  await expect
    .poll(() => accessibleText(page))
    .toMatch(/^⚠ Found, but the name differs · ADEWALE AUTOS NIGERIA LIMITED$/m);
  await expect
    .poll(() => mockApi.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]))
    .toEqual([[BUSINESS_TAX, { tax_number: ADEWALE_TAX_ID }]]);

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const row = panel.locator('tr', { has: panel.getByRole('button', { name: new RegExp(ADEWALE_TAX_ID) }) });
  await expect(row).toContainText('⚠ Found, but the name differs');
  const record = panel.getByRole('region', { name: 'Taxpayer record' });
  await expect(
    record.getByText(
      'The name on the page, ADEWALE MOTORS LTD, does not match the record: ADEWALE AUTOS NIGERIA LIMITED',
    ),
  ).toBeVisible();
  await expect(record.getByText(/^Charged /)).toBeVisible();

  await panel.getByRole('button', { name: 'History' }).click();
  await expect(panel.getByText('⚠ name differs: ADEWALE MOTORS LTD')).toBeVisible();
  const [download] = await Promise.all([
    panel.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const [header, first] = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8'), {
    skipEmptyLines: true,
  }).data;
  const cell = (name: string) => first?.[header!.indexOf(name)];
  expect(cell('identifier')).toBe(ADEWALE_TAX_ID);
  expect(cell('taxpayer_name')).toBe('ADEWALE AUTOS NIGERIA LIMITED');
  expect(cell('name_on_page')).toBe('ADEWALE MOTORS LTD');
  expect(cell('name_match')).toBe('differs');
  expect([cell('amount'), cell('currency')]).toEqual(['1.0', 'USD']);
});

test('a name hidden beside the TIN (opacity 0, 1 px) is never called a match', async ({
  context,
  pages,
  serviceWorker,
  openExtensionPage,
}) => {
  const { page, tabId } = await openScannedPage(
    context,
    serviceWorker,
    `${pages.url}/content/invoice-hidden-name.html`,
  );
  await pressPageButton(page, /^Verify TIN 10493827-0001/);
  // The answer beside the TIN names the taxpayer and says its name was not checked (a match would be ✓).
  await expect
    .poll(() => accessibleText(page))
    .toMatch(/^⚠ Found in the demo data, but the name was not checked · ADEWALE AUTOS NIGERIA LIMITED$/m);
  expect(await accessibleText(page)).not.toMatch(/✓ ADEWALE/);

  const panel = await openExtensionPage(`sidepanel.html?tab=${tabId}`);
  const record = panel.getByRole('region', { name: 'Taxpayer record' });
  await expect(record.getByText('The page hides text beside this number')).toBeVisible();
  await expect(record.getByText(/The name on the page, .*, matches$/)).toHaveCount(0);
});

test('bulk: Tax IDs go to Business Tax, and the name column flags the one row whose name differs', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);
  const page = await openExtensionPage('bulk.html');
  const csv = [
    'Business name,Tax ID,Branch',
    'Prembly Ltd,2522520314833,Lagos',
    'ADEWALE MOTORS LTD,1049382700013,Ikeja',
    '"Adewale Autos (Nig.) Limited",10493827-0001,Ikeja',
  ].join('\n');
  await page
    .getByLabel('Upload CSV or Excel file')
    .setInputFiles({ name: 'borrowers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Identifier column')).toHaveValue('1');
  await expect(page.getByLabel('Name column')).toHaveValue('0');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/3 paid lookups/)).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

  const posts = mockApi.verificationCalls().map((call) => [call.path, call.body]);
  expect(posts).toHaveLength(3);
  expect(posts).toEqual(
    expect.arrayContaining([
      [BUSINESS_TAX, { tax_number: '2522520314833' }],
      [BUSINESS_TAX, { tax_number: ADEWALE_TAX_ID }],
      ['/api/v1/biometrics/merchant/data/verification/tin', { channel: 'TIN', number: '10493827-0001' }],
    ]),
  );

  await page.getByLabel('Show').selectOption({ label: 'Name differs' });
  await expect(page.getByText('1 row shown')).toBeVisible();
  const rows = page.locator('.bulk-table__body [role="row"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ADEWALE_TAX_ID);
  await expect(rows.first()).toContainText('Found, but the name differs');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const table = Papa.parse<string[]>(readFileSync((await download.path())!, 'utf8'), {
    skipEmptyLines: true,
  }).data;
  const column = table[0]!.indexOf('name_match');
  expect(column).toBeGreaterThan(2);
  // The rows before the blank row that starts the run's total (issue 38).
  const results = table.slice(
    1,
    table.findIndex((row) => row.every((cell) => cell === '')),
  );
  expect(results.map((row) => [row[1], row[column]])).toEqual([
    ['2522520314833', 'matches'],
    [ADEWALE_TAX_ID, 'differs'],
    ['10493827-0001', 'matches'],
  ]);
});
