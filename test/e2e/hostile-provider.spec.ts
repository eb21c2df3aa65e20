/**
 * A hostile or confused provider: an answer about another number is no verdict and is never cached; a
 * preset pointed at another server says so on the Summary; answers never cross API keys.
 */
import type { Worker } from '@playwright/test';
import { MOCK_SANDBOX_KEY } from '@/test/mock-api/server';
import { fillApiSettings, openSummary, saveOptions, verifyTaxpayer } from '@/test/support/extension-ui';
import { cachedKeysIn } from '@/test/support/stored-cache';
import { DEMO_TAXPAYERS } from '@/utils/demo/taxpayers';
import { configureMockApi, expect, MOCK_API_KEY, test } from './fixtures';

/** The demo's Lagos dealer, as the provider's legacy TIN answer holds it. */
const ADEWALE = DEMO_TAXPAYERS.find((taxpayer) => taxpayer.record.firstin === '10493827-0001')!.record;
/** Another demo taxpayer's NRS TIN: asked, but answered with Adewale's record. */
const ASKED = '21857364-0001';

async function cachedKeys(worker: Worker): Promise<string[]> {
  return cachedKeysIn(await worker.evaluate(() => chrome.storage.local.get(null)));
}

test('an answer about another number shows no Verified, keeps its charge and caches nothing', async ({
  mockApi,
  openExtensionPage,
  serviceWorker,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const answer = {
    body: {
      status: true,
      response_code: '00',
      detail: 'Verification Successful',
      data: ADEWALE,
      verification: { status: 'VERIFIED', reference: 'ref-other-number' },
      billing_info: { was_charged: true, amount: '100.00', currency: 'NGN' },
    },
  };
  mockApi.setScenario('custom', { answer, times: 2 });

  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', ASKED);
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('The provider answered about another number');
  await expect(alert).toContainText(ASKED);
  await expect(alert).toContainText('10493827-0001');
  await expect(alert).toContainText('NGN 100.00');
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toHaveCount(0);
  await expect(popup.locator('main')).not.toContainText('Verified');
  expect(mockApi.verificationCalls()).toHaveLength(1);
  expect((await cachedKeys(serviceWorker)).filter((key) => key.includes(ASKED))).toEqual([]);

  // Asked again by the user: nothing cached said "Verified", so it is a new call, and again no verdict.
  await popup.reload();
  await verifyTaxpayer(popup, 'TIN', ASKED);
  await expect(popup.getByRole('alert')).toContainText('The provider answered about another number');
  expect(mockApi.verificationCalls()).toHaveLength(2);
});

test('a Summary made through a preset pointed at another server names that server', async ({
  context,
  mockApi,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await fillApiSettings(options, 'Prembly', mockApi.url, MOCK_API_KEY);
  await saveOptions(options);
  mockApi.setScenario('charged');

  const popup = await openExtensionPage('popup.html');
  await verifyTaxpayer(popup, 'TIN', ADEWALE.firstin);
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
  const host = new URL(mockApi.url).host;
  const summary = await openSummary(context, popup);
  const sheet = summary.getByRole('article', { name: 'Verification summary' });
  await expect(sheet).toContainText(`Prembly · live · via ${host} — not the provider’s own address`);
  const qrText = await summary.locator('svg.qr').getAttribute('data-qr-text');
  expect(qrText).toContain(`via ${host}`);
});

test('a new API key on the same host gets a fresh answer, never the old key’s cached one', async ({
  mockApi,
  openExtensionPage,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url, MOCK_SANDBOX_KEY);
  const popup = await openExtensionPage('popup.html');
  const lookUp = async () => {
    await popup.reload();
    await verifyTaxpayer(popup, 'TIN', ADEWALE.firstin);
    await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
  };
  await lookUp();
  await lookUp();
  // The second lookup with the same key was answered from the cache.
  expect(mockApi.verificationCalls()).toHaveLength(1);

  const options = await openExtensionPage('options.html');
  await options.getByLabel('API key').fill(MOCK_API_KEY);
  await saveOptions(options);
  await lookUp();
  expect(mockApi.verificationCalls()).toHaveLength(2);
});
