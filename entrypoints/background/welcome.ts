import { browser } from 'wxt/browser';
import { welcomeShownItem } from '@/utils/storage/items';

/**
 * Opens the welcome page on the first install only. Chromium reports "install" again when it reloads an
 * unpacked build into an existing profile, so a stored flag decides, not the reason alone.
 */
export function registerWelcome(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void welcomeShownItem.getValue().then(async (shown) => {
      if (shown) return;
      await welcomeShownItem.setValue(true);
      await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    });
  });
}
