import { browser } from 'wxt/browser';
import { readPolicySeen } from '@/utils/background/policy/copy';
import { readPolicy } from '@/utils/background/policy/read';
import { welcomeShownItem } from '@/utils/background/storage/items';

/**
 * How long an install the user made waits for the policy read before the welcome tab opens: an install
 * in a running browser reads it in tens of milliseconds, so an organisation's skipWelcome is kept with no
 * tab at all, and half a second after "Add extension" is not a wait anyone sees. A read still pending then
 * (a browser start) no longer holds the tab: it opens, and is closed if the read says skipWelcome.
 */
export const WELCOME_GRACE_MS = 500;

type InstallType = 'admin' | 'development' | 'normal' | 'sideload' | 'other';

/** Installed by the organisation's policy (Chrome's force-install list, Firefox's policies.json). */
async function installedByPolicy(): Promise<boolean> {
  // A browser without the call (or a test's fake) is a user's install.
  const self = await Promise.resolve()
    .then(() => browser.management.getSelf())
    .catch(() => undefined);
  return (self?.installType as InstallType | undefined) === 'admin';
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  return Promise.race([promise, new Promise<'late'>((done) => setTimeout(() => done('late'), ms))]);
}

/**
 * Whether to wait for the read before anything: an extension the organisation installed (it set the desks
 * up, and the user asked for no tab, so a few seconds' wait is invisible while a tab that opens and closes
 * on every desk is not), or one whose last read on this profile said skipWelcome.
 */
async function waitsForPolicy(): Promise<boolean> {
  if ((await readPolicySeen())?.skipWelcome) return true;
  return installedByPolicy();
}

async function openWelcome(): Promise<void> {
  if (await waitsForPolicy()) {
    if ((await readPolicy()).policy.skipWelcome) return;
    await welcomeShownItem.setValue(true);
    await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    return;
  }
  const read = readPolicy();
  const early = await within(read, WELCOME_GRACE_MS);
  if (early !== 'late' && early.policy.skipWelcome) return;
  await welcomeShownItem.setValue(true);
  const tab = await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  if (early !== 'late' || !(await read).policy.skipWelcome || tab.id === undefined) return;
  // An organisation that skips the tour, heard of after the tab opened: the tab goes.
  await browser.tabs.remove(tab.id).catch(() => undefined);
}

/** First install only: Chromium reports "install" again for a reloaded unpacked build, so a flag decides. */
export function registerWelcome(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void welcomeShownItem.getValue().then(async (shown) => {
      if (!shown) await openWelcome();
    });
  });
}
