/**
 * Issue 38, money: an organisation's limit holds against the device's user and against bad luck, and a billed
 * answer is never sent again by itself. Each test counts what the mock provider received (what would have
 * been billed). The policy is a real managed policy file for a copy of the build (test/support/managed-policy.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { lookUpVin, openExtensionPage, verifyTaxpayer } from '@/test/support/extension-ui';
import { launchWithPolicy, type ManagedLaunch } from '@/test/support/managed-policy';
import { configureMockApi, test as withExtension } from './fixtures';

const API_KEY = 'money-key-0123456789abcdef';
const TIN_PATH = 'POST /api/v1/biometrics/merchant/data/verification/tin';
const VIN_PATH = 'POST /api/v1/biometrics/merchant/data/verification/vehicle/vin';
const BUSINESS_TAX = '/verification/ng/business_tax';
// VINs from public examples, each with a valid check digit.
const VINS = [
  '4T1BF1FK5DU276514',
  '1HGCM82633A004352',
  'JH4KA7561PC008269',
  '1M8GDM9AXKP042788',
  '1FTFW1ET9DFC10312',
  '2HGFA16598H509352',
  '5YJSA1DN1CFP01234',
  '1G1JC5444R7252367',
];

let api: MockApi | undefined;
let launched: ManagedLaunch | undefined;

test.afterEach(async () => {
  await launched?.close();
  await api?.close();
  launched = undefined;
  api = undefined;
});

async function managedDesk(name: string, policy: Record<string, unknown>, walletPrices?: { tax: number }) {
  api = await startMockApi({ apiKey: API_KEY, ...(walletPrices ? { walletPrices } : {}) });
  launched = await launchWithPolicy(name, {
    preset: 'custom',
    baseUrl: api.url,
    apiKey: API_KEY,
    dataSource: 'api',
    skipWelcome: true,
    ...policy,
  });
  const { serviceWorker } = launched;
  await expect.poll(() => serviceWorker.evaluate(() => chrome.storage.managed.get())).toMatchObject(policy);
  return {
    api,
    launched,
    open: (path: string) => openExtensionPage(launched!.context, launched!.extensionId, path),
  };
}

const limitAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Daily spend limit reached' });

test('after Clear history, a reached limit still refuses: the ledger is the organisation’s', async () => {
  test.setTimeout(90_000);
  // A USD limit beside it changes nothing for NGN-billed VINs.
  const desk = await managedDesk('clear-history', { dailySpendLimit: 150, dailySpendLimits: { USD: 5 } });
  desk.api.setScenario('charged', { times: 10 });
  const popup = await desk.open('popup.html');
  await lookUpVin(popup, VINS[0]!);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(VINS[0]!);
  await lookUpVin(popup, VINS[1]!);
  await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(VINS[1]!);
  await lookUpVin(popup, VINS[2]!);
  await expect(limitAlert(popup)).toContainText('NGN 200.00 spent today');
  expect(desk.api.verificationCalls()).toHaveLength(2);

  // The user clears everything Options offers to clear: there is no button for the ledger.
  const options = await desk.open('options.html');
  const managed = options.getByRole('region', { name: 'Set by your organisation' });
  await expect(managed.getByRole('definition').filter({ hasText: 'USD 5' })).toBeVisible();
  await expect(managed).toContainText('Daily spend limits per currency');
  await expect(options.getByRole('button', { name: /^Clear/ })).toHaveText([
    'Clear history…',
    'Clear cache…',
  ]);
  await options.getByRole('button', { name: 'Clear history…' }).click();
  await options.getByRole('button', { name: 'Yes, clear the history' }).click();
  await options.getByRole('button', { name: 'Clear cache…' }).click();
  await options.getByRole('button', { name: 'Yes, clear the cache' }).click();
  const storedKeys = () =>
    desk.launched.serviceWorker.evaluate(async () => Object.keys(await chrome.storage.local.get()));
  await expect
    .poll(async () => (await storedKeys()).filter((key) => /^(history|cache):/.test(key)))
    .toEqual([]);
  expect(await storedKeys()).toContain('spendLedger');

  await popup.reload();
  await lookUpVin(popup, VINS[3]!);
  await expect(limitAlert(popup)).toContainText('Nothing was sent');
  // What was cached is gone too, so even the first VIN is a paid lookup now, and refused.
  await lookUpVin(popup, VINS[0]!);
  await expect(limitAlert(popup)).toBeVisible();
  expect(desk.api.verificationCalls()).toHaveLength(2);
});

test('TIN answers with no cost, and USD Business Tax answers, are held by an NGN limit', async () => {
  test.setTimeout(90_000);
  // The provider's TIN answer has no billing_info; its wallet drops NGN 100 a call.
  const desk = await managedDesk(
    'unreported',
    { dailySpendLimit: 250, taxIdPath: BUSINESS_TAX },
    { tax: 100 },
  );
  const popup = await desk.open('popup.html');
  const tins = ['20304753-0001', '10000001-0001', '10000002-0001', '10000003-0001'];
  for (const tin of tins.slice(0, 3)) {
    const before = desk.api.verificationCalls().length;
    await verifyTaxpayer(popup, 'TIN', tin);
    await expect.poll(() => desk.api.verificationCalls().length).toBe(before + 1);
    // Its answer (a record, or "no record found") is shown under the number asked.
    await expect(popup.locator('code', { hasText: tin })).toBeVisible();
  }
  // The first call learnt the price from the free balance before and after (NGN 100); the others count
  // at it although they reported nothing: NGN 300 against NGN 250.
  await verifyTaxpayer(popup, 'TIN', tins[3]!);
  await expect(limitAlert(popup)).toContainText('NGN 300.00 spent today');

  // A 13-digit Tax ID goes to Business Tax, documented in USD: refused under an NGN-only limit.
  await verifyTaxpayer(popup, 'TIN', '2522520314833');
  await expect(popup.getByRole('alert')).toContainText(
    'This check is billed in USD, and your organisation’s daily limit is set in NGN only',
  );
  const counts = desk.api.countsByPath();
  expect(counts[TIN_PATH]).toBe(3);
  expect(counts[`POST ${BUSINESS_TAX}`]).toBeUndefined();
});

test('a bulk run with three popups at once sends no more than the limit allows', async () => {
  test.setTimeout(120_000);
  const desk = await managedDesk('race', { dailySpendLimit: 300 });
  // One lookup first, so the price is known: NGN 100 spent, room for two more.
  desk.api.setScenario('charged');
  const first = await desk.open('popup.html');
  await lookUpVin(first, VINS[0]!);
  await expect(first.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
  expect(desk.api.verificationCalls()).toHaveLength(1);

  // Every answer from now on takes 1.5 s: the run and the popups are all in flight together.
  desk.api.setScenario('charged_slow', { times: 20, delayMs: 1500 });
  const bulk = await desk.open('bulk.html');
  await bulk.getByLabel('Identifiers').fill(VINS.slice(1, 5).join('\n'));
  await bulk.getByRole('button', { name: 'Check' }).click();
  await expect(bulk.getByText('4 paid lookups')).toBeVisible();
  const popups = await Promise.all([1, 2, 3].map(() => desk.open('popup.html')));
  for (const [index, popup] of popups.entries()) {
    await popup.getByLabel('Identifier', { exact: true }).fill(VINS[5 + index]!);
  }
  await Promise.all([
    bulk.getByRole('button', { name: 'Start' }).click(),
    ...popups.map((popup) => popup.getByRole('button', { name: 'Look up', exact: true }).click()),
  ]);
  await expect(bulk.getByText(/Finished/)).toBeVisible({ timeout: 60_000 });
  for (const popup of popups) {
    await expect(
      popup
        .getByRole('alert')
        .or(popup.getByRole('region', { name: 'Vehicle report' }))
        .first(),
    ).toBeVisible();
  }
  const sent = desk.api.verificationCalls();
  expect(sent).toHaveLength(3);
  // Two overlapped: each was let through with the other's price already reserved.
  const [a, b] = sent.slice(1);
  expect(Math.max(a!.time, b!.time)).toBeLessThan(
    Math.min(a!.finishedAt ?? Infinity, b!.finishedAt ?? Infinity),
  );
  expect(desk.api.countsByPath()[VIN_PATH]).toBe(3);
});

test('confirmAbove asks before a USD Tax ID, and sends only on the user’s yes', async () => {
  test.setTimeout(90_000);
  const desk = await managedDesk('confirm', { confirmAbove: 500, taxIdPath: BUSINESS_TAX });
  const popup = await desk.open('popup.html');
  await verifyTaxpayer(popup, 'TIN', '2522520314833');
  const question = popup.getByRole('alert').filter({ hasText: 'billed in USD' });
  await expect(question).toContainText(
    'This check is billed in USD (USD 1.00 a lookup), which cannot be compared with the NGN 500.00 your organisation asks you to confirm.',
  );
  expect(desk.api.countsByPath()[`POST ${BUSINESS_TAX}`]).toBeUndefined();
  await question.getByRole('button', { name: 'Look up anyway' }).click();
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
  expect(desk.api.countsByPath()[`POST ${BUSINESS_TAX}`]).toBe(1);
});

withExtension(
  'a 500 and a code 02 that report a charge are sent once, and their charge is recorded',
  async ({ openExtensionPage: open, mockApi, serviceWorker }) => {
    await configureMockApi(open, mockApi.url);
    mockApi.reset();
    const billing = { was_charged: true, amount: '100.00', currency: 'NGN' };
    const popup = await open('popup.html');

    // Once: a retry would get the mock's ordinary success, and be counted.
    mockApi.setScenario('custom', {
      answer: { status: 500, body: { status: false, detail: 'Internal error', billing_info: billing } },
    });
    await lookUpVin(popup, VINS[0]!);
    await expect(popup.getByRole('alert').first()).toContainText(
      'The provider answered with an error (HTTP 500) but says it charged for this call, so it was not sent again.',
    );
    await expect(popup.getByRole('alert').first()).toContainText('The provider charged NGN 100.00 for this.');
    expect(mockApi.verificationCalls()).toHaveLength(1);

    mockApi.setScenario('custom', {
      answer: {
        status: 200,
        body: { status: false, response_code: '02', detail: 'Retry later', billing_info: billing },
      },
    });
    await verifyTaxpayer(popup, 'TIN', '20304753-0001');
    await expect(popup.locator('code', { hasText: '20304753-0001' })).toBeVisible();
    await expect(popup.getByRole('alert').first()).toContainText('says it charged for this call');
    expect(mockApi.verificationCalls()).toHaveLength(2);

    // Both charges are in history (the user's record) and in the organisation's ledger.
    const panel = await open('sidepanel.html');
    await panel.getByRole('button', { name: 'History' }).click();
    await expect(panel.locator('.history__item').filter({ hasText: 'Charged NGN 100.00' })).toHaveCount(2);
    const ledger = await serviceWorker.evaluate(
      async () => (await chrome.storage.local.get('spendLedger'))['spendLedger'],
    );
    const days = (ledger as { days: Record<string, { spent: Record<string, number> }> }).days;
    expect(Object.values(days).map((day) => day.spent)).toEqual([{ NGN: 200 }]);
    // Nothing was sent again by itself: still two calls.
    expect(mockApi.verificationCalls()).toHaveLength(2);
  },
);
