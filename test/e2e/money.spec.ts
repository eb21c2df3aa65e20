/**
 * Issue 28's "Money" and "Bulk export" as a merchant lives them: yesterday's cost in three actions (open the
 * side panel, History, "Yesterday"), what each history row cost, an export a spreadsheet reads column by
 * column, the bulk plan's price per lookup and its free balance, and the bulk page in a 400 px window.
 * History is seeded in storage.local as the extension stores it (utils/history/layout.ts).
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { HistoryEntry } from '@/utils/history/schema';
import { configureMockApi, expect, test } from './fixtures';

const SOURCE = { id: 'api', label: 'Custom' } as const;
const HOUR = 3_600_000;
type Charge = HistoryEntry['charge'];

/** A taxpayer answer from the API, as history keeps it. */
function taxpayer(id: string, at: number, value: string, charge?: Charge, fromCache = false): HistoryEntry {
  const name = `Supplier ${id} Nigeria Limited`;
  return {
    id,
    at,
    kind: 'tin',
    value,
    source: SOURCE,
    trigger: 'popup',
    fromCache,
    outcome: 'success',
    summary: name,
    ...(charge ? { charge } : {}),
    result: {
      id,
      kind: 'tin',
      value,
      source: SOURCE,
      fetchedAt: at,
      fromCache,
      trigger: 'popup',
      payload: {
        type: 'taxpayer',
        record: {
          taxpayerName: name,
          cacRegNumber: `RC10${id.length}${at % 1000}`,
          firsTin: value,
          jtbTin: '',
          taxOffice: 'MSTO Ikeja',
          email: '',
          phoneNumber: '',
        },
      },
      ...(charge ? { meta: charge } : {}),
    },
  };
}

/** A vehicle answer from the API: a Toyota Camry, as the demo data holds it. */
function vehicle(id: string, at: number, charge: Charge): HistoryEntry {
  const value = '4T1BF1FK5DU276514';
  return {
    id,
    at,
    kind: 'vin',
    value,
    source: SOURCE,
    trigger: 'page',
    fromCache: false,
    outcome: 'success',
    summary: '2013 Toyota Camry LE',
    ...(charge ? { charge } : {}),
    result: {
      id,
      kind: 'vin',
      value,
      source: SOURCE,
      fetchedAt: at,
      fromCache: false,
      trigger: 'page',
      payload: {
        type: 'vehicle',
        report: {
          name: '2013 Toyota Camry LE',
          age: '13',
          madeIn: 'United States',
          imageUrl: '',
          marketAnalysis: { timePeriod: 'Last 90 days', certainty: '92%' },
          specification: [
            { key: 'year', label: 'Year', value: '2013' },
            { key: 'make', label: 'Make', value: 'Toyota' },
            { key: 'model', label: 'Model', value: 'Camry' },
            { key: 'trim', label: 'Trim', value: 'LE' },
          ],
          equipment: [],
          fuel: [],
          warranty: [],
        },
      },
      ...(charge ? { meta: charge } : {}),
    },
  };
}

/** Noon yesterday and an hour ago, in the browser's own calendar. */
async function browserTimes(page: Page): Promise<{ yesterday: number; today: number; older: number }> {
  return page.evaluate(() => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const yesterday = new Date(noon);
    yesterday.setDate(noon.getDate() - 1);
    const older = new Date(noon);
    older.setDate(noon.getDate() - 3);
    return { yesterday: yesterday.getTime(), today: Date.now() - 60_000, older: older.getTime() };
  });
}

/** Writes history as the background keeps it: the row index under "history", each entry under its id. */
async function seedHistory(page: Page, entries: HistoryEntry[]): Promise<void> {
  const sorted = [...entries].sort((a, b) => b.at - a.at);
  await page.evaluate(async (list) => {
    const values: Record<string, unknown> = {
      history: { rows: list.map(({ result: _result, ...row }) => row), trash: [] },
      history$: { v: 2 },
    };
    for (const entry of list) values[`history:${entry.id}`] = entry;
    await chrome.storage.local.set(values);
  }, sorted);
}

