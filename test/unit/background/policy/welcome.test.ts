/**
 * The welcome tab on install and the organisation's skipWelcome, while the policy read is slow (a browser
 * start): the read is a promise each test resolves; the half-second grace runs on vitest's fake clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { registerWelcome, WELCOME_GRACE_MS } from '@/entrypoints/background/welcome';
import { startPolicyReader } from '@/utils/background/policy/read';
import { welcomeShownItem } from '@/utils/background/storage/items';
import { markPolicySeen, slowManagedRead } from '@/test/support/slow-policy-read';

function installedBy(installType: string): void {
  Object.assign(fakeBrowser.management, {
    getSelf: async () => ({ installType }),
  });
}

async function welcomeTabs(): Promise<number> {
  const tabs = await fakeBrowser.tabs.query({});
  return tabs.filter((tab) => tab.url?.endsWith('/welcome.html')).length;
}

/** Installs: the worker starts its read, then Chrome reports the install. */
function install(): void {
  void startPolicyReader();
  registerWelcome();
  void fakeBrowser.runtime.onInstalled.trigger({ reason: 'install', temporary: false });
}

describe('the welcome tab while the policy is read', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('opens after the grace when the read is still pending, and closes when it says skipWelcome', async () => {
    installedBy('normal');
    const { answer } = slowManagedRead();
    install();
    await vi.advanceTimersByTimeAsync(WELCOME_GRACE_MS - 1);
    expect(await welcomeTabs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await welcomeTabs()).toBe(1));
    answer({ skipWelcome: true });
    await vi.waitFor(async () => expect(await welcomeTabs()).toBe(0));
  });

  it('stays open when the late read does not skip it', async () => {
    installedBy('normal');
    const { answer } = slowManagedRead();
    install();
    await vi.advanceTimersByTimeAsync(WELCOME_GRACE_MS);
    await vi.waitFor(async () => expect(await welcomeTabs()).toBe(1));
    answer({ historyDays: 30 });
    await vi.advanceTimersByTimeAsync(0);
    expect(await welcomeTabs()).toBe(1);
    expect(await welcomeShownItem.getValue()).toBe(true);
  });

  it('opens no tab when the read answers skipWelcome within the grace', async () => {
    installedBy('normal');
    const { answer } = slowManagedRead();
    install();
    await vi.advanceTimersByTimeAsync(10);
    answer({ skipWelcome: true });
    await vi.advanceTimersByTimeAsync(WELCOME_GRACE_MS * 4);
    expect(await welcomeTabs()).toBe(0);
  });

  it('waits for the read, however long, when the organisation installed the extension', async () => {
    installedBy('admin');
    const { answer } = slowManagedRead();
    install();
    await vi.advanceTimersByTimeAsync(WELCOME_GRACE_MS * 10);
    expect(await welcomeTabs()).toBe(0);
    answer({ skipWelcome: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(await welcomeTabs()).toBe(0);
    expect(await welcomeShownItem.getValue()).toBe(false);
  });

  it('an organisation install with no skipWelcome gets its tab once the read lands', async () => {
    installedBy('admin');
    const { answer } = slowManagedRead();
    install();
    answer({ dataSource: 'api' });
    await vi.waitFor(async () => expect(await welcomeTabs()).toBe(1));
  });

  it('waits for the read when the last policy seen on this profile skipped the welcome', async () => {
    installedBy('development');
    await markPolicySeen({ policy: true, skipWelcome: true });
    const { answer } = slowManagedRead();
    install();
    await vi.advanceTimersByTimeAsync(WELCOME_GRACE_MS * 10);
    expect(await welcomeTabs()).toBe(0);
    answer({ skipWelcome: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(await welcomeTabs()).toBe(0);
  });
});
