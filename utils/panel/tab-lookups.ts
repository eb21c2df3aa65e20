/** Per-tab lookups for the side panel, in storage.session so a restarted worker or later panel finds them. */
import { storage } from 'wxt/utils/storage';
import type { LookupResult, LookupTrigger } from '@/utils/lookup/schema';
import type { IdentifierKind } from '@/utils/api/model';
import { createSerialQueue } from '@/utils/storage/serial';
import { LOOKUP_WAIT_LIMIT_MS } from '@/utils/lookup/limits';

export interface TabLookup {
  id: string;
  kind?: IdentifierKind;
  value: string;
  trigger: LookupTrigger;
  startedAt: number;
  /** Absent while the lookup runs. */
  result?: LookupResult;
  interruptedAt?: number;
  /** What the page printed around the identifier, to set its claims against the answer. */
  pageText?: string;
}

/** Per tab id, newest first. */
export const tabLookupsItem = storage.defineItem<Record<string, TabLookup[]>>('session:tabLookups', {
  fallback: {},
});

/** Lookups kept per tab (the newest): what the side panel lists as this tab's results. */
export const MAX_PER_TAB = 20;
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

/** A lookup still marked as running past the limit was cut off (the worker was stopped). */
export function isInterrupted(lookup: TabLookup, now: number): boolean {
  return (
    !lookup.result && (lookup.interruptedAt !== undefined || now - lookup.startedAt > LOOKUP_WAIT_LIMIT_MS)
  );
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
