/**
 * How the side panel lets a user work through the identifiers of a big page (a register can hold tens of
 * thousands): rows are shown a page at a time, and "Look up all" sends at most one batch per
 * confirmation. Every call may be billed, so no click can start thousands of them; and a batch is no
 * bigger than the panel's list of this tab's results, so every answer of a batch stays in view.
 */
import { isMaskedVin } from '@/utils/detect';
import type { PageIdentifier } from '@/utils/messaging/protocol';
import { MAX_PER_TAB } from './tab-lookups';

/** Rows of the "On this page" table shown at first, and added by each "Show more". */
export const ROWS_PER_PAGE = 100;
/** Identifiers one "Look up" confirmation may send. */
export const LOOKUP_BATCH = MAX_PER_TAB;

/** What tells one listed identifier from another (the list has one row per kind and value). */
export function identifierKey(identifier: Pick<PageIdentifier, 'kind' | 'value'>): string {
  return `${identifier.kind}:${identifier.value}`;
}

export interface LookupBatch<T> {
  /** What the next confirmation sends: the first identifiers listed that were not sent yet. */
  items: T[];
  /** How many listed identifiers were not sent yet, this batch included. */
  left: number;
  /** Whether this batch takes in every identifier listed (then it is "Look up all"). */
  isAll: boolean;
}

/**
 * The next batch of the identifiers not sent yet (by a batch or from their own row), or undefined when
 * every one was. Keyed, not counted: the list can be reloaded with rows added or moved in between.
 */
export function nextLookupBatch<T extends Pick<PageIdentifier, 'kind' | 'value'>>(
  identifiers: readonly T[],
  sent: ReadonlySet<string>,
): LookupBatch<T> | undefined {
  // A masked VIN is never looked up: it has its own Preview.
  const unsent = identifiers.filter(
    (identifier) => !sent.has(identifierKey(identifier)) && !isMaskedVin(identifier.value),
  );
  if (unsent.length === 0) return undefined;
  const items = unsent.slice(0, LOOKUP_BATCH);
  return { items, left: unsent.length, isAll: items.length === identifiers.length };
}
