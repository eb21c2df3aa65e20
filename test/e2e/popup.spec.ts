import { lookUpVin } from '@/test/support/extension-ui';
import { readStoredHistory } from '@/test/support/stored-history';
import { configureMockApi, expect, test } from './fixtures';

test('a mistyped VIN is explained before anything is sent', async ({ openExtensionPage, serviceWorker }) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU27651');
  await expect(popup.getByRole('alert')).toContainText('VIN has 16 characters, expected 17');
  await expect(popup.getByText('16 of 17 characters')).toBeVisible();
  const history = await serviceWorker.evaluate(() => chrome.storage.local.get('history'));
  expect(history).toEqual({});
});

test('the channel follows what is typed, and a chosen channel sticks', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await popup.getByText('Taxpayer', { exact: true }).click();
  const channel = popup.getByLabel('Channel');
  await popup.getByLabel('Number').fill('RC1456032');
  await expect(channel).toHaveValue('cac');
  await popup.getByLabel('Number').fill('0803 412 5876');
  await expect(channel).toHaveValue('phone');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toContainText(
    'ADEWALE AUTOS NIGERIA LIMITED',
  );
  await expect(popup.getByRole('link', { name: '08034125876' })).toHaveAttribute('href', 'tel:08034125876');

  await channel.selectOption('tin');
  await popup.getByLabel('Number').fill('RC1456032');
  await expect(channel).toHaveValue('tin');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByRole('alert')).toContainText('NRS (formerly FIRS) TIN');
});

test('a VIN whose check digit fails asks before looking up', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, 'WVWZZZ1JZXW000001');
  const warning = popup.getByRole('alert');
  await expect(warning).toContainText(/check digit/i);
  await warning.getByRole('button', { name: 'Look up anyway' }).click();
  await expect(popup.getByRole('alert')).toContainText('Not in the demo data');
});

test('a result opens as a printable report from history, without a new call', async ({
  openExtensionPage,
  context,
}) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const [report] = await Promise.all([
    context.waitForEvent('page'),
    popup.getByRole('link', { name: 'Printable report' }).click(),
  ]);
  await expect(report.getByRole('region', { name: 'Vehicle report' })).toContainText('2013 Toyota Camry LE');
  await expect(report.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  // A printed page has no "now": it states the date, the time and the zone of the answer.
  const year = String(new Date().getFullYear());
  await expect(report.getByText(/^Answer received: /)).toContainText(year);
  await expect(report.getByText(/^Answer received: /)).toContainText(/\d{1,2}:\d{2}:\d{2}.*\(\w+(\/\w+)?\)/);
  await expect(report.getByText('Data source: Demo data')).toBeVisible();
  await expect(
    report
      .getByRole('region', { name: 'Vehicle report' })
      .getByText(/not a history, theft or accident check/),
  ).toBeVisible();
  await expect(report.getByRole('article', { name: 'Verification summary' })).toContainText(
    '4T1BF1FK5DU******',
  );
  await expect(report.getByText(/^Fetched /)).toHaveCount(0);
  await expect(report.getByRole('link')).toHaveCount(0);
  // On A4, page 1 is the verification summary and page 2 the whole record.
  const pdf = await report.pdf({ format: 'A4', printBackground: false });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeLessThanOrEqual(2);
  await report.emulateMedia({ media: 'print' });
  for (const button of await report.getByRole('button').all()) await expect(button).toBeHidden();
});

test('the popup scans the current page and shows the site as always scanned; options list it', async ({
  context,
  serviceWorker,
  pages,
  openExtensionPage,
}) => {
  const page = await context.newPage();
  await page.goto(`${pages.url}/plain.html`);
  const tabId = await serviceWorker.evaluate(
    async (url) => (await chrome.tabs.query({ url }))[0]!.id!,
    page.url(),
  );

  const popup = await openExtensionPage(`popup.html?tab=${tabId}`);
  await expect(popup.getByLabel('Always scan 127.0.0.1')).toBeChecked();
  await popup.getByRole('button', { name: 'Scan this page' }).click();
  await expect(popup.getByText('This page is already scanned.')).toBeVisible();

  // The test build grants 127.0.0.1 in its manifest (headless Chromium cannot accept a permission
  // prompt), so here removal must fail, and say so, rather than pretend.
  const options = await openExtensionPage('options.html');
  await options.getByRole('button', { name: 'Stop scanning http://127.0.0.1' }).click();
  await expect(options.getByRole('alert')).toContainText('could not be removed');
  await expect(options.getByText('http://127.0.0.1', { exact: true })).toBeVisible();
});

test('the field has focus on open, and a TIN pasted into the VIN field moves to the Taxpayer search', async ({
  openExtensionPage,
}) => {
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByLabel('VIN')).toBeFocused();
  await popup.getByLabel('VIN').evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, '10493827-0001');
  await expect(popup.getByLabel('Number')).toHaveValue('10493827-0001');
  await expect(popup.getByLabel('Number')).toBeFocused();
  await expect(popup.getByLabel('Channel')).toHaveValue('tin');
  await expect(popup.getByRole('status')).toContainText('moved to the Taxpayer search');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toContainText(
    'ADEWALE AUTOS NIGERIA LIMITED',
  );

  // Typed rather than pasted, a VIN in the Number field moves back when submitted.
  await popup.getByLabel('Number').fill('4T1BF1FK5DU276514');
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(popup.getByLabel('VIN')).toHaveValue('4T1BF1FK5DU276514');
  await expect(popup.getByRole('alert')).toHaveCount(0);
});

test('until a key is saved, demo samples and a setup checklist show; recent lookups open their answer', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const popup = await openExtensionPage('popup.html');
  const strip = popup.getByRole('region', { name: 'Demo data' });
  await expect(strip).toBeVisible();
  await expect(popup.getByText('No lookups yet. Try one of the demo samples above.')).toBeVisible();
  const checklist = popup.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByRole('listitem')).toHaveCount(3);
  await expect(checklist.getByRole('listitem').first()).not.toContainText('(done)');

  await strip.getByRole('button', { name: '4T1BF1FK5DU276514' }).click();
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText('Toyota');

  const again = await openExtensionPage('popup.html');
  await expect(
    again.getByRole('region', { name: 'Get started' }).getByRole('listitem').first(),
  ).toContainText('(done)');
  await again
    .getByRole('button', { name: /4T1BF1FK5DU276514/ })
    .last()
    .click();
  const report = again.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toContainText('Toyota');
  await expect(report.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // Opening a stored answer is not a lookup: history still holds the one.
  expect(await readStoredHistory(serviceWorker)).toHaveLength(1);
});

test('with a key saved for the API, the popup shows no demo samples, no checklist and no demo VIN', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByLabel('VIN')).toHaveAttribute('placeholder', '17 characters');
  await expect(popup.getByText('No lookups yet.', { exact: true })).toBeVisible();
  await expect(popup.getByRole('region', { name: 'Demo data' })).toHaveCount(0);
  await expect(popup.getByRole('region', { name: 'Get started' })).toHaveCount(0);
});
