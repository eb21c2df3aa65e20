/**
 * Fleet mode in real Chromium: a real policy file for the extension, read at start as on a managed desk.
 * Chromium reads /etc/chromium/policies/managed/*.json; writing there needs root (CI runs as root). The
 * file names only this test's copy of the build (an unpacked extension's id follows its folder), and is
 * removed afterwards, so no other test sees a policy.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockApi } from '@/test/mock-api/server';
import { BUILD_DIR, launchWithExtension, removeLaunchFiles } from '@/test/support/chromium';
import { lookUpVin } from '@/test/support/extension-ui';
import { POLICY_DIR, unpackedExtensionId, writeManagedPolicy } from '@/test/support/managed-policy';

const POLICY_FILE = join(POLICY_DIR, 'vin-tin-lookup-fleet-e2e.json');
const API_KEY = 'fleet-key-0123456789abcdef';
// VINs from public examples, each with a valid check digit.
const VINS = ['4T1BF1FK5DU276514', '1HGCM82633A004352', 'JH4KA7561PC008269'];
const GRANTED_SITE = 'http://127.0.0.1/*';

test('an organisation configures the extension by policy: locked, used, limited, and changed live', async () => {
  test.setTimeout(120_000);
  const api = await startMockApi({ apiKey: API_KEY });
  const extensionDir = realpathSync(mkdtempSync(join(tmpdir(), 'vin-tin-fleet-')));
  cpSync(BUILD_DIR, extensionDir, { recursive: true });
  // One of the organisation's two sites is granted already (as "Always scan" would): only the other is offered.
  const manifestPath = join(extensionDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions: string[] };
  manifest.host_permissions.push(GRANTED_SITE);
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const extensionId = unpackedExtensionId(extensionDir);
  const policy = {
    preset: 'custom',
    baseUrl: api.url,
    apiKey: API_KEY,
    dataSource: 'api',
    dailySpendLimit: 150,
    skipWelcome: true,
    scanSites: [GRANTED_SITE, 'https://dealers.example.ng/*'],
    allowExports: false,
    externalLinks: false,
    // A string, so Chrome's schema lets it through, but not a path: ignored, with a line in Options.
    tinPath: 'https://elsewhere.example/tin',
  };
  let launched: Awaited<ReturnType<typeof launchWithExtension>> | undefined;
  try {
    writeManagedPolicy(POLICY_FILE, extensionId, policy);
    launched = await launchWithExtension({ extensionDir, keepWelcomeTab: true });
    // The schema passed Chrome's strict validation: the extension loaded, and its policy reached it.
    expect(launched.extensionId).toBe(extensionId);
    const worker = launched.serviceWorker;
    await expect
      .poll(() => worker.evaluate(() => chrome.storage.managed.get()))
      .toMatchObject({ preset: 'custom', baseUrl: api.url, dailySpendLimit: 150 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(launched.context.pages().map((page) => page.url())).not.toContainEqual(
      expect.stringContaining('welcome.html'),
    );

    // Options: the locked preset and base URL, read-only under the banner.
    const options = await launched.context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const managed = options.getByRole('region', { name: 'Set by your organisation' });
    await expect(managed).toContainText('Your organisation manages these settings');
    await expect(managed).toContainText(api.url);
    await expect(options.getByLabel('Preset')).toBeDisabled();
    await expect(options.getByLabel('Preset')).toHaveValue('custom');
    await expect(options.getByLabel('API base URL')).toHaveValue(api.url);
    await expect(options.getByLabel('API base URL')).not.toBeEditable();
    await expect(options.getByLabel('API key')).toBeDisabled();
    await expect(options.getByLabel('Data source')).toBeDisabled();
    await expect(managed.getByRole('alert')).toHaveText(
      'Your organisation’s setting “tinPath” could not be used and is ignored: it should be a path such as /api/v1/verification/tin. Ask your administrator to correct it.',
    );
    await expect(options.getByLabel('TIN path')).toBeEditable();
    const axe = await new AxeBuilder({ page: options }).analyze();
    expect(
      axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
    await options.screenshot({ path: 'test-results/screenshots/options-fleet.png', fullPage: true });

    // A lookup goes to the managed base URL with the managed key, charged NGN 100 each.
    api.setScenario('charged', { times: 10 });
    const popup = await launched.context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    // The sites the organisation asks for, less the one already granted, in one click.
    await expect(popup.getByText('Your organisation asks to scan this site:')).toBeVisible();
    await expect(popup.getByRole('listitem').filter({ hasText: 'https://dealers.example.ng' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Allow' })).toBeVisible();
    await expect(popup.getByText('http://127.0.0.1', { exact: true })).toHaveCount(0);
    await lookUpVin(popup, VINS[0]!);
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toBeVisible();
    // No links out: the organisation turned the outside checks off (a US-market Toyota would have them).
    await expect(popup.getByRole('link', { name: /NHTSA|NICB/ })).toHaveCount(0);
    expect(api.verificationCalls().map((call) => call.path)).toEqual([
      '/api/v1/biometrics/merchant/data/verification/vehicle/vin',
    ]);

    // NGN 100 spent, under the limit of 150: the next goes; then 200 is at the limit, and paid lookups stop.
    await lookUpVin(popup, VINS[1]!);
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(VINS[1]!);
    expect(api.verificationCalls()).toHaveLength(2);
    await lookUpVin(popup, VINS[2]!);
    const stopped = popup.getByRole('alert').filter({ hasText: 'Daily spend limit reached' });
    await expect(stopped).toContainText('Your organisation’s daily spend limit of NGN 150.00 is reached');
    await expect(stopped).toContainText('Nothing was sent');
    expect(api.verificationCalls()).toHaveLength(2);
    // A cached answer is free and still comes.
    await lookUpVin(popup, VINS[0]!);
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(VINS[0]!);
    expect(api.verificationCalls()).toHaveLength(2);

    // Exports are off: history lists the lookups and offers no export.
    const panel = await launched.context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await panel.getByRole('button', { name: 'History' }).click();
    await expect(panel.getByText('Your organisation has turned exports off.')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Export/ })).toHaveCount(0);

    // The administrator raises the limit: Chromium re-reads the policy files while running.
    writeManagedPolicy(POLICY_FILE, extensionId, { ...policy, dailySpendLimit: 1000 });
    const policyPage = await launched.context.newPage();
    await policyPage.goto('chrome://policy');
    await policyPage.getByRole('button', { name: /Reload policies/i }).click();
    await expect
      .poll(() => worker.evaluate(() => chrome.storage.managed.get()), { timeout: 30_000 })
      .toMatchObject({ dailySpendLimit: 1000 });
    // Options follows without a reload, and the stopped lookup now goes through.
    await expect(managed).toContainText('1000');
    await lookUpVin(popup, VINS[2]!);
    await expect(popup.getByRole('region', { name: 'Vehicle report' })).toContainText(VINS[2]!);
    expect(api.verificationCalls()).toHaveLength(3);
  } finally {
    rmSync(POLICY_FILE, { force: true });
    await launched?.context.close();
    if (launched) removeLaunchFiles(launched);
    await api.close();
    rmSync(extensionDir, { recursive: true, force: true });
  }
});
