import { browser } from 'wxt/browser';
import { readPolicy } from '@/utils/background/policy/read';
import { welcomeShownItem } from '@/utils/background/storage/items';

/** First install only: Chromium reports "install" again for a reloaded unpacked build, so a flag decides. */
export function registerWelcome(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void welcomeShownItem.getValue().then(async (shown) => {
      if (shown) return;
      // An organisation that set the extension up for its desks can spare them the tour.
      if ((await readPolicy()).policy.skipWelcome) return;
      await welcomeShownItem.setValue(true);
      await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    });
  });
}
