import { verifyTaxpayer } from '@/test/support/extension-ui';
import { configureMockApi, expect, MOCK_API_KEY, test } from './fixtures';
import { sendAs } from '@/test/support/send-as';
import { tabIdOf } from '@/test/support/scanned-page';

const DEMO_VIN = '4T1BF1FK5DU276514';

test('a fresh install looks up a VIN from the popup on built-in demo data', async ({ openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByText('Demo data').first()).toBeVisible();
  await popup.getByLabel('Identifier', { exact: true }).fill(DEMO_VIN.toLowerCase());
  await popup.getByRole('button', { name: 'Look up' }).click();
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('heading', { name: /Toyota Camry/ })).toBeVisible();
  await expect(report.getByText(DEMO_VIN)).toBeVisible();
  await expect(report.locator('.badge--demo')).toHaveText('Demo data');
});

test('options save a key and a custom base URL; popup VIN and TIN lookups go to that API', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);

  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill(DEMO_VIN);
  await popup.getByRole('button', { name: 'Look up' }).click();
  const report = popup.getByRole('region', { name: 'Vehicle report' });
  await expect(report.getByRole('heading', { name: /Toyota Camry/ })).toBeVisible();
  await expect(report.getByText('Custom · live', { exact: false }).first()).toBeVisible();
  await expect(report).not.toContainText('127.0.0.1');

  await verifyTaxpayer(popup, 'TIN', '10493827-0001');
  const record = popup.getByRole('region', { name: 'Taxpayer record' });
  await expect(record.getByRole('heading', { name: 'ADEWALE AUTOS NIGERIA LIMITED' })).toBeVisible();

  const calls = mockApi.calls.filter((call) => call.method === 'POST');
  expect(calls.map((call) => call.path)).toEqual([
    '/api/v1/biometrics/merchant/data/verification/vehicle/vin',
    '/api/v1/biometrics/merchant/data/verification/tin',
  ]);
  expect(calls[1]?.body).toEqual({ channel: 'TIN', number: '10493827-0001' });
});

test('a second lookup of the same VIN is answered from the cache, without a second paid call', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  for (let round = 0; round < 2; round++) {
    await popup.getByLabel('Identifier', { exact: true }).fill(DEMO_VIN);
    await popup.getByRole('button', { name: 'Look up' }).click();
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  }
  await expect(popup.getByText(/Cached answer, fetched/)).toBeVisible();
  expect(mockApi.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

test('a wrong key shows a clear error in an alert', async ({ openExtensionPage, mockApi }) => {
  await configureMockApi(openExtensionPage, mockApi.url, 'wrong-key-abcdef123456');
  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill(DEMO_VIN);
  await popup.getByRole('button', { name: 'Look up' }).click();
  const alert = popup.getByRole('alert');
  await expect(alert).toContainText('API key rejected');
  await expect(alert).toContainText('Options');
  await expect(alert).not.toContainText('wrong-key-abcdef123456');
});

test('the key cannot be read from a content script, a page, or any message', async ({
  context,
  serviceWorker,
  openExtensionPage,
  mockApi,
  pages,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await context.newPage();
  await page.goto(`${pages.url}/plain.html`);

  // The page itself has no extension API at all.
  expect(
    await page.evaluate(() => typeof (globalThis as { chrome?: { storage?: unknown } }).chrome?.storage),
  ).toBe('undefined');

  // In the content-script world, storage is closed and settings messages are refused.
  const fromContentScript = await serviceWorker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url: `${url}/*` });
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab!.id! },
      world: 'ISOLATED',
      func: async () => {
        const attempt = async (read: () => Promise<unknown>) => {
          try {
            return JSON.stringify(await read());
          } catch (error) {
            return `refused: ${error instanceof Error ? error.message : String(error)}`;
          }
        };
        return {
          local: await attempt(() => chrome.storage.local.get(null)),
          session: await attempt(() => chrome.storage.session.get(null)),
        };
      },
    });
    return injection?.result;
  }, pages.url);
  expect(fromContentScript).toBeDefined();
  const tabId = await tabIdOf(serviceWorker, page.url());
  const sent = await sendAs(
    { role: 'content-script', worker: serviceWorker, tabId },
    'ui>bg:getState',
    undefined,
  );
  Object.assign(fromContentScript!, { state: JSON.stringify(sent) });
  for (const answer of Object.values(fromContentScript!)) expect(answer).not.toContain(MOCK_API_KEY);
  expect(fromContentScript!.local).toMatch(/^refused/);
  expect(fromContentScript!.session).toMatch(/^refused/);
  expect((fromContentScript as { state?: string }).state).toContain('not accepted from this sender');

  // Extension pages only ever see the masked form.
  const options = await openExtensionPage('options.html');
  await expect(options.getByLabel('API key')).toHaveAttribute('placeholder', /Saved \(••••cdef\)/);
  const state = await sendAs({ role: 'extension-page', page: options }, 'ui>bg:getState', undefined);
  expect(JSON.stringify(state)).not.toContain(MOCK_API_KEY);
});
