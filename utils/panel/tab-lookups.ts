/**
 * Per-tab lookups for the side panel, in storage.session so a restarted worker or later panel finds them.
 * What views read: the shape, the item to watch, and how to read a row. Only the background writes it
 * (utils/background/tab-lookups/record.ts), so two contexts never race on one list.
 */
import { storage } from 'wxt/utils/storage';
import type { LookupResult, LookupTrigger } from '@/utils/lookup/schema';
import type { IdentifierKind } from '@/utils/api/model';
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
/** A lookup still marked as running past the limit was cut off (the worker was stopped). */
export function isInterrupted(lookup: TabLookup, now: number): boolean {
  return (
    !lookup.result && (lookup.interruptedAt !== undefined || now - lookup.startedAt > LOOKUP_WAIT_LIMIT_MS)
  );
}
