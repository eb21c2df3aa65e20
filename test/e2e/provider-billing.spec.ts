/**
 * Issue 13 as a merchant lives it against a stand-in for the provider's current documentation: the
 * Prembly preset, Test connection (free), the balance, what each answer cost, the spend summary, HTTP 402
 * and a PENDING answer finished with Check status: one POST in all, counted at the mock.
 */
import type { Page } from '@playwright/test';
import { MOCK_SANDBOX_KEY } from '@/test/mock-api/server';
import { scenarioTin, scenarioVin } from '@/test/mock-api/scenarios';
import { fillApiSettings, lookUpVin, openAdvanced, verifyTaxpayer } from '@/test/support/extension-ui';
import { expect, MOCK_API_KEY, test } from './fixtures';

const VIN_POST = 'POST /verification/vehicle/vin';
const TIN_POST = 'POST /verification/tin';
const WALLET_GET = 'GET /api/v1/wallet';

/** Options as a merchant fills them for the current provider, pointed at the stand-in. */
async function choosePrembly(options: Page, baseUrl: string, apiKey = MOCK_API_KEY): Promise<void> {
  await fillApiSettings(options, 'Prembly', baseUrl, apiKey);
}

/** The popup is on Vehicle already (a shown report also says "Vehicle"). */
async function lookUpAgain(popup: Page, vin: string): Promise<void> {
  await popup.getByLabel('Identifier', { exact: true }).fill(vin);
  await popup.getByRole('button', { name: 'Look up' }).click();
}

async function savePrembly(
  openExtensionPage: (path: string) => Promise<Page>,
  baseUrl: string,
): Promise<void> {
  const options = await openExtensionPage('options.html');
  await choosePrembly(options, baseUrl);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
  await options.close();
}

test('Prembly is the preset of a new install, and Custom offers its own paths', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Data source').selectOption({ label: 'API' });
  await openAdvanced(options);
  const preset = options.getByLabel('Preset');
  await expect(preset.locator('option:checked')).toHaveText('Prembly');
  await expect(preset.locator('option')).toHaveText(['Prembly', 'Prembly 2.0', 'IdentityPass v1', 'Custom']);
  // A preset's paths are its own: shown, and disabled until Custom is chosen.
  await expect(options.getByLabel('VIN path')).toBeDisabled();
  await preset.selectOption({ label: 'Custom' });
  await expect(options.getByLabel('VIN path')).toBeEnabled();
  await expect(options.getByLabel('VIN path')).toHaveValue(
    '/api/v1/biometrics/merchant/data/verification/vehicle/vin',
  );
  await expect(options.getByLabel('TIN path')).toHaveValue(
    '/api/v1/biometrics/merchant/data/verification/tin',
  );
});

test('Test connection is free and says exactly what is wrong', async ({ openExtensionPage, mockApi }) => {
  const options = await openExtensionPage('options.html');
  await choosePrembly(options, mockApi.url);
  const test = options.getByRole('button', { name: 'Test connection' });

  await test.click();
  await expect(options.getByText('Connected. Balance NGN 25,000.00.')).toBeVisible();

  await options.getByLabel('API key').fill('live_sk_not-the-right-one');
  await test.click();
  await expect(options.getByRole('alert')).toContainText('The provider refused this API key (HTTP 401)');

  await options.getByLabel('API key').fill(MOCK_SANDBOX_KEY);
  await test.click();
  await expect(options.getByRole('alert')).toContainText('This looks like a sandbox (test) key');

  await options.getByLabel('API key').fill(MOCK_API_KEY);
  await options.getByLabel('API base URL').fill('http://127.0.0.1:9');
  await test.click();
  await expect(options.getByRole('alert')).toContainText('Could not reach 127.0.0.1:9');

  // Nothing billable was sent: only wallet checks reached the stand-in.
  expect(mockApi.verificationCalls()).toHaveLength(0);
  expect(mockApi.countsByPath()).toEqual({ [WALLET_GET]: 3 });
});

