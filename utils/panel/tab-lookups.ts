/**
 * Lookups started from a page or the context menu, per tab, for the side panel to show. Kept in
 * storage.session (trusted contexts only, gone when the browser closes) so a restarted worker or a
 * side panel opened later still finds them.
 */
import { storage } from 'wxt/utils/storage';
import type { LookupResult, LookupTrigger } from '../lookup/schema';
import type { IdentifierKind } from '../api/model';
import { createSerialQueue } from '../storage/serial';

export interface TabLookup {
  id: string;
  kind?: IdentifierKind;
  value: string;
  trigger: LookupTrigger;
  startedAt: number;
  /** Absent while the lookup runs. */
  result?: LookupResult;
}

/** Per tab id, newest first. */
export const tabLookupsItem = storage.defineItem<Record<string, TabLookup[]>>('session:tabLookups', {
  fallback: {},
});

const MAX_PER_TAB = 20;
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

/** Past this, a lookup still marked as running was cut off (the worker was stopped): say so, offer a retry. */
export const TAB_LOOKUP_STALE_MS = 90_000;

export function isInterrupted(lookup: TabLookup, now: number): boolean {
  return !lookup.result && now - lookup.startedAt > TAB_LOOKUP_STALE_MS;
}
