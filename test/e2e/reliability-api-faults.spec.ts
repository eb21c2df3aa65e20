/**
 * Provider faults end to end: the built extension in Chromium against the mock API, through the popup.
 * Each fault shows an alert with the right title, makes exactly the calls it may (counted at the mock,
 * i.e. what would be billed), and never leaves an old answer on screen as if it were fresh.
 * Every wait is bounded; the 20-second timeout case runs only with SOAK=1.
 */
import type { Page } from '@playwright/test';
import { scenarioTin, scenarioVin, type ScenarioName } from '@/test/mock-api/scenarios';
import { lookUpVin, verifyTaxpayer } from '@/test/support/extension-ui';
import { configureMockApi, expect, test } from './fixtures';

const DEMO_VIN = '4T1BF1FK5DU276514';
/** Longest honest wait for one faulty lookup: three attempts with back-off or Retry-After between. */
const RETRIES_BOUND_MS = 30_000;

/**
 * The popup's own controls by role: a report can itself contain the word "Vehicle", so text
 * matching (as in test/support) is ambiguous once a result is on screen.
 */
interface Case {
  scenario: ScenarioName;
  endpoint: 'vin' | 'tax';
  title: string;
  /** Extra text the alert must hold (our words, or the provider's). */
  text?: RegExp;
  calls: number;
  /**
   * Chromium itself re-sends a request once when a reused keep-alive connection is reset before any
   * answer, so each of our attempts at a resetting server may reach it twice (see the report).
   */
  browserMayResend?: boolean;
  /** An answer rather than a fault ("No record found"): shown as information, not as an alert. */
  benign?: boolean;
}

const CASES: readonly Case[] = [
  { scenario: 'not_found', endpoint: 'vin', title: 'No record found', calls: 1, benign: true },
  { scenario: 'status_true_01', endpoint: 'tax', title: 'No record found', calls: 1, benign: true },
  { scenario: 'insufficient_funds', endpoint: 'tax', title: 'Wallet balance too low', calls: 1 },
  { scenario: 'retry_later', endpoint: 'vin', title: 'Source temporarily unavailable', calls: 3 },
  { scenario: 'http_401', endpoint: 'vin', title: 'API key rejected', calls: 1 },
  { scenario: 'http_402', endpoint: 'tax', title: 'Wallet balance too low', calls: 1 },
  { scenario: 'http_403', endpoint: 'vin', title: 'Access refused', calls: 1 },
  { scenario: 'rate_limited_retry_after', endpoint: 'vin', title: 'Too many requests', calls: 3 },
  { scenario: 'rate_limited', endpoint: 'tax', title: 'Too many requests', calls: 3 },
  { scenario: 'http_500', endpoint: 'tax', title: 'Provider error', text: /HTTP 500/, calls: 3 },
  { scenario: 'html_502', endpoint: 'vin', title: 'Provider error', text: /error web page/, calls: 3 },
  { scenario: 'html_200', endpoint: 'vin', title: 'Unreadable answer', text: /web page/, calls: 1 },
  {
    scenario: 'malformed_json',
    endpoint: 'tax',
    title: 'Unreadable answer',
    text: /could not be read/,
    calls: 1,
  },
  {
    scenario: 'truncated_json',
    endpoint: 'vin',
    title: 'Unreadable answer',
    text: /could not be read/,
    calls: 1,
  },
  { scenario: 'huge', endpoint: 'vin', title: 'Unreadable answer', text: /too large/, calls: 1 },
  {
    scenario: 'status_false_00',
    endpoint: 'vin',
    title: 'Unreadable answer',
    text: /success and failure/,
    calls: 1,
  },
  { scenario: 'no_data', endpoint: 'tax', title: 'Unreadable answer', calls: 1 },
  { scenario: 'unknown_code', endpoint: 'vin', title: 'Unexpected answer', text: /99/, calls: 1 },
  { scenario: 'redirect', endpoint: 'vin', title: 'Unreadable answer', text: /another address/, calls: 1 },
  {
    scenario: 'reset',
    endpoint: 'tax',
    title: 'Could not reach the provider',
    text: /not sent again/,
    calls: 1,
    browserMayResend: true,
  },
];

async function lookUp(popup: Page, endpoint: 'vin' | 'tax', scenario: ScenarioName): Promise<void> {
  if (endpoint === 'vin') await lookUpVin(popup, scenarioVin(scenario));
  else await verifyTaxpayer(popup, 'TIN', scenarioTin(scenario));
}