const ngn = (amount: string): Charge => ({ wasCharged: true, amount, currency: 'NGN' });

async function seedDay(page: Page): Promise<void> {
  const { yesterday, today, older } = await browserTimes(page);
  await seedHistory(page, [
    // Yesterday: four paid (NGN 400 and USD 1.00), three with no cost reported, two cached, one not charged.
    vehicle('v1', yesterday - 3 * HOUR, ngn('100.00')),
    taxpayer('p1', yesterday - 2 * HOUR, '20000001-0001', ngn('150.00')),
    taxpayer('p2', yesterday - HOUR, '20000002-0001', ngn('150.00')),
    taxpayer('p3', yesterday, '2522520314833', { wasCharged: true, amount: '1.0', currency: 'USD' }),
    taxpayer('n1', yesterday + HOUR, '20000003-0001'),
    taxpayer('n2', yesterday + 2 * HOUR, '20000004-0001'),
    taxpayer('n3', yesterday + 3 * HOUR, '20000005-0001'),
    taxpayer('c1', yesterday + 4 * HOUR, '20000001-0001', undefined, true),
    taxpayer('c2', yesterday + 5 * HOUR, '20000002-0001', undefined, true),
    taxpayer('z1', yesterday + 6 * HOUR, '20000006-0001', { wasCharged: false }),
    // Not yesterday: today's and an older charge stay out of yesterday's spend.
    taxpayer('t1', today, '20000007-0001', ngn('500.00')),
    taxpayer('o1', older, '20000008-0001', ngn('700.00')),
  ]);
}

test("yesterday's cost in three actions: the period's spend per currency, and each row's charge", async ({
  openExtensionPage,
}) => {
  const panel = await openExtensionPage('sidepanel.html');
  await seedDay(panel);
  await panel.reload();

  // 1. the side panel is open; 2. History; 3. "Yesterday".
  await panel.getByRole('button', { name: 'History' }).click();
  await panel.getByLabel('Date').selectOption({ label: 'Yesterday' });

  const spend = panel.getByRole('region', { name: 'Spend' });
  await expect(spend).toContainText(
    'Yesterday: NGN 400.00 + USD 1.00 · 4 paid lookups · 3 with no cost reported · 1 not charged · 2 free (cached)',
  );
  await expect(panel.getByText('10 of 12 lookups')).toBeVisible();

  const row = (value: string) => panel.locator('.history__item').filter({ hasText: value });
  await expect(row('Supplier p1 Nigeria Limited')).toContainText('Charged NGN 150.00');
  await expect(row('Supplier n1 Nigeria Limited')).toContainText('cost not reported');
  await expect(row('Supplier c1 Nigeria Limited')).toContainText('free (cached)');
  await expect(row('Supplier z1 Nigeria Limited')).toContainText('Not charged');
  // "No cost reported" is never shown as paid nothing.
  await expect(row('Supplier n1 Nigeria Limited')).not.toContainText('Charged');

  // Another period, another sum: today holds one charge of NGN 500.
  await panel.getByLabel('Date').selectOption({ label: 'Today' });
  await expect(spend).toContainText('Today: NGN 500.00 · 1 paid lookup');
});

