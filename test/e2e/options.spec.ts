import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lookUpVin, openAdvanced } from '@/test/support/extension-ui';
import { cachedKeysIn, storedCacheKeys } from '@/test/support/stored-cache';
import { readStoredHistory, storedEntryKeys } from '@/test/support/stored-history';
import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';

/** How many records each table of the bulk jobs database holds (IndexedDB, read in the worker). */
function storedBulkRecords(serviceWorker: Worker): Promise<Record<string, number>> {
  return serviceWorker.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('bulk-jobs');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = ['jobs', 'items', 'rowChunks', 'results'];
          const counts: Record<string, number> = {};
          const transaction = db.transaction(names);
          for (const name of names) {
            const request = transaction.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

test('clearing history asks first, then empties it, bulk jobs and cut-off call records included', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, '4T1BF1FK5DU276514');
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const bulk = await openExtensionPage('bulk.html');
  await bulk.getByLabel('Identifiers').fill('1HGCM82633A004352');
  await bulk.getByRole('button', { name: 'Check' }).click();
  await bulk.getByRole('button', { name: 'Start' }).click();
  await expect(bulk.getByText(/Finished/)).toBeVisible();
  await bulk.close();
  expect(await storedBulkRecords(serviceWorker)).toEqual({ jobs: 1, items: 1, rowChunks: 1, results: 1 });
  // A paid call a stopped worker cut off (sent-calls.ts): its key names what was looked up.
  const sentCalls = () =>
    serviceWorker.evaluate(async () =>
      Object.keys(await chrome.storage.local.get(null)).filter((key) => key.startsWith('sentCall|')),
    );
  await serviceWorker.evaluate(() =>
    chrome.storage.local.set({
      'sentCall|api:custom:https://api.example.test|vin|1HGCM82633A004352': Date.now(),
    }),
  );
  expect(await sentCalls()).toHaveLength(1);

  const options = await openExtensionPage('options.html');
  await options.getByRole('button', { name: 'Clear history…' }).click();
  await options.getByRole('button', { name: 'Cancel' }).click();
  expect(await readStoredHistory(serviceWorker)).toHaveLength(2);
  await options.getByRole('button', { name: 'Clear history…' }).click();
  await expect(options.getByRole('alertdialog')).toContainText('bulk verification jobs included');
  await options.getByRole('button', { name: 'Yes, clear the history' }).click();
  await expect(options.getByText('History cleared.')).toBeVisible();
  expect(await readStoredHistory(serviceWorker)).toEqual([]);
  expect(await storedEntryKeys(serviceWorker)).toEqual([]);
  expect(await storedBulkRecords(serviceWorker)).toEqual({ jobs: 0, items: 0, rowChunks: 0, results: 0 });
  expect(await sentCalls()).toEqual([]);
});

test('clearing the cache asks first, then removes every cached answer and the index; history stays', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const vin = '4T1BF1FK5DU276514';
  const popup = await openExtensionPage('popup.html');
  await lookUpVin(popup, vin);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  const local = await serviceWorker.evaluate(() => chrome.storage.local.get(null));
  expect(cachedKeysIn(local)).toEqual([`demo|vin|${vin}`]);

  const options = await openExtensionPage('options.html');
  await options.getByRole('button', { name: 'Clear cache…' }).click();
  await options.getByRole('button', { name: 'Cancel' }).click();
  expect(await storedCacheKeys(serviceWorker)).toHaveLength(3);
  await options.getByRole('button', { name: 'Clear cache…' }).click();
  await options.getByRole('button', { name: 'Yes, clear the cache' }).click();
  await expect(options.getByText('Cache cleared')).toBeVisible();
  expect(await storedCacheKeys(serviceWorker)).toEqual([]);
  expect(await readStoredHistory(serviceWorker)).toHaveLength(1);

  // The same VIN again is a fresh answer, cached anew.
  const again = await openExtensionPage('popup.html');
  await lookUpVin(again, vin);
  await expect(again.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  await expect(again.getByText(/Cached answer, fetched/)).toHaveCount(0);
  await expect
    .poll(async () => cachedKeysIn(await serviceWorker.evaluate(() => chrome.storage.local.get(null))))
    .toEqual([`demo|vin|${vin}`]);
});

test('preferences and imported settings apply; a bad settings file changes nothing', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Nigerian mobile numbers').check();
  await options.getByLabel('Reuse an answer for this many hours').fill('6');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Settings saved.')).toBeVisible();

  const bad = join(tmpdir(), 'not-settings.json');
  writeFileSync(bad, '{"hello": "world"}');
  await options.getByLabel('Import settings').setInputFiles(bad);
  await expect(options.getByRole('alert')).toContainText('Nothing was changed');

  const good = join(tmpdir(), 'settings.json');
  writeFileSync(
    good,
    JSON.stringify({
      format: 'vin-tin-lookup-settings',
      version: 1,
      settings: { cacheHours: 48, presetId: 'prembly-v2' },
    }),
  );
  await options.getByLabel('Import settings').setInputFiles(good);
  await expect(options.getByText('Settings imported.')).toBeVisible();
  await options.reload();
  await expect(options.getByLabel('Reuse an answer for this many hours')).toHaveValue('48');
  await expect(options.getByLabel('Preset')).toHaveValue('prembly-v2');
  await expect(options.getByLabel('Nigerian mobile numbers')).toBeChecked();
});

test('a plain http base URL is refused in a sentence, never a message key', async ({ openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Data source').selectOption('api');
  await openAdvanced(options);
  await options.getByLabel('API base URL').fill('http://gateway.example.com');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = options.getByRole('alert');
  await expect(alert).toContainText('must use https://');
  await expect(alert).not.toContainText('baseUrl.');
});

test('saving the API data source without a key warns what will happen', async ({
  openExtensionPage,
  serviceWorker,
}) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Data source').selectOption('api');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = options.getByRole('alert');
  await expect(alert).toContainText('there is no API key yet');
  await expect(options.getByText('Settings saved.', { exact: true })).toHaveCount(0);
  const stored = await serviceWorker.evaluate(() => chrome.storage.local.get('settings'));
  expect((stored.settings as { dataSource: string }).dataSource).toBe('api');
});

test('every setting has a plain line of help; removing the key looks destructive and asks first', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Data source').selectOption('api');
  for (const help of [
    "From your provider's dashboard",
    'Some accounts send an App ID',
    'The key is forgotten when the browser closes',
  ]) {
    await expect(options.getByText(help)).toBeVisible();
  }
  await openAdvanced(options);
  for (const help of ['Which verification service you use', "Lookups go to the provider's test address"]) {
    await expect(options.getByText(help)).toBeVisible();
  }
  await options.getByLabel('API key').fill('live_key_0123456789abcdef');
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Settings saved.', { exact: true })).toBeVisible();

  const remove = options.getByRole('button', { name: 'Remove saved key' });
  const danger = await options.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--danger').trim(),
  );
  await expect(remove).toHaveCSS('color', danger === '#a01818' ? 'rgb(160, 24, 24)' : 'rgb(255, 177, 177)');
  await remove.click();
  const confirm = options.getByRole('alertdialog', { name: 'Remove saved key' });
  await expect(confirm).toContainText('Lookups in API mode stop until you paste a key again');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(options.getByLabel('API key')).toHaveAttribute('placeholder', /Saved/);
  await remove.click();
  await options.getByRole('button', { name: 'Yes, remove the key' }).click();
  await expect(options.getByText('API key removed.')).toBeVisible();
  await expect(options.getByRole('button', { name: 'Remove saved key' })).toHaveCount(0);
});
