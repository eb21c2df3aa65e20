/** Every failure says what to do and offers the button that does it (Options, Demo, the wallet). */
import { scenarioVin } from '@/test/mock-api/scenarios';
import { PROVIDER_DASHBOARD_URL } from '@/components/FailureFixes';
import { lookUpVin } from '@/test/support/extension-ui';
import { configureMockApi, expect, test } from './fixtures';

test('a refused key offers Open Options and Switch to Demo, which switches', async ({
  openExtensionPage,
  mockApi,
  serviceWorker,
  context,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, 'wrong-key-abcdef123456');
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('API key rejected');

  const [options] = await Promise.all([
    context.waitForEvent('page'),
    alert.getByRole('button', { name: 'Open Options' }).click(),
  ]);
  await expect(options.getByLabel('Data source')).toHaveValue('api');

  await alert.getByRole('button', { name: 'Switch to Demo' }).click();
  await expect(popup.getByText(/Switched to Demo data/)).toBeVisible();
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
  expect((stored.settings as { dataSource: string }).dataSource).toBe('demo');
});

test('an empty wallet links to the provider dashboard, opened only by the click', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, scenarioVin('insufficient_funds'));
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText(/wallet|balance/i);
  const topUp = alert.getByRole('link', { name: 'Top up your Prembly wallet' });
  await expect(topUp).toHaveAttribute('href', PROVIDER_DASHBOARD_URL);
  await expect(topUp).toHaveAttribute('target', '_blank');
  expect(mockApi.verificationCalls()).toHaveLength(1);
});

test('a check-digit warning says nothing was sent, with no fetch time', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, 'WVWZZZ1JZXW000001');
  await expect(popup.getByRole('alert')).toContainText(/check digit/i);
  await expect(popup.getByText('Nothing was sent', { exact: true })).toBeVisible();
  await expect(popup.getByText(/^Fetched /)).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Open Options' })).toHaveCount(0);
});
