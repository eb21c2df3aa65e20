/**
 * Bulk verification against the mock API, driven by the names outside tests rely on: paste and upload,
 * the plan's paid count before anything is sent, Start/Pause/Resume/Cancel, exports, bad files, and a
 * worker stopped mid-run with no identifier ever sent twice.
 */
import type { Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import AxeBuilder from '@axe-core/playwright';
import { configureMockApi, expect, test } from './fixtures';
import { stopWorker } from '@/test/support/service-worker';
import { everyCallAnswered } from '@/test/support/mock-calls';

const DEMO_VIN = '4T1BF1FK5DU276514';
/** Distinct TINs the mock answers "not found" (billed like any answer). */
const tins = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `${String(10_000_000 + from + index)}-0001`);

type MockApi = Parameters<Parameters<typeof test>[2]>[0]['mockApi'];

function sentIdentifiers(mockApi: MockApi): string[] {
  return mockApi.verificationCalls().map((call) => {
    const body = call.body as { vin?: string; number?: string };
    return body.vin ?? body.number ?? '';
  });
}

function progress(page: Page) {
  return page.getByRole('progressbar');
}

async function check(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/\d+ paid lookups?/)).toBeVisible();
}

async function paidCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ paid lookups?/).innerText();
  return Number(/(\d+) paid/.exec(text)?.[1]);
}

async function downloaded(page: Page, button: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFileSync((await download.path()) ?? '');
}

test('pasted prose: the plan counts paid lookups before anything is sent, then Start sends each once and exports', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const [first, second] = tins(2);
  await page
    .getByLabel('Identifiers')
    .fill(
      `Supplier list:\nVIN ${DEMO_VIN} and again ${DEMO_VIN}\nTax ID ${first}\n${second}\nBADVALUE12\nThanks, the team`,
    );
  await check(page);
  expect(await paidCount(page)).toBe(3);
  await expect(page.getByText('Duplicates merged: 1')).toBeVisible();
  await expect(page.getByText('Rows not valid: 1')).toBeVisible();
  expect(mockApi.verificationCalls()).toHaveLength(0);

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '3');
  await expect(progress(page)).toHaveAttribute('aria-valuemax', '3');
  await expect(page.getByText(/Finished/)).toBeVisible();
  expect(sentIdentifiers(mockApi).sort()).toEqual([DEMO_VIN, first, second].sort());

  const csv = Papa.parse<string[]>(String(await downloaded(page, 'Export CSV')), {
    skipEmptyLines: true,
  }).data;
  expect(csv[0]).toEqual(
    expect.arrayContaining(['Status', 'Name or vehicle', 'Charged', 'Fetched at', 'From cache']),
  );
  // The run's total ends the file after a blank row (issue 38).
  expect(csv.findIndex((row) => row.every((cell) => cell === ''))).toBe(6);
  const vinRows = csv.filter((row) => row[0] === DEMO_VIN);
  expect(vinRows).toHaveLength(2);
  // A vehicle answer is a specification found, never an identity verified (utils/verdict/).
  expect(vinRows[0]?.[1]).toBe('Specification found');
  expect(csv.find((row) => row[0] === 'BADVALUE12')?.[1]).toBe('Not valid');

  // A second plan of the same list: every answer (found or not found) is now free.
  await check(page);
  expect(await paidCount(page)).toBe(0);
  await expect(page.getByText('Already in the cache (free): 3')).toBeVisible();
});

