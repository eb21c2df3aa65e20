/**
 * Privilege checks in the built extension: every settings, history, key, cache and export message is
 * refused from a content-script context (and pages cannot reach the extension at all); the API key
 * never shows up in a message, a console line of the worker or any page, an export, an error text, or
 * any stored value other than the key's own.
 */
import { readFileSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { scenarioVin } from '@/test/mock-api/scenarios';
import { configureMockApi, expect, MOCK_API_KEY, test } from './fixtures';
import { tabIdOf } from '@/test/support/scanned-page';
import type { MessageType } from '@/utils/messaging/protocol';
import { envelope, sendAllAs, sendAs } from '@/test/support/send-as';

const DEMO_VIN = '4T1BF1FK5DU276514';

/** Valid data for each extension-page message, so a refusal can only come from the sender check. */
const UI_MESSAGES: readonly [MessageType, unknown][] = [
  ['ui>bg:lookup', { kind: 'vin', value: DEMO_VIN, trigger: 'popup', refresh: true }],
  ['ui>bg:lookupForTab', { tabId: 1, request: { value: DEMO_VIN, trigger: 'side-panel' } }],
  ['ui>bg:getState', undefined],
  ['ui>bg:saveSettings', { dataSource: 'demo', baseUrl: 'https://attacker.example' }],
  ['ui>bg:saveSettings', { apiKey: { key: 'attacker-key-0123456789', persistence: 'local' } }],
  [
    'ui>bg:connect',
    { baseUrl: 'https://attacker.example', apiKey: { key: 'attacker-key-0123456789', persistence: 'local' } },
  ],
  ['ui>bg:removeApiKey', undefined],
  ['ui>bg:dismissNotices', undefined],
  ['ui>bg:listHistory', undefined],
  ['ui>bg:getHistoryEntries', { ids: ['any-id'] }],
  ['ui>bg:clearHistory', undefined],
  ['ui>bg:clearCache', undefined],
];

/** Runs messages in the tab's isolated world, i.e. exactly where our content script lives. */
async function sendFromContentScript(
  serviceWorker: Worker,
  tabId: number,
  messages: readonly (readonly [MessageType, unknown])[],
): Promise<string[]> {
  const id = new URL(serviceWorker.url()).host;
  const forged = messages.map(([type, data]) => ({
    ...envelope(type, data as never),
    // Trying to pass as an extension page: the browser's own sender must win.
    sender: { id, url: `chrome-extension://${id}/popup.html` },
  }));
  const answers = await sendAllAs({ role: 'content-script', worker: serviceWorker, tabId }, forged);
  return answers.map((answer) =>
    answer.failed === undefined ? JSON.stringify(answer) : `threw: ${answer.failed}`,
  );
}

function readAllStorage(page: Page) {
  return page.evaluate(async () => ({
    local: await chrome.storage.local.get(null),
    session: await chrome.storage.session.get(null),
  }));
}

test('every settings, history, key and cache message is refused from a content script; pages cannot reach the extension', async ({
  context,
  serviceWorker,
  openExtensionPage,
  mockApi,
  pages,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  await popup.getByLabel('Identifier', { exact: true }).fill(DEMO_VIN);
  await popup.getByRole('button', { name: 'Look up' }).click();
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const before = await readAllStorage(popup);
  const callsBefore = mockApi.verificationCalls().length;

  const site = await context.newPage();
  await site.goto(`${pages.url}/plain.html`);
  const tabId = await tabIdOf(serviceWorker, site.url());
  const answers = await sendFromContentScript(serviceWorker, tabId, UI_MESSAGES);
  expect(answers).toHaveLength(UI_MESSAGES.length);
  answers.forEach((answer, index) => {
    expect(answer, UI_MESSAGES[index]?.[0]).toContain('not accepted from this sender');
    expect(answer).not.toContain(MOCK_API_KEY);
  });

  // Nothing changed: settings, key, history and cache as they were; no lookup was paid for.
  const after = await readAllStorage(popup);
  expect(after.local['settings']).toEqual(before.local['settings']);
  expect(after.local['apiKey']).toBe(MOCK_API_KEY);
  const historyOf = (local: Record<string, unknown>) =>
    Object.entries(local).filter(([name]) => name === 'history' || name.startsWith('history:'));
  expect(historyOf(after.local)).toEqual(historyOf(before.local));
  expect(historyOf(after.local).length).toBeGreaterThan(1);
  const cacheOf = (local: Record<string, unknown>) =>
    Object.entries(local).filter(([name]) => name === 'cache' || name.startsWith('cache:'));
  expect(cacheOf(after.local)).toEqual(cacheOf(before.local));
  expect(cacheOf(after.local).length).toBeGreaterThan(1);
  expect(mockApi.verificationCalls().length).toBe(callsBefore);

  // What a content script may ask holds nothing secret.
  const [config] = await sendFromContentScript(serviceWorker, tabId, [['cs>bg:hello', undefined]]);
  expect(config).toContain('detectors');
  expect(config).not.toContain(MOCK_API_KEY);

  // The page's own world has no way in at all (no externally_connectable).
  const fromPage = await site.evaluate(
    async ([id, message]) => {
      const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime;
      if (typeof runtime?.sendMessage !== 'function') return 'no runtime';
      try {
        await (runtime.sendMessage as (extensionId: string, message: unknown) => Promise<unknown>)(
          id,
          message,
        );
        return 'answered';
      } catch (error) {
        return `threw: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
    [new URL(serviceWorker.url()).host, envelope('ui>bg:getState', undefined)] as const,
  );
  expect(fromPage).not.toBe('answered');
});

test('the key is in no message, console line, export, error text or other stored value', async ({
  context,
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(90_000);
  const consoleLines: string[] = [];
  context.on('console', (message) => consoleLines.push(message.text()));
  context.on('weberror', (error) => consoleLines.push(String(error.error())));
  const keyRequests: string[] = [];
  context.on('request', (request) => {
    const headers = JSON.stringify(request.headers()) + (request.postData() ?? '') + request.url();
    if (headers.includes(MOCK_API_KEY)) keyRequests.push(new URL(request.url()).origin);
  });

  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const seenByPages: string[] = [];
  const lookUp = async (vin: string) => {
    await popup.getByLabel('Identifier', { exact: true }).fill(vin);
    await popup.getByRole('button', { name: 'Look up' }).click();
  };

  // A success, a success whose message echoes the key, a 401 and a 500 that echo it.
  await lookUp(DEMO_VIN);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  for (const [status, body] of [
    [401, { detail: `Invalid API key ${MOCK_API_KEY} or inactive organisation` }],
    [500, { detail: `upstream said: key=${MOCK_API_KEY}` }],
    [400, { message: `Bad request for x-api-key: ${MOCK_API_KEY}` }],
  ] as const) {
    // A 500 is tried three times; the others once.
    mockApi.setScenario('custom', { times: status === 500 ? 3 : 1, answer: { status, body } });
    // Any valid VIN: the queued answer wins over the identifier.
    await lookUp(scenarioVin(status === 401 ? 'http_401' : status === 500 ? 'http_500' : 'http_400'));
    await expect(popup.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    seenByPages.push(await popup.getByRole('alert').innerText());
  }
  mockApi.setScenario('custom', {
    answer: {
      body: {
        status: true,
        response_code: '00',
        detail: `Verified with key ${MOCK_API_KEY}`,
        data: { vehicle_name: 'Echo car', vehicle_specification: [{ make: 'Echo' }] },
      },
    },
  });
  await lookUp(scenarioVin('custom'));
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText('Echo car');

  // An error text that the user's own input provokes.
  const options = await openExtensionPage('options.html');
  await options.getByLabel('API key').fill('short');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByRole('alert')).toBeVisible();
  seenByPages.push(await options.getByRole('alert').innerText());

  // Every answer an extension page can ask for.
  const fromOptions = { role: 'extension-page', page: options } as const;
  const rows = await sendAs(fromOptions, 'ui>bg:listHistory', undefined);
  const ids = (rows.res ?? []).map((row) => row.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const [type, data] of [
    ['ui>bg:getState', undefined],
    ['ui>bg:listHistory', undefined],
    ['ui>bg:getHistoryEntries', { ids }],
    ['ui>bg:dismissNotices', undefined],
  ] as const) {
    const answer = await sendAs(fromOptions, type, data as never);
    seenByPages.push(JSON.stringify(answer));
  }

  // Exports: settings from the options page, history as CSV and JSON from the side panel.
  const downloads: string[] = [];
  const save = async (page: Page, name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    downloads.push(readFileSync((await download.path())!, 'utf8'));
  };
  await save(options, 'Export settings');
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'History' }).click();
  await save(panel, 'Export CSV');
  await save(panel, 'Export JSON');
  expect(downloads).toHaveLength(3);
  expect(downloads[2]).toContain(DEMO_VIN);

  for (const text of [...seenByPages, ...downloads, ...consoleLines])
    expect(text).not.toContain(MOCK_API_KEY);
  expect(seenByPages.join(' ')).toContain('[hidden]');

  // Stored: only the key's own entry holds it.
  const stored = await readAllStorage(options);
  for (const [area, values] of Object.entries(stored)) {
    for (const [name, value] of Object.entries(values)) {
      if (name === 'apiKey') continue;
      expect(JSON.stringify(value), `${area}.${name}`).not.toContain(MOCK_API_KEY);
    }
  }
  // On the wire: only to the configured API host.
  expect(new Set(keyRequests)).toEqual(new Set([mockApi.url]));
});
