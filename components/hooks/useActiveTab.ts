import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

export interface ActiveTab {
  id: number;
  url?: string;
}

/** The side panel's tab: this window's active tab, followed as it changes; `?tab=ID` pins one (tests). */
export function useActiveTab(): ActiveTab | undefined {
  const [tab, setTab] = useState<ActiveTab>();
  useEffect(() => {
    const pinned = Number(new URLSearchParams(location.search).get('tab'));
    async function refresh() {
      if (pinned) {
        const pinnedTab = await browser.tabs.get(pinned).catch(() => undefined);
        setTab({ id: pinned, url: pinnedTab?.url });
        return;
      }
      const [active] = await browser.tabs.query({ active: true, currentWindow: true });
      if (active?.id !== undefined) setTab({ id: active.id, url: active.url });
    }
    void refresh();
    const onActivated = () => void refresh();
    const onUpdated = (tabId: number, change: { url?: string; status?: string }) => {
      if (change.url || change.status === 'complete') void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);
  return tab;
}
