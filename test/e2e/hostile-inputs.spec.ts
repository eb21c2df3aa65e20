/**
 * Hostile inputs lose nothing (issue 28): a spreadsheet bomb, an answer nested 50,000 deep, amounts that
 * are no price, a picture on a foreign host, a status reference of "..", and Excel's UTF-16 text. Each is
 * driven as a user would, against the mock API (`custom` answers, as the other hostile specs do).
 */
import { scenarioVin } from '@/test/mock-api/scenarios';
import { lookUpVin } from '@/test/support/extension-ui';
import { spreadsheetBomb } from '@/test/support/zip-bomb';
import { configureMockApi, expect, test } from './fixtures';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tins = (count: number) => Array.from({ length: count }, (_, index) => `${20_000_000 + index}-0001`);
const VEHICLE = { vehicle_name: '2013 Toyota Camry LE', vehicle_specification: [{ year: '2013' }] };

function vehicleAnswer(extra: Record<string, unknown>, data: Record<string, unknown> = VEHICLE) {
  return { body: { status: true, response_code: '00', data, ...extra } };
}

test('a spreadsheet bomb gets its own message; the background and a run in another tab carry on', async ({
  openExtensionPage,
  serviceWorker,
  mockApi,
}) => {
  test.setTimeout(120_000);
  await configureMockApi(openExtensionPage, mockApi.url);
  // Tab A: a bulk run of 12 paid lookups, slow enough to be running while the bomb is opened.
  const running = await openExtensionPage('bulk.html');
  mockApi.setScenario('slow', { delayMs: 500, times: 100 });
  await running.getByLabel('Identifiers').fill(tins(12).join('\n'));
  await running.getByRole('button', { name: 'Check' }).click();
  await expect(running.getByText(/12 paid lookups/)).toBeVisible();
  await running.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => mockApi.verificationCalls().length).toBeGreaterThanOrEqual(1);

  // Tab B: a 4 MB workbook that unpacks to 4.2 GB, honest about it, then one that says 2 KB.
  const bulk = await openExtensionPage('bulk.html');
  const upload = bulk.getByLabel('Upload CSV or Excel file');
  const honest = Buffer.from(spreadsheetBomb({ megabytes: 4000 }));
  expect(honest.length).toBeLessThan(5_000_000);
  await upload.setInputFiles({ name: 'fleet.xlsx', mimeType: XLSX_TYPE, buffer: honest });
  await expect(bulk.getByText(/This file would unpack to 4\.2 GB, more than the 100 MB/)).toBeVisible();
  const lying = Buffer.from(spreadsheetBomb({ megabytes: 4000, declaredSheetBytes: 2_000 }));
  await upload.setInputFiles({ name: 'fleet2.xlsx', mimeType: XLSX_TYPE, buffer: lying });
  await expect(bulk.getByText(/This file unpacks to more than the 100 MB/)).toBeVisible();
  expect(bulk.isClosed()).toBe(false);

  // The background still answers, and the run in tab A finishes every lookup, each sent once.
  expect(await serviceWorker.evaluate(() => 1 + 1)).toBe(2);
  await expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12', { timeout: 60_000 });
  await expect(running.getByText(/Finished/)).toBeVisible();
  const sent = mockApi.verificationCalls().map((call) => (call.body as { number?: string }).number);
  expect(sent.sort()).toEqual(tins(12));
  // And the same page still reads a good file.
  await upload.setInputFiles({
    name: 'ok.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('TIN\n20304753-0001\n'),
  });
  await expect(bulk.getByText('ok.csv: 1 rows.').or(bulk.getByText('ok.csv: 1 row.'))).toBeVisible();
});

test("Excel's Unicode Text (UTF-16LE, tabs) and UTF-16BE files are read in bulk", async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const bulk = await openExtensionPage('bulk.html');
  const text = '\uFEFFSupplier\tTax ID\r\nỌlá Àdìsá Ventures\t20304753-0001\r\nBisi Ltd\t10493827-0001\r\n';
  const le = Buffer.from(text, 'utf16le');
  await bulk
    .getByLabel('Upload CSV or Excel file')
    .setInputFiles({ name: 'vendors.txt', mimeType: 'text/plain', buffer: le });
  await expect(bulk.getByText('vendors.txt: 2 rows.')).toBeVisible();
  await expect(bulk.getByLabel('Identifier column')).toHaveValue('1');
  await expect(bulk.getByLabel('Identifier column')).toContainText('Tax ID');
  const be = Buffer.from(le);
  be.swap16();
  await bulk
    .getByLabel('Upload CSV or Excel file')
    .setInputFiles({ name: 'vendors-be.txt', mimeType: 'text/plain', buffer: be });
  await expect(bulk.getByText('vendors-be.txt: 2 rows.')).toBeVisible();
  await bulk.getByRole('button', { name: 'Check' }).click();
  await expect(bulk.getByText(/2 paid lookups/)).toBeVisible();
});