test('CSV upload: the identifier column is picked by header and content, other columns come back in the export', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const numbers = tins(4);
  const csv = [
    'Supplier,Tax ID,Notes',
    ...numbers.map((tin, index) => `"Vendor ${index}, Ltd",${tin},=1+${index}`),
  ].join('\n');
  await page
    .getByLabel('Upload CSV or Excel file')
    .setInputFiles({ name: 'vendors.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('vendors.csv: 4 rows.')).toBeVisible();
  await expect(page.getByLabel('Identifier column')).toHaveValue('1');
  await check(page);
  expect(await paidCount(page)).toBe(4);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '4');
  expect(sentIdentifiers(mockApi).sort()).toEqual(numbers);

  const book = XLSX.read(await downloaded(page, 'Export Excel'), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
  expect(rows[0]?.slice(0, 4)).toEqual(['Supplier', 'Tax ID', 'Notes', 'Status']);
  expect(rows[1]?.slice(0, 4)).toEqual(['Vendor 0, Ltd', numbers[0], "'=1+0", 'Not found']);
});

test('XLSX upload: the first sheet is read, the plan and the run follow', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Chassis', 'Owner'],
    [DEMO_VIN, 'A'],
    [DEMO_VIN, 'B'],
    ['RC9999900', 'C'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Fleet');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await page.getByLabel('Upload CSV or Excel file').setInputFiles({
    name: 'fleet.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(page.getByText('fleet.xlsx: 3 rows.')).toBeVisible();
  await expect(page.getByLabel('Identifier column')).toHaveValue('0');
  await check(page);
  expect(await paidCount(page)).toBe(2);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '2');
  expect(mockApi.verificationCalls()).toHaveLength(2);
  // Any row's full record in a click.
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
});

test('Pause stops sending, the job outlives its page, Resume carries on, Cancel ends the run with the rest unsent', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  let page = await openExtensionPage('bulk.html');
  const numbers = tins(30);
  mockApi.setScenario('slow', { delayMs: 400, times: 100 });
  await page.getByLabel('Identifiers').fill(numbers.join('\n'));
  await check(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => mockApi.verificationCalls().length).toBeGreaterThanOrEqual(4);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(/Paused/)).toBeVisible();
  // What was in flight finishes; nothing new leaves while paused.
  await expect.poll(() => everyCallAnswered(mockApi)).toBe(true);
  const whilePaused = mockApi.verificationCalls().length;
  // Time is what is tested here: a second of pause sends nothing.
  await page.waitForTimeout(1_000);
  expect(mockApi.verificationCalls()).toHaveLength(whilePaused);
  expect(whilePaused).toBeLessThan(30);

  // The job is the background's: a page closed and opened again finds it where it was.
  await page.close();
  page = await openExtensionPage('bulk.html');
  await expect(page.getByText(/Paused/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(() => mockApi.verificationCalls().length).toBeGreaterThan(whilePaused);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/Cancelled/)).toBeVisible();
  await expect.poll(() => everyCallAnswered(mockApi)).toBe(true);
  const afterCancel = mockApi.verificationCalls().length;
  // Time is what is tested here: a second after Cancel sends nothing.
  await page.waitForTimeout(1_000);
  expect(mockApi.verificationCalls()).toHaveLength(afterCancel);
  expect(afterCancel).toBeLessThan(30);
  expect(new Set(sentIdentifiers(mockApi)).size).toBe(afterCancel);
});

test('a worker stopped mid-run: the run resumes, nothing is sent twice, cut-off lookups wait for the user', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(120_000);
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const numbers = tins(20);
  mockApi.setScenario('slow', { delayMs: 1_500, times: 8 });
  await page.getByLabel('Identifiers').fill(numbers.join('\n'));
  await check(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => mockApi.verificationCalls().length).toBeGreaterThanOrEqual(4);
  await stopWorker(context, page);

  // The page's next question wakes a new worker, which settles what was in flight and carries on.
  await expect(page.getByText(/Finished/)).toBeVisible({ timeout: 60_000 });
  const sent = sentIdentifiers(mockApi);
  expect(new Set(sent).size).toBe(sent.length);
  const interrupted = await page.getByText(/cut off when the extension restarted/).innerText();
  const cut = Number(/(\d+) lookups/.exec(interrupted)?.[1]);
  expect(cut).toBeGreaterThan(0);
  expect(sent.length).toBe(20);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');

  // Sending them again is the user's choice, and then each goes once more.
  await page.getByRole('button', { name: 'Send interrupted lookups again' }).click();
  await expect.poll(() => mockApi.verificationCalls().length).toBe(20 + cut);
  await expect(page.getByText(/cut off when the extension restarted/)).toHaveCount(0);
});

