/** What the background recorded of a tab's lookups (storage.session `tabLookups`), read in e2e tests. */
import type { Worker } from '@playwright/test';

/** The values of this tab's lookups the background recorded, oldest first. */
export async function tabLookupValues(serviceWorker: Worker, tabId: number): Promise<string[]> {
  return serviceWorker.evaluate(async (id) => {
    const { tabLookups } = await chrome.storage.session.get('tabLookups');
    const list = ((tabLookups as Record<string, { value: string }[]> | undefined)?.[id] ?? []).map(
      (lookup) => lookup.value,
    );
    return list.reverse();
  }, tabId);
}

export const sortedTabLookupValues = (serviceWorker: Worker, tabId: number) =>
  tabLookupValues(serviceWorker, tabId).then((values) => values.sort());

/** This tab's lookups still waiting for their answer (history records a lookup when it is answered). */
export async function unansweredTabLookups(serviceWorker: Worker, tabId: number): Promise<number> {
  return serviceWorker.evaluate(async (id) => {
    const { tabLookups } = await chrome.storage.session.get('tabLookups');
    const list = (tabLookups as Record<string, { result?: unknown }[]> | undefined)?.[id] ?? [];
    return list.filter((lookup) => lookup.result === undefined).length;
  }, tabId);
}