test('a charged answer nested 50,000 deep is an unreadable answer with its charge, no paid Retry, in history', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const depth = 50_000;
  const body =
    '{"status":true,"response_code":"00","detail":"VIN retrieved",' +
    '"billing_info":{"was_charged":true,"amount":"100.00","currency":"NGN"},' +
    `"errors":${'['.repeat(depth)}"x"${']'.repeat(depth)},"data":${JSON.stringify(VEHICLE)}}`;
  const vin = scenarioVin('custom');
  mockApi.setScenario('custom', { answer: { body } });
  await lookUpVin(popup, vin);
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('Unreadable answer');
  await expect(alert).toContainText('The provider charged NGN 100.00 for this.');
  await expect(alert).not.toContainText('call stack');
  await expect(popup.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(mockApi.verificationCalls()).toHaveLength(1);

  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'History' }).click();
  const row = panel.locator('.history__row').filter({ hasText: vin });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(panel.locator('.history__item')).toContainText('The provider charged NGN 100.00 for this.');
  expect(mockApi.verificationCalls()).toHaveLength(1);
});

test('amounts that are no price read "amount not understood" and stay out of Today\'s spend', async ({
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(90_000);
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const rounds: [string, string][] = [
    [scenarioVin('success'), '100.00'],
    [scenarioVin('custom'), '9'.repeat(400)],
    [scenarioVin('quirks'), '-250.00'],
    [scenarioVin('wrong_types'), 'A'.repeat(200_000)],
  ];
  for (const [vin, amount] of rounds) {
    mockApi.setScenario('custom', {
      answer: vehicleAnswer({ billing_info: { was_charged: true, amount, currency: 'NGN' } }),
    });
    await lookUpVin(popup, vin);
    const report = popup.getByRole('region', { name: 'Vehicle report' });
    await expect(report).toBeVisible();
    await expect(popup.locator('.charge')).toHaveText(
      amount === '100.00' ? 'Charged NGN 100.00' : 'Charged · amount not understood',
    );
    const shown = await popup.locator('body').innerText();
    expect(shown).not.toContain('∞');
    expect(shown).not.toContain('-250');
    expect(shown).not.toContain('AAAAAAAAAA');
  }
  expect(mockApi.verificationCalls()).toHaveLength(4);

  const panel = await openExtensionPage('sidepanel.html');
  const spend = panel.getByRole('region', { name: 'Spend' });
  await expect(spend).toContainText('Today: NGN 100.00');
  await expect(spend).not.toContainText('∞');
  await expect(spend).not.toContainText('-');
});

test('a picture on a foreign host is not fetched until the user asks', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  const requests: string[] = [];
  await context.route('https://images.example.test/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    });
  });
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  mockApi.setScenario('custom', {
    answer: vehicleAnswer({}, { ...VEHICLE, vehicle_image: 'https://images.example.test/pixel.png?who=you' }),
  });
  await lookUpVin(popup, scenarioVin('custom'));
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toContainText('2013 Toyota Camry LE');
  const show = report.getByRole('button', { name: 'Show picture from images.example.test' });
  await expect(show).toBeVisible();
  // Drawn: a picture in the report (an element, or a style's image) is fetched by the time two frames
  // have painted it.
  await popup.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(requests).toEqual([]);
  await expect(report.locator('img')).toHaveCount(0);

  await show.click();
  await expect(report.locator('img[src^="https://images.example.test/"]')).toHaveCount(1);
  await expect.poll(() => requests.length).toBe(1);
});

test('a PENDING reference of ".." sends nothing on Check status', async ({ openExtensionPage, mockApi }) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  mockApi.setScenario('custom', {
    answer: {
      body: {
        status: true,
        response_code: '00',
        verification: { status: 'PENDING', reference: '..' },
        billing_info: { was_charged: true, amount: '100.00', currency: 'NGN' },
      },
    },
  });
  await lookUpVin(popup, scenarioVin('custom'));
  await expect(popup.getByRole('alert')).toContainText('The provider charged NGN 100.00 for this.');
  const before = mockApi.calls.length;
  await popup.getByRole('button', { name: 'Check status' }).click();
  await expect(popup.getByText('Reference not understood')).toBeVisible();
  await expect(popup.getByText(/reference “\.\.” is not one it uses, so nothing was sent/)).toBeVisible();
  expect(mockApi.calls.slice(before)).toEqual([]);
  expect(
    mockApi.calls.filter((call) => call.method === 'GET' && call.path.includes('/verification/')),
  ).toEqual([]);
});
