/**
 * The deployment example an administrator copies (docs/deploy/chrome-policy.json) works in real Chromium: its
 * extension policy passes Chrome's strict managed-schema check key by key, reaches storage.managed whole, is
 * listed in chrome://policy (where docs/deploy.md tells the administrator to look), and Options shows it locked
 * with nothing refused. Chromium reads /etc/chromium/policies/managed/*.json at start (root; CI runs as root);
 * the file names only this test's copy of the build and is removed afterwards.
 */
import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUILD_DIR, launchWithExtension, removeLaunchFiles } from '@/test/support/chromium';

const EXAMPLE = resolve(import.meta.dirname, '../../docs/deploy/chrome-policy.json');
const POLICY_FILE = '/etc/chromium/policies/managed/vin-tin-lookup-deploy-example-e2e.json';

/** Chromium's id for an unpacked extension: the first 128 bits of SHA-256 of its path, as letters a-p. */
function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(dir).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

test('the Chrome example policy from docs/deploy reaches the extension whole and shows in chrome://policy', async () => {
  test.setTimeout(90_000);
  const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
    '3rdparty': { extensions: Record<string, Record<string, unknown>> };
  };
  const policy = example['3rdparty'].extensions.REPLACE_WITH_EXTENSION_ID!;
  const extensionDir = realpathSync(mkdtempSync(join(tmpdir(), 'vin-tin-deploy-')));
  cpSync(BUILD_DIR, extensionDir, { recursive: true });
  const extensionId = unpackedExtensionId(extensionDir);
  // The install half (ExtensionInstallForcelist) needs the store: only the extension's own policy is written.
  mkdirSync(join(POLICY_FILE, '..'), { recursive: true });
  writeFileSync(POLICY_FILE, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: policy } } }));
  let launched: Awaited<ReturnType<typeof launchWithExtension>> | undefined;
  try {
    launched = await launchWithExtension({ extensionDir, keepWelcomeTab: true });
    expect(launched.extensionId).toBe(extensionId);
    const worker = launched.serviceWorker;
    // Every key arrives: Chrome drops any value its schema check refuses before the extension sees it.
    await expect.poll(() => worker.evaluate(() => chrome.storage.managed.get())).toEqual(policy);

    // Where docs/deploy.md sends the administrator: the extension's own policies, listed by name.
    const policies = await launched.context.newPage();
    await policies.goto('chrome://policy');
    // Its section is headed by the extension's name (and id, in recent versions).
    await expect(policies.getByText('VIN & TIN Lookup').first()).toBeVisible();
    for (const key of ['dailySpendLimits', 'scanSites', 'confirmAbove'])
      await expect(policies.getByText(key, { exact: true }).first()).toBeVisible();

    // Options: locked, under the organisation's banner, and no key refused.
    const options = await launched.context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const managed = options.getByRole('region', { name: 'Set by your organisation' });
    await expect(managed).toContainText('https://verify.gateway.example-bank.ng');
    await expect(options.getByLabel('Preset')).toBeDisabled();
    await expect(managed.getByRole('alert')).toHaveCount(0);
  } finally {
    rmSync(POLICY_FILE, { force: true });
    await launched?.context.close();
    if (launched) removeLaunchFiles(launched);
    rmSync(extensionDir, { recursive: true, force: true });
  }
});
