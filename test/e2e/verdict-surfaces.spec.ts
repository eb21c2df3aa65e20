/**
 * Issue 39: one verdict per answer, in the same words on every surface. For the same answers and the same
 * claims (a Tax ID whose invoice prints another name, a TIN whose page hides a name beside it, a listing
 * whose year disagrees with its VIN), the page's line, the side panel's row and record, the Summary, the
 * history CSV and bulk's table and export say the same verdict; none shows green or "Verified" where a
 * check differs or could not be made; a 13-digit Tax ID is a Tax ID everywhere; and a vehicle's Summary
 * says what was checked and what was not.
 */
import Papa from 'papaparse';
import { expect, test, configureMockApi } from './fixtures';
import { CARD_LINE_PX } from '@/utils/content-script/page-ui/canvas-lines';
import { accessibleText, drawnCard, inkIn, pressPageButton } from '@/test/support/page-ui';
import { BulkPage } from '@/test/support/pages/bulk';
import { SidePanelPage } from '@/test/support/pages/side-panel';
import { SummaryPage } from '@/test/support/pages/summary';

const BUSINESS_TAX = '/verification/ng/business_tax';
const TAX_ID = '1049382700013';
const TIN = '10493827-0001';
const VIN = '4T1BF1FK5DU276514';
const TAXPAYER = 'ADEWALE AUTOS NIGERIA LIMITED';

interface Case {
  what: string;
  path: string;
  button: RegExp;
  value: string;
  kind: string;
  verdict: string;
  /** The page's and the side panel's one line. */
  line: RegExp;
  /** What the Summary says was compared, and (for a vehicle) what it did not check. */
  summary: string[];
}

const CASES: Case[] = [
  {
    what: 'a Tax ID whose invoice prints another name',
    path: 'content/invoice-tax-id.html',
    button: new RegExp(`^Verify Tax ID ${TAX_ID}`),
    value: TAX_ID,
    kind: 'Tax ID',
    verdict: 'Found, but the name differs',
    line: new RegExp(`^⚠ Found, but the name differs · ${TAXPAYER}$`, 'm'),
    summary: [
      'Tax ID (Business Tax)',
      `The name on the page, ADEWALE MOTORS LTD, does not match the record: ${TAXPAYER}`,
    ],
  },
  {
    what: 'a TIN whose page hides a name beside it',
    path: 'content/invoice-hidden-name.html',
    button: new RegExp(`^Verify TIN ${TIN}`),
    value: TIN,
    kind: 'TIN',
    verdict: 'Found, but the name was not checked',
    line: new RegExp(`^⚠ Found, but the name was not checked · ${TAXPAYER}$`, 'm'),
    summary: ['The page hides text beside this number, so its name was not checked.'],
  },
  {
    what: 'a listing whose year disagrees with its VIN',
    path: 'content/verdict-listing.html',
    button: new RegExp(`^Look up VIN ${VIN}`),
    value: VIN,
    kind: 'VIN',
    verdict: 'Found, but the listing does not match the VIN',
    line: /^⚠ Found, but the listing does not match the VIN · 2013 Toyota Camry/m,
    summary: [
      // What was checked: the report against the VIN's decode, and the listing against it.
      'The answer beside the free VIN decode',
      'The listing says 2019 Toyota; the VIN says 2013 Toyota.',
      // And what was not.
      'A factory specification, not a history, theft or accident check.',
    ],
  },
];

