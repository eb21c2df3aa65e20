/**
 * Issue 28, "Connect in one step" and "Words": paste the key, Connect; it saves only when the free wallet
 * check passes. Disabled fields look it, unsaved changes show, and results name their source without a host.
 */
import { lookUpVin, openAdvanced } from '@/test/support/extension-ui';
import { expect, MOCK_API_KEY, test } from './fixtures';

test('Connect tests the key, then saves it and switches to the API, in three actions', async ({
  openExtensionPage,
  serviceWorker,
  mockApi,
}) => {
  const options = await openExtensionPage('options.html');
  // Point the Prembly preset at the stand-in (setup, not a user's action: a real user keeps the default).
  await openAdvanced(options);
  await options.getByLabel('API base URL').fill(mockApi.url);

  // A wrong key: nothing is saved, the message says why, and the fix is one click away.
  await options.getByLabel('API key').fill('live_sk_not-the-right-one');
  await options.getByRole('button', { name: 'Connect', exact: true }).click();
  const alert = options.getByRole('alert');
  await expect(alert).toContainText('The provider refused this API key (HTTP 401)');
  await expect(alert.getByRole('button', { name: 'Paste another key' })).toBeVisible();
  let stored = await serviceWorker.evaluate(() => chrome.storage.local.get(['settings', 'apiKey']));
  expect((stored.settings as { dataSource?: string } | undefined)?.dataSource ?? 'demo').toBe('demo');
  expect(JSON.stringify(stored)).not.toContain('live_sk_not-the-right-one');
  await alert.getByRole('button', { name: 'Paste another key' }).click();
  await expect(options.getByLabel('API key')).toBeFocused();
  // The message goes as soon as its field is edited.
  await options.getByLabel('API key').fill(MOCK_API_KEY);
  await expect(options.getByRole('alert')).toHaveCount(0);
  await expect(options.getByText('Unsaved changes')).toBeVisible();

  await options.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(options.getByText('Connected · ₦25,000', { exact: true })).toBeVisible();
  await expect(options.getByText('All changes saved')).toBeVisible();
  stored = await serviceWorker.evaluate(() => chrome.storage.local.get(null));
  expect((stored.settings as { dataSource: string }).dataSource).toBe('api');
  expect(JSON.stringify(stored)).toContain(MOCK_API_KEY);

  // Results name the source and, since this Prembly preset points away from Prembly's own address, the host.
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  await expect(popup.locator('main')).toContainText(
    `Prembly · live · via ${new URL(mockApi.url).host} — not the provider’s own address`,
  );
});

test('a field that cannot be used looks disabled and says why; the icon heads the page', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await openAdvanced(options);
  const vinPath = options.getByLabel('VIN path');
  await expect(vinPath).toBeDisabled();
  await expect(vinPath).toHaveCSS('cursor', 'not-allowed');
  const background = await vinPath.evaluate((input) => getComputedStyle(input).backgroundColor);
  const page = await options.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe(page);
  await expect(
    options.getByText("The preset's own path; choose Custom to use another").first(),
  ).toBeVisible();
  // A greyed field shows the path the chosen preset calls, never another preset's or Custom's.
  await expect(vinPath).toHaveValue('/verification/vehicle/vin');
  await expect(options.getByLabel('Tax ID path')).toHaveValue('/verification/ng/business_tax');
  await options.getByLabel('Preset').selectOption({ label: 'Prembly 2.0' });
  await expect(vinPath).toHaveValue('/identitypass/verification/vehicle/vin');
  await expect(options.getByLabel('Tax ID path')).toHaveValue('');
  await expect(options.getByLabel('Tax ID path')).toHaveAttribute(
    'placeholder',
    'This preset has no such check',
  );
  await options.getByLabel('Preset').selectOption({ label: 'Custom' });
  await expect(vinPath).toBeEnabled();
  await expect(options.locator('h1 img.app-icon')).toBeVisible();
  await expect(options.getByText('Prembly: the provider as documented today')).toBeVisible();
  await expect(options.getByText('Unsaved changes')).toBeVisible();
  // Closing now asks first.
  const asked = await options.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(asked).toBe(true);
});

test('one Save sends one message with the key and every setting, and both are stored together', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const options = await openExtensionPage('options.html');
  // Every message a page sends from now on, by name (a listener beside the router's, answering nothing).
  await serviceWorker.evaluate(() => {
    const holder = globalThis as unknown as { pageMessages?: string[] };
    holder.pageMessages = [];
    chrome.runtime.onMessage.addListener((message: { type?: unknown }, sender) => {
      if (!sender.url?.includes('/options.html')) return;
      holder.pageMessages!.push(typeof message?.type === 'string' ? message.type : '?');
    });
  });
  await options.getByLabel('API key').fill('live_sk_saved-with-the-rest');
  await options.getByLabel('Nigerian mobile numbers').check();
  await options.getByLabel('Reuse an answer for this many hours').fill('6');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('All changes saved')).toBeVisible();

  const sent = await serviceWorker.evaluate(
    () => (globalThis as unknown as { pageMessages: string[] }).pageMessages,
  );
  // Reads may come and go; what writes is one message.
  const writes = new Set([
    'ui>bg:saveSettings',
    'ui>bg:connect',
    'ui>bg:testConnection',
    'ui>bg:removeApiKey',
    'ui>bg:refreshBalance',
    'ui>bg:clearCache',
    'ui>bg:clearHistory',
  ]);
  expect(sent.filter((name) => writes.has(name))).toEqual(['ui>bg:saveSettings']);
  const stored = await serviceWorker.evaluate(async () => ({
    ...(await chrome.storage.session.get('apiKey')),
    ...(await chrome.storage.local.get(['settings', 'apiKey'])),
  }));
  expect(stored.apiKey).toBe('live_sk_saved-with-the-rest');
  expect((stored.settings as { cacheHours?: number }).cacheHours).toBe(6);
});