test('every provider fault shows its own alert in the popup and is called only as often as it may be', async ({
  openExtensionPage,
  mockApi,
}) => {
  test.setTimeout(180_000);
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const seen: string[] = [];
  for (const fault of CASES) {
    const before = mockApi.verificationCalls().length;
    await lookUp(popup, fault.endpoint, fault.scenario);
    // "No record found" is an answer: shown as information (a status), every fault as an alert.
    const alert = fault.benign
      ? popup.getByRole('status').filter({ hasText: fault.title })
      : popup.getByRole('alert');
    await expect(alert, fault.scenario).toContainText(fault.title, { timeout: RETRIES_BOUND_MS });
    if (fault.benign) await expect(popup.getByRole('alert')).toHaveCount(0);
    if (fault.text) await expect(alert, fault.scenario).toContainText(fault.text);
    // The key is never part of what the user is shown.
    await expect(alert).not.toContainText(mockApi.apiKey);
    await expect(popup.getByRole('region', { name: /Vehicle report|Taxpayer record/ })).toHaveCount(0);
    await expect(popup.getByText('Looking up', { exact: false })).toHaveCount(0);
    const calls = mockApi.verificationCalls().length - before;
    if (fault.browserMayResend) {
      expect(calls, fault.scenario).toBeGreaterThanOrEqual(fault.calls);
      expect(calls, fault.scenario).toBeLessThanOrEqual(2 * fault.calls);
      test.info().annotations.push({ type: 'calls at a resetting server', description: String(calls) });
    } else expect(calls, fault.scenario).toBe(fault.calls);
    seen.push(fault.scenario);
  }
  expect(seen).toHaveLength(CASES.length);
});

test('faults that clear up in time end in the record, with the calls they needed', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  for (const scenario of ['retry_later_once', 'http_503_once', 'rate_limited_once'] as const) {
    const before = mockApi.verificationCalls().length;
    await lookUpVin(popup, scenarioVin(scenario));
    await expect(popup.getByRole('region', { name: 'Vehicle report' }), scenario).toBeVisible({
      timeout: RETRIES_BOUND_MS,
    });
    await expect(popup.getByRole('alert')).toHaveCount(0);
    expect(mockApi.verificationCalls().length - before, scenario).toBe(2);
  }
  // Wrong types everywhere still make a readable record.
  await verifyTaxpayer(popup, 'TIN', scenarioTin('wrong_types'));
  await expect(popup.getByRole('region', { name: 'Taxpayer record' })).toBeVisible();
});

test('a cached answer is labelled as such, and a failed refresh never shows it as fresh', async ({
  openExtensionPage,
  mockApi,
}) => {
  await configureMockApi(openExtensionPage, mockApi.url);
  const popup = await openExtensionPage('popup.html');
  const report = popup.getByRole('region', { name: 'Vehicle report' });

  await lookUpVin(popup, DEMO_VIN);
  await expect(report).toContainText('Fetched');
  await lookUpVin(popup, DEMO_VIN);
  await expect(report).toContainText(/Cached answer, fetched/);
  expect(mockApi.verificationCalls()).toHaveLength(1);

  // Refresh is a new (possibly billed) call; the provider now fails three times.
  mockApi.setScenario('http_503', { times: 3 });
  await popup.getByRole('button', { name: 'Refresh' }).click();
  await expect(popup.getByRole('alert')).toContainText('Provider error', { timeout: RETRIES_BOUND_MS });
  // Only the failure is on screen (itself "Fetched just now"): not the old record, not a cache label.
  await expect(report).toHaveCount(0);
  await expect(popup.getByText(/Cached answer/)).toHaveCount(0);
  await expect(popup.getByRole('heading', { name: /Toyota Camry/ })).toHaveCount(0);
  expect(mockApi.verificationCalls()).toHaveLength(4);

  // Asking again shows the earlier success, labelled as cached with its age, and costs nothing.
  await lookUpVin(popup, DEMO_VIN);
  await expect(report).toContainText(/Cached answer, fetched/);
  await expect(report).not.toContainText('Fetched');
  expect(mockApi.verificationCalls()).toHaveLength(4);
});

// Takes the client's time limit (20 s) twice: part of the long run only (SOAK=1).
if (process.env['SOAK']) {
  test('a provider that never answers ends in "No answer in time", called once', async ({
    openExtensionPage,
    mockApi,
  }) => {
    test.setTimeout(120_000);
    await configureMockApi(openExtensionPage, mockApi.url);
    const popup = await openExtensionPage('popup.html');
    mockApi.setScenario('slow', { delayMs: 60_000 });
    await lookUpVin(popup, DEMO_VIN);
    await expect(popup.getByRole('alert')).toContainText('No answer in time', { timeout: 45_000 });
    await expect(popup.getByRole('alert')).toContainText(/may still have been processed and billed/);
    expect(mockApi.verificationCalls()).toHaveLength(1);

    mockApi.setScenario('slow_drip', { delayMs: 2_000 });
    await lookUpVin(popup, scenarioVin('not_found'));
    await expect(popup.getByRole('alert')).toContainText('No answer in time', { timeout: 45_000 });
    expect(mockApi.verificationCalls()).toHaveLength(2);
  });
}
