/**
 * Hostile bulk files (issue 38): files are measured before they are shaped. A 0.66 MB CSV of 300,000 columns
 * by 20,000 rows, and workbooks whose sheet claims or holds 16,384 columns, get a message in seconds; the
 * pasted list, history and settings stay; the worker, another extension page and the bulk page keep working.
 */
import type { Page, Worker } from '@playwright/test';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { lookUpVin } from '@/test/support/extension-ui';
import { readStoredHistory } from '@/test/support/stored-history';
import { expect, test } from './fixtures';

const DEMO_VIN = '4T1BF1FK5DU276514';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET = 'xl/worksheets/sheet1.xml';

/** The attack as filed: a header of 300,000 columns, all but the first empty, then 20,000 rows of a VIN. */
function wideCsv(): string {
  return `VIN${','.repeat(299_999)}\n${`${DEMO_VIN}\n`.repeat(20_000)}`;
}

/** A real workbook (SheetJS), its sheet XML then edited as a hostile writer would. */
function workbook(rows: unknown[][], edit: (xml: string) => string): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const files = unzipSync(
    new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer),
  );
  files[SHEET] = strToU8(edit(strFromU8(files[SHEET]!)));
  return Buffer.from(zipSync(files));
}

const claimWholeSheet = (xml: string) =>
  xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>');

/** What must outlive a hostile file: the stored history and settings, read by the worker. */
async function keptState(serviceWorker: Worker) {
  const { settings } = await serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
  return { history: await readStoredHistory(serviceWorker), settings };
}

async function lookUpInPopup(popup: Page): Promise<void> {
  await lookUpVin(popup, DEMO_VIN);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText('2013 Toyota Camry LE');
}

test('the 300,000-column CSV gets a message in under 5 s; the worker, the popup and the page carry on', async ({
  openExtensionPage,
  serviceWorker,
}, testInfo) => {
  // Another extension page with an answer, and state that must survive.
  const popup = await openExtensionPage('popup.html');
  await lookUpInPopup(popup);
  await expect.poll(async () => (await readStoredHistory(serviceWorker)).length).toBe(1);
  const before = await keptState(serviceWorker);

  const bulk = await openExtensionPage('bulk.html');
  const pasted = `${DEMO_VIN}\n12345678-0001`;
  await bulk.getByLabel('Identifiers').fill(pasted);

  mkdirSync(testInfo.outputDir, { recursive: true });
  const file = join(testInfo.outputDir, 'fleet-wide.csv');
  writeFileSync(file, wideCsv());
  expect(statSync(file).size).toBeGreaterThan(600_000);
  expect(statSync(file).size).toBeLessThan(700_000);
  await bulk.getByLabel('Upload CSV or Excel file').setInputFiles(file);
  await expect(bulk.getByRole('alert')).toContainText(
    'This file has 300,000 columns; Bulk reads at most 200. Save only the columns you need',
    { timeout: 5_000 },
  );

  // Nothing was lost: the pasted list, the history and the settings are as they were.
  await expect(bulk.getByLabel('Identifiers')).toHaveValue(pasted);
  expect(await keptState(serviceWorker)).toEqual(before);

  // The worker answers, the open popup still looks up, and a new one does too.
  expect(await serviceWorker.evaluate(() => chrome.runtime.id)).toBeTruthy();
  expect(popup.isClosed()).toBe(false);
  await popup.reload();
  await lookUpInPopup(popup);
  await lookUpInPopup(await openExtensionPage('popup.html'));

  // The same bulk page checks the pasted list, then reads a normal file.
  await bulk.getByRole('button', { name: 'Check' }).click();
  await expect(bulk.getByText(/\d+ paid lookups?/)).toBeVisible();
  await bulk.getByLabel('Upload CSV or Excel file').setInputFiles({
    name: 'ok.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Owner,VIN\nAde,${DEMO_VIN}\n`),
  });
  await expect(bulk.getByText('ok.csv: 1 rows.')).toBeVisible();
  await expect(bulk.getByLabel('Identifier column')).toHaveValue('1');
  await expect(bulk.getByRole('alert')).toHaveCount(0);
});

test('a workbook whose dimension claims A1:XFD1048576 is read from its cells; one 16,384 columns wide is refused', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const bulk = await openExtensionPage('bulk.html');
  const upload = bulk.getByLabel('Upload CSV or Excel file');

  // The claim alone: two real columns, read as two, nothing padded to the claimed 17 billion cells.
  const claimed = workbook(
    [
      ['Owner', 'VIN'],
      ['Ade', DEMO_VIN],
    ],
    claimWholeSheet,
  );
  await upload.setInputFiles({ name: 'claims.xlsx', mimeType: XLSX_TYPE, buffer: claimed });
  await expect(bulk.getByText('claims.xlsx: 1 rows.')).toBeVisible({ timeout: 5_000 });
  await expect(bulk.getByLabel('Identifier column').locator('option')).toHaveText(['Owner', 'VIN']);

  // A real cell in the last column, XFD, under the same claim.
  const wide = workbook(
    [
      ['VIN', 'Owner', 'x'],
      [DEMO_VIN, 'Ade'],
    ],
    (xml) => claimWholeSheet(xml).replace('r="C1"', 'r="XFD1"'),
  );
  await upload.setInputFiles({ name: 'wide.xlsx', mimeType: XLSX_TYPE, buffer: wide });
  await expect(bulk.getByRole('alert')).toContainText(
    'This file has 16,384 columns; Bulk reads at most 200.',
    { timeout: 5_000 },
  );
  expect(await serviceWorker.evaluate(() => chrome.runtime.id)).toBeTruthy();

  // And the page still reads a good workbook.
  await upload.setInputFiles({ name: 'claims-again.xlsx', mimeType: XLSX_TYPE, buffer: claimed });
  await expect(bulk.getByText('claims-again.xlsx: 1 rows.')).toBeVisible();
  await expect(bulk.getByRole('alert')).toHaveCount(0);
});