test('an empty wallet stops the run at the first answer, keeps the rest pending and says why', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  await page.getByLabel('Identifiers').fill(['99999999-0003', ...tins(12)].join('\n'));
  await check(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'your wallet is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Options' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  // At most the calls already in flight with the first one went out.
  expect(mockApi.verificationCalls().length).toBeLessThanOrEqual(4);
  await expect(progress(page)).not.toHaveAttribute('aria-valuenow', '13');
});

test('bad files get a clear message and the page stays usable', async ({ openExtensionPage }, testInfo) => {
  const page = await openExtensionPage('bulk.html');
  const upload = page.getByLabel('Upload CSV or Excel file');
  const alert = page.getByRole('alert');
  await upload.setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.alloc(0) });
  await expect(alert).toHaveText('The file is empty.');
  const big = join(testInfo.outputDir, 'big.csv');
  mkdirSync(testInfo.outputDir, { recursive: true });
  writeFileSync(big, Buffer.alloc(50 * 1024 * 1024, 'a'));
  await upload.setInputFiles(big);
  await expect(alert).toContainText('larger than 20 MB');
  const png = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 1, 0,
  ]);
  await upload.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
  await expect(alert).toContainText('not a CSV or spreadsheet');
  const rows = [
    'Tax ID',
    ...Array.from({ length: 100_000 }, (_, index) => `${10_000_000 + index}-0001`),
  ].join('\n');
  await upload.setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
  await expect(alert).toContainText('more than 20000 rows');
  // Still responsive: a paste is checked right after.
  await page.getByLabel('Identifiers').fill(DEMO_VIN);
  await check(page);
});

test('the page with a plan and with results has no serious accessibility violations', async ({
  openExtensionPage,
}) => {
  const page = await openExtensionPage('bulk.html');
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  await page.getByLabel('Identifiers').fill(`${DEMO_VIN}\nBADVALUE12`);
  await check(page);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/Finished/)).toBeVisible();
  await page.getByRole('button', { name: '1', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('a plan over the per-run limit set in Options cannot be started', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Bulk verification limit (paid lookups per run)').fill('2');
  // Options has one Save for every setting.
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('All changes saved')).toBeVisible();
  const page = await openExtensionPage('bulk.html');
  await page.getByLabel('Identifiers').fill(tins(3).join('\n'));
  await check(page);
  await expect(page.getByRole('alert')).toContainText('more than your limit of 2 lookups per run');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  expect(mockApi.verificationCalls()).toHaveLength(0);
});

test('the results table draws only the rows in view, and scrolling refills them with the right rows', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const list = tins(600);
  await page.getByLabel('Identifiers').fill(list.join('\n'));
  await check(page);
  const table = page.getByRole('table');
  const bodyRows = table.locator('.bulk-table__body [role="row"]');
  await expect(table.getByRole('row', { name: new RegExp(`^1 ${list[0]}`) })).toBeVisible();
  expect(await bodyRows.count()).toBeLessThan(30);

  await table.locator('.bulk-table__body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
  const last = table.getByRole('row', { name: new RegExp(`^600 ${list[599]}`) });
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-rowindex', '601');
  await expect(table.getByRole('row', { name: new RegExp(`^1 ${list[0]}`) })).toHaveCount(0);

  await table.locator('.bulk-table__body').evaluate((body) => body.scrollTo({ top: 300 * 36 }));
  await expect(table.getByRole('row', { name: new RegExp(`^301 ${list[300]}`) })).toBeVisible();
  for (const row of await bodyRows.all()) {
    // Every drawn row shows its own identifier: a refilled element never keeps another row's text.
    const [number, identifier] = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(identifier).toBe(list[Number(number) - 1]);
  }
  expect(mockApi.verificationCalls()).toHaveLength(0);
});
