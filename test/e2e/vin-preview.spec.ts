import { PopupPage } from '@/test/support/pages/popup';
import { SidePanelPage } from '@/test/support/pages/side-panel';
import { configureMockApi, expect, test } from './fixtures';

const HONDA = '1HGCM82633A004352';

test('the popup previews a VIN for free while it is typed, with no call to the API', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  mockApi.reset();
  const popup = await openExtensionPage('popup.html');
  const field = popup.getByLabel('Identifier', { exact: true });
  const preview = popup.getByRole('region', { name: 'VIN preview' });
  // Only what can be a VIN is decoded: 17 characters (or a masked VIN), never a Tax ID or an RC number.
  await field.pressSequentially('1HGCM');
  await expect(preview).toHaveCount(0);
  for (const notAVin of [
    '1234567890123',
    '2H45678901234',
    'RC1318699',
    '20304753-0001',
    '1HGCM82633A00435',
  ]) {
    await field.fill(notAVin);
    await expect(preview).toHaveCount(0);
  }
  await field.fill(HONDA);
  await expect(preview).toContainText('Free VIN preview');
  await expect(preview).toContainText('Honda');
  await expect(preview).toContainText('United States');
  await expect(preview).toContainText('2003');
  await expect(preview).toContainText('A (plant name not in free data)');
  await expect(preview).toContainText('Valid (3)');
  await expect(preview).toContainText('Model, body and engine');
  await expect(preview.getByRole('link', { name: /NHTSA recall search/ })).toHaveAttribute(
    'href',
    'https://www.nhtsa.gov/recalls',
  );
  await field.fill('WVWZZZ1JZ3W386752');
  await expect(preview).toContainText('Volkswagen');
  await expect(preview).toContainText('Not used');
  await expect(preview).not.toContainText('Invalid');
  expect(mockApi.calls).toEqual([]);
});

test("a report whose year and make are not the VIN's says so, naming both", async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  mockApi.setScenario('custom', {
    answer: {
      body: {
        status: true,
        response_code: '00',
        detail: 'Verification successful',
        data: {
          vehicle_name: '2019 Toyota Camry',
          vehicle_age: '7',
          vehicle_made_in: 'Japan',
          vehicle_image: '',
          market_analysis: { time_period: '', certainty: '' },
          vehicle_specification: [{ make: 'Toyota' }, { model: 'Camry' }, { year: '2019' }],
          vehicle_equipments: [],
          fuel_details: {},
          warranties: [],
        },
      },
    },
  });
  const popup = await PopupPage.open(openExtensionPage);
  await popup.lookUpVin(HONDA);
  await expect(popup.vehicleReport).toContainText(
    "The report's model year 2019 does not match the VIN's 2003.",
  );
  await expect(popup.vehicleReport).toContainText("The report's make Toyota does not match the VIN's Honda.");
  expect(mockApi.verificationCalls()).toHaveLength(1);

  const panel = await SidePanelPage.open(openExtensionPage);
  await panel.openHistory(panel.history);
  await expect(panel.history).toContainText("The report's model year 2019 does not match the VIN's 2003.");
});

test('a VIN the provider does not know still shows what the VIN itself says', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await PopupPage.open(openExtensionPage);
  await popup.lookUpVin('JHMCM56557C404453');
  await expect(popup.page.getByRole('status').filter({ hasText: 'No record found' })).toBeVisible();
  // The failed result carries its own preview, beside the one under the field.
  const inResult = popup.page.locator('.result').getByRole('region', { name: 'VIN preview' });
  await expect(inResult).toContainText('Honda');
  await expect(inResult).toContainText('2007');

  const panel = await SidePanelPage.open(openExtensionPage);
  await panel.openHistory(panel.history);
  await expect(panel.history).toContainText('Free VIN preview: Honda · 2007 · Japan');
});

test('a masked VIN typed in the popup is a free preview, shown as information, with no paid lookup', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  mockApi.reset();
  const popup = await openExtensionPage('popup.html');
  const field = popup.getByLabel('Identifier', { exact: true });
  for (const masked of ['1HGCM82633A******', '1HGCM82633AXXXXXX']) {
    await field.fill(masked);
    await expect(popup.getByRole('status', { name: 'Read as Masked VIN' })).toBeVisible();
    const note = popup.getByRole('note', { name: 'Masked VIN' });
    await expect(note).toContainText('Honda · 2003 · United States · serial hidden by the auction');
    await expect(popup.getByRole('region', { name: 'VIN preview' })).toContainText('Honda');
    // No Look up button, no error, no warning chip; Enter sends nothing.
    await expect(popup.getByRole('button', { name: 'Look up', exact: true })).toHaveCount(0);
    await field.press('Enter');
    await expect(popup.getByRole('alert')).toHaveCount(0);
    await expect(popup.locator('.badge--warn, .vin-preview__fact--warn, .failure')).toHaveCount(0);
  }
  expect(mockApi.calls.filter((call) => call.method === 'POST')).toEqual([]);
});