function csvRows(file: Buffer): Record<string, string>[] {
  const [header = [], ...rows] = Papa.parse<string[]>(file.toString('utf8'), { skipEmptyLines: true }).data;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

test('the page line, the side panel, the Summary, the history CSV and bulk say one verdict', async ({
  context,
  openExtensionPage,
  openScannedPage,
  mockApi,
}) => {
  test.setTimeout(180_000);
  await configureMockApi(openExtensionPage, mockApi.url, undefined, BUSINESS_TAX);

  for (const each of CASES) {
    await test.step(each.what, async () => {
      const { page, tabId } = await openScannedPage(each.path);
      await pressPageButton(page, each.button);

      // The page's line, beside the identifier out of the page's reach, read as a screen reader does.
      await expect.poll(() => accessibleText(page)).toMatch(each.line);
      expect(await accessibleText(page)).not.toMatch(/✓|Verified/);
      // The card draws the whole line: too long for one row, it wraps to more rows instead of being cut.
      const card = await drawnCard(page);
      expect(card?.label).toMatch(each.line);
      expect(card!.box.height).toBeGreaterThanOrEqual(2 * CARD_LINE_PX);
      // Drawn amber, as the verdict warns: never the plain ink of an answer that holds.
      expect((await inkIn(page, card!.box)).amber).toBeGreaterThan(30);

      // The side panel: the identifier listed by its kind, its row's line, and the record's verdict.
      const panel = await SidePanelPage.open(openExtensionPage, tabId);
      const row = panel.rowOf(each.value);
      await expect(row).toContainText(each.kind);
      await expect(row.getByRole('button', { name: each.line })).toBeVisible();
      await expect(row.locator('.outcome--found')).toHaveCount(0);
      const record = each.kind === 'VIN' ? panel.vehicleReport : panel.taxpayerRecord;
      await expect(record.locator('.verdict')).toHaveText(`⚠ ${each.verdict}`);
      await expect(record.locator('.verdict--ok')).toHaveCount(0);

      // The Summary opened from it: the same verdict, never green, and what was (and was not) compared.
      const summary = await SummaryPage.openFrom(context, panel.page);
      const sheet = await summary.text();
      expect(sheet).toContain(each.verdict);
      expect(sheet).not.toContain('Verified');
      await expect(summary.article.locator('.summary__verdict--ok')).toHaveCount(0);
      for (const fact of each.summary) expect(sheet).toContain(fact);
      await summary.page.close();
      await panel.page.close();
      await page.close();
    });
  }

  // History: each row and the CSV say the same verdict, and name the kind by its check.
  const history = await SidePanelPage.open(openExtensionPage);
  await history.openHistory(/3 of 3 lookups/);
  for (const each of CASES) {
    const row = history.page.locator('.history__item', { hasText: each.value });
    await expect(row.locator('.history__verdict')).toHaveText(`⚠ ${each.verdict}`);
  }
  const exported = csvRows(await history.download('Export CSV'));
  expect(
    CASES.map((each) => {
      const row = exported.find((line) => line['identifier'] === each.value);
      return [row?.['kind'], row?.['verdict']];
    }),
  ).toEqual(CASES.map((each) => [each.kind, each.verdict]));
  expect(exported.map((line) => line['verdict'])).not.toContain('Verified');

  // Bulk, with the invoice's printed name in its name column: the same claim gives the same verdict, from
  // the cache (nothing is paid twice), in the table and the export.
  const bulk = await BulkPage.open(openExtensionPage);
  const sheet = ['Business name,Identifier', `ADEWALE MOTORS LTD,${TAX_ID}`, `,${VIN}`].join('\n');
  await bulk.page
    .getByLabel('Upload CSV or Excel file')
    .setInputFiles({ name: 'borrowers.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
  await expect(bulk.page.getByLabel('Name column')).toHaveValue('0');
  await bulk.check();
  expect(await bulk.paidCount()).toBe(0);
  const sent = mockApi.verificationCalls().length;
  await bulk.page.getByRole('button', { name: 'Start' }).click();
  await expect(bulk.progress).toHaveAttribute('aria-valuenow', '2');
  const taxRow = bulk.page.locator('.bulk-table__body [role="row"]', { hasText: TAX_ID });
  await expect(taxRow).toContainText('Found, but the name differs');
  await expect(taxRow).toContainText('Tax ID');
  const rows = csvRows(await bulk.download('Export CSV'));
  const taxId = rows.find((line) => line['Identifier'] === TAX_ID);
  expect([taxId?.['Status'], taxId?.['Name check']]).toEqual(['Found, but the name differs', 'differs']);
  // The VIN without its listing has no listing claim: its report agrees with its VIN, a specification.
  const vin = rows.find((line) => line['Identifier'] === VIN);
  expect([vin?.['Status'], vin?.['VIN check']]).toEqual(['Specification found', 'matches']);
  expect(mockApi.verificationCalls()).toHaveLength(sent);
});

test('a report that contradicts its VIN is never shown as a plain success', async ({
  openExtensionPage,
  mockApi,
  context,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  // The provider answers a 2015 Toyota for a 2003 Honda's VIN (as a paid report that contradicts it).
  const data = {
    vehicle_name: '2015 Toyota Camry LE',
    vehicle_specification: [{ year: '2015' }, { make: 'Toyota' }],
  };
  mockApi.setScenario('custom', { answer: { body: { status: true, response_code: '00', data } } });
  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill('1HGCM82633A004352');
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report.locator('.verdict')).toHaveText('⚠ Found, but it does not match the VIN');
  await expect(report).toContainText("The report's model year 2015 does not match the VIN's 2003.");
  await expect(report).toContainText("The report's make Toyota does not match the VIN's Honda.");
  await expect(popup.locator('main')).not.toContainText('Verified');

  const summary = await SummaryPage.openFrom(context, popup);
  const sheet = await summary.text();
  expect(sheet).toContain('Found, but it does not match the VIN');
  expect(sheet).toContain('A factory specification, not a history, theft or accident check.');
  expect(sheet).toContain('1HGCM82633A***352');
});
