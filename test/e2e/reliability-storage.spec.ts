/**
 * Storage in a bad state, in the built extension: settings, notices, cache and history corrupted or
 * written by another version (the options page opens with a notice, never a crash; lookups still work),
 * and storage.local at its real quota (the answer is still shown, the oldest history goes first, the
 * newest stays, and the user is told).
 */
import type { Page } from '@playwright/test';
import { DEMO_VINS } from '@/utils/demo/index';
import { historyEntrySchema } from '@/utils/history/schema';
import { settingsSchema } from '@/utils/settings/schema';
import { clearStoredCache } from '@/test/support/stored-cache';
import { clearStoredHistory, readStoredHistory, storedEntryKeys } from '@/test/support/stored-history';
import { lookUpVin } from '@/test/support/extension-ui';
import { expect, test } from './fixtures';
import { stopWorker } from '@/test/support/service-worker';

const CORRUPTIONS: readonly { name: string; values: Record<string, unknown>; notice: boolean }[] = [
  { name: 'settings that are not an object', values: { settings: 'garbage' }, notice: true },
  {
    name: 'settings with wrong types in most fields',
    values: {
      settings: { dataSource: 'demo', presetId: 42, cacheHours: -5, historyLimit: 'lots', detectors: 'all' },
    },
    notice: true,
  },
  {
    name: 'settings from an older shape',
    values: { settings: { source: 'api', apiBase: 'https://old.example', ttl: 3 }, settings$: { v: 0 } },
    notice: true,
  },
  {
    name: 'settings stamped by a newer version',
    values: {
      settings: {
        dataSource: 'demo',
        presetId: 'prembly-v2',
        baseUrl: '',
        appId: '',
        keyPersistence: 'local',
        sandboxMode: false,
        cacheHours: 5,
        historyLimit: 500,
        detectors: { vin: true, tin: true, cac: true, phone: false },
      },
      settings$: { v: 99 },
    },
    notice: false,
  },
  { name: 'notices that are not a list', values: { notices: 'garbage' }, notice: false },
  {
    name: 'cache and history that are not lists',
    values: { cache: 'garbage', history: { 0: 'x' } },
    notice: false,
  },
  {
    name: 'a cache index and answers that do not validate',
    values: {
      cache: { rows: [{ key: 'demo|vin|4T1BF1FK5DU276514', storedAt: 'x' }, 5], trash: 'none' },
      cache$: { v: 2 },
      'cache:demo%007cvin%007c4T1BF1FK5DU276514': 'garbage',
      'cache:%zz': { key: 5 },
    },
    notice: false,
  },
  {
    name: 'a cache list from an older version with entries that do not validate',
    values: { cache: [{ key: 'demo|vin|4T1BF1FK5DU276514', storedAt: 1, result: { payload: 'x' } }, 'x'] },
    notice: false,
  },
  {
    name: 'a history index and entries that do not validate',
    values: {
      history: { rows: [{ id: 'a' }, 5, 'x'], trash: 'none' },
      history$: { v: 2 },
      'history:a': 'garbage',
      'history:b': { id: 'b' },
    },
    notice: false,
  },
];

test('corrupted or other-version data: options opens (with a notice when settings were reset), lookups still work', async ({
  context,
  openExtensionPage,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(String(error.error())));
  for (const corruption of CORRUPTIONS) {
    const writer = await openExtensionPage('options.html');
    await writer.evaluate(async (values) => {
      await chrome.storage.local.clear();
      await chrome.storage.local.set(values);
    }, corruption.values);
    // A fresh worker reads the stored data from scratch, as after a browser restart or an update.
    await stopWorker(context, writer);
    await writer.close();

    const options = await openExtensionPage('options.html');
    await expect(
      options.getByRole('heading', { name: 'VIN & TIN Lookup options' }),
      corruption.name,
    ).toBeVisible();
    await expect(options.getByLabel('Data source'), corruption.name).toHaveValue(/demo|api/);
    const notice = options.getByText('Some settings were unreadable', { exact: false });
    if (corruption.notice) await expect(notice, corruption.name).toBeVisible();
    else await expect(notice, corruption.name).toHaveCount(0);
    const stored = await options.evaluate(() => chrome.storage.local.get('settings'));
    if (stored['settings'] !== undefined) {
      expect(settingsSchema.safeParse(stored['settings']).success, corruption.name).toBe(true);
    }

    const popup = await openExtensionPage('popup.html');
    await lookUpVin(popup, '4T1BF1FK5DU276514');
    await expect(popup.getByRole('region', { name: 'Vehicle report' }), corruption.name).toBeVisible();
    const history = await readStoredHistory(popup);
    expect((history[0] as { value?: string } | null)?.value, corruption.name).toBe('4T1BF1FK5DU276514');
    for (const entry of history)
      expect(historyEntrySchema.safeParse(entry).success, corruption.name).toBe(true);
    await popup.close();
    await options.close();
  }
  expect(errors).toEqual([]);
});

/** Fills storage.local with one filler value so that about `free` bytes remain under the quota. */
async function fillStorage(page: Page, free: number): Promise<void> {
  await page.evaluate(async (leave) => {
    await chrome.storage.local.remove('filler');
    const used = await chrome.storage.local.getBytesInUse(null);
    const room = chrome.storage.local.QUOTA_BYTES - used - leave - 'filler'.length - 2;
    await chrome.storage.local.set({ filler: 'x'.repeat(Math.max(0, room)) });
  }, free);
}

test('storage at its quota: every answer is still shown, the newest history stays, the user is told', async ({
  openExtensionPage,
}) => {
  test.setTimeout(90_000);
  const vins = DEMO_VINS.filter((vin) => vin.length === 17);
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, vins[0] ?? '');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();

  // Room for about one more history entry and cache entry: later lookups push the oldest out.
  await fillStorage(popup, 12_000);
  for (const vin of vins.slice(1, 5)) {
    await lookUpVin(popup, vin);
    await expect(popup.getByRole('region', { name: 'Vehicle report' }), vin).toContainText(vin);
    await expect(popup.getByRole('alert')).toHaveCount(0);
  }
  const history = (await readStoredHistory(popup)) as { value: string }[];
  expect(history[0]?.value).toBe(vins[4]);
  expect(history.length).toBeLessThan(5);
  expect(history.map((entry) => entry.value)).toEqual(vins.slice(5 - history.length, 5).reverse());
  // Entries given up took their keys with them.
  expect(await storedEntryKeys(popup)).toHaveLength(history.length);

  // No room even for one entry: the answer is still shown, and the user is told it was not kept.
  await clearStoredHistory(popup);
  await clearStoredCache(popup);
  await fillStorage(popup, 600);
  await lookUpVin(popup, vins[5] ?? '');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(vins[5] ?? '');
  await expect(popup.getByRole('alert')).toHaveCount(0);

  const options = await openExtensionPage('options.html');
  await expect(options.getByText(/Storage is full: the oldest history entries were removed/)).toBeVisible();
  await expect(options.getByText(/Storage is full: a lookup could not be saved to history/)).toBeVisible();
});
