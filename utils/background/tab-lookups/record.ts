/**
 * The writers of the per-tab lookups (session:tabLookups). Only the worker loads them: one writer and one
 * queue, so a panel's write can never race the background's and drop an answer.
 */
import { createSerialQueue } from '@/utils/storage/serial';
import { MAX_PER_TAB, tabLookupsItem, type TabLookup } from '@/utils/panel/tab-lookups';

const serial = createSerialQueue();

export function recordTabLookup(tabId: number, lookup: TabLookup): Promise<void> {
  return serial(async () => {
    const all = await tabLookupsItem.getValue();
    const list = (all[tabId] ?? []).filter((entry) => entry.id !== lookup.id);
    await tabLookupsItem.setValue({ ...all, [tabId]: [lookup, ...list].slice(0, MAX_PER_TAB) });
  });
}

export function forgetTab(tabId: number): Promise<void> {
  return serial(async () => {
    const all = await tabLookupsItem.getValue();
    if (!(tabId in all)) return;
    const { [tabId]: _removed, ...rest } = all;
    await tabLookupsItem.setValue(rest);
  });
}

export function forgetAllTabLookups(): Promise<void> {
  return serial(() => tabLookupsItem.removeValue());
}

/** At worker start nothing still runs: a lookup left "running" is marked interrupted, not left to wait. */
export function settleInterruptedLookups(now: number): Promise<void> {
  return serial(async () => {
    const all = await tabLookupsItem.getValue();
    let changed = false;
    const settled = Object.fromEntries(
      Object.entries(all).map(([tabId, lookups]) => [
        tabId,
        lookups.map((lookup) => {
          if (lookup.result) return lookup;
          changed = true;
          return { ...lookup, interruptedAt: now };
        }),
      ]),
    );
    if (changed) await tabLookupsItem.setValue(settled);
  });
}