test('the balance, what each answer cost, and the spend summary', async ({ openExtensionPage, mockApi }) => {
  await savePrembly(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const balance = popup.getByRole('region', { name: 'Wallet balance' });
  await expect(balance).toContainText('not checked yet');
  await balance.getByRole('button', { name: 'Check balance' }).click();
  await expect(balance).toContainText('NGN 25,000.00');
  await expect(balance).toContainText(/checked .*(now|second)/i);

  await lookUpVin(popup, scenarioVin('charged'));
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toContainText('Charged NGN 100.00');

  await lookUpAgain(popup, scenarioVin('charged'));
  await expect(report).toContainText('Free: answered from the cache');
  expect(mockApi.countsByPath()[VIN_POST]).toBe(1);

  // An answer without billing info: the balance is asked for again (free), the card says nothing of cost.
  const walletBefore = mockApi.countsByPath()[WALLET_GET] ?? 0;
  await verifyTaxpayer(popup, 'TIN', '20304753-0001');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record).toBeVisible();
  await expect(record).not.toContainText('Charged');
  await expect(record).not.toContainText('Not charged');
  await expect.poll(() => mockApi.countsByPath()[WALLET_GET] ?? 0).toBe(walletBefore + 1);

  const panel = await openExtensionPage('sidepanel.html');
  const spend = panel.getByRole('region', { name: 'Spend' });
  // The answer without billing info is "no cost reported", never counted as paid nothing.
  const counts = '1 paid lookup · 1 with no cost reported · 1 free (cached)';
  await expect(spend).toContainText(`Today: NGN 100.00 · ${counts}`);
  await expect(spend).toContainText(`This month: NGN 100.00 · ${counts}`);
  await expect(spend).toContainText('Summed per currency from what the provider reported charging.');
  await expect(panel.getByRole('region', { name: 'Wallet balance' })).toContainText('NGN 25,000.00');
});

test('HTTP 402, whatever its body, means fund your wallet and is sent once', async ({
  openExtensionPage,
  mockApi,
}) => {
  await savePrembly(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', scenarioTin('http_402_text'));
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('Wallet balance too low');
  await expect(alert).toContainText('Fund your wallet');
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(mockApi.countsByPath()[TIN_POST]).toBe(1);
});

test('a PENDING answer is finished with Check status: one POST in all', async ({
  openExtensionPage,
  mockApi,
}) => {
  await savePrembly(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const vin = scenarioVin('pending');
  await lookUpVin(popup, vin);
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('Still being checked by the provider');
  await expect(alert).toContainText('The provider charged NGN 100.00 for this.');

  // Asking again shows the same wait from the cache, never a second POST.
  await lookUpAgain(popup, vin);
  await expect(popup.getByText('Free: answered from the cache')).toBeVisible();
  await popup.getByRole('button', { name: 'Check status' }).click();
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toBeVisible();
  // The check was free; the lookup's one charge is named, never "Not charged" (issue 38).
  await expect(report).toContainText('Status check · free. The lookup was charged NGN 100.00 at');
  await expect(report).not.toContainText('Not charged');

  // The finished answer is cached like any other.
  await lookUpAgain(popup, vin);
  await expect(report).toContainText('Free: answered from the cache');

  const counts = mockApi.countsByPath();
  expect(counts[VIN_POST]).toBe(1);
  const statusChecks = Object.entries(counts).filter(([path]) =>
    path.startsWith('GET /api/v1/verification/api/status/'),
  );
  expect(statusChecks.map(([, count]) => count)).toEqual([1]);
});

test('the side panel warns before Look up all when the balance is below the chosen level', async ({
  openExtensionPage,
  mockApi,
}) => {
  const options = await openExtensionPage('options.html');
  await choosePrembly(options, mockApi.url);
  await options.getByLabel('Low-balance warning below').fill('30000');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();
  await options.getByRole('button', { name: 'Test connection' }).click();
  await expect(options.getByText('Connected. Balance NGN 25,000.00.')).toBeVisible();

  const panel = await openExtensionPage('sidepanel.html');
  await expect(panel.getByRole('status').filter({ hasText: 'Low balance' })).toHaveText(
    'Low balance: NGN 25,000.00 left, below your warning level of NGN 30,000.00. Lookups stop when the wallet runs out.',
  );
  expect(mockApi.verificationCalls()).toHaveLength(0);
});