test("the history export: local time with its zone, make, model, year, name and RC in columns of their own, and 'not reported'", async ({
  openExtensionPage,
}) => {
  const panel = await openExtensionPage('sidepanel.html');
  await seedDay(panel);
  await panel.reload();
  await panel.getByRole('button', { name: 'History' }).click();
  await panel.getByLabel('Date').selectOption({ label: 'Yesterday' });
  const [download] = await Promise.all([
    panel.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const [head = [], ...rows] = Papa.parse<string[]>(readFileSync((await download.path()) ?? '', 'utf8'), {
    skipEmptyLines: true,
  }).data;
  expect(rows).toHaveLength(10);
  const record = (identifier: string, name?: string) => {
    const found = rows.find(
      (cells) =>
        cells[head.indexOf('identifier')] === identifier &&
        (name === undefined || cells[head.indexOf('taxpayer_name')] === name),
    );
    return Object.fromEntries(head.map((column, index) => [column, found?.[index]]));
  };
  const camry = record('4T1BF1FK5DU276514');
  expect(camry).toMatchObject({ make: 'Toyota', model: 'Camry', year: '2013', taxpayer_name: '' });
  expect(camry['time']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+ \([+-]\d{2}:\d{2}\)$/);
  expect(camry['time_zone']).not.toBe('');
  expect(record('20000001-0001', 'Supplier p1 Nigeria Limited')).toMatchObject({
    taxpayer_name: 'Supplier p1 Nigeria Limited',
    rc_number: expect.stringMatching(/^RC\d+$/),
    was_charged: 'yes',
    amount: '150.00',
    currency: 'NGN',
  });
  expect(record('20000003-0001')).toMatchObject({ was_charged: 'not reported', amount: '', currency: '' });
  expect(record('20000006-0001')).toMatchObject({ was_charged: 'no' });
});

test('the bulk plan: a price per lookup from the last reported one, editable, and the free balance fetched', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  const { yesterday } = await browserTimes(page);
  await seedHistory(page, [taxpayer('p1', yesterday, '20000001-0001', ngn('50.00'))]);
  mockApi.reset();

  await page
    .getByLabel('Identifiers')
    .fill(['10000001-0001', '10000002-0001', '10000003-0001', '4T1BF1FK5DU276514'].join('\n'));
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('4 paid lookups')).toBeVisible();

  // The free wallet check answered the plan's balance; nothing billed was sent to estimate.
  await expect(page.getByText('Wallet balance: NGN 25,000.00')).toBeVisible();
  const counts = mockApi.countsByPath();
  expect(counts['GET /api/v1/biometrics/merchant/data/wallet/balance']).toBe(1);
  expect(mockApi.verificationCalls()).toHaveLength(0);

  const tinPrice = page.getByLabel('Price per TIN lookup (NGN)');
  const vinPrice = page.getByLabel('Price per VIN lookup (NGN)');
  await expect(tinPrice).toHaveValue('50');
  await expect(vinPrice).toHaveValue('');
  await expect(page.getByText('Estimated cost: at least NGN 150.00')).toBeVisible();
  await vinPrice.fill('200');
  await expect(page.getByText('Estimated cost: NGN 350.00', { exact: true })).toBeVisible();
  await tinPrice.fill('75');
  await expect(page.getByText('Estimated cost: NGN 425.00', { exact: true })).toBeVisible();
  expect(mockApi.verificationCalls()).toHaveLength(0);
});

test('the bulk page at 400 px: Status in view without scrolling sideways, Cancel looks like a stop, Export only with results', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const page = await openExtensionPage('bulk.html');
  await page.setViewportSize({ width: 400, height: 900 });
  await page
    .getByLabel('Identifiers')
    .fill(['10000001-0001', '10000002-0001', '4T1BF1FK5DU276514'].join('\n'));
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('3 paid lookups')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Excel' })).toHaveCount(0);
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return `${style.backgroundColor} ${style.color} ${style.borderColor}`;
    });
  expect(await look('Cancel')).not.toBe(await look('Start'));

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/Finished/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  const headers = await page.getByRole('columnheader').allInnerTexts();
  expect(headers.indexOf('Status')).toBe(headers.indexOf('Identifier') + 1);
  const status = page.getByRole('columnheader', { name: 'Status' });
  await expect(status).toBeInViewport({ ratio: 1 });
  const firstStatus = page.getByRole('row').nth(1).getByRole('cell').nth(2);
  await expect(firstStatus).toHaveText(/Found|Not found/);
  await expect(firstStatus).toBeInViewport({ ratio: 1 });
  const box = await status.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(400);
  const sideways = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(sideways.scroll).toBeLessThanOrEqual(sideways.width);
});
