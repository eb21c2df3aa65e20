/** "Look up all" sends one batch per confirmation: every call may be billed, so no click starts thousands. */
import { isMaskedVin } from '@/utils/detect';
import { identifierKey } from '@/utils/detect/identifier-key';
import type { PageIdentifier } from '@/utils/messaging/protocol';
import { MAX_PER_TAB } from './tab-lookups';

/** Rows of the "On this page" table shown at first, and added by each "Show more". */
export const ROWS_PER_PAGE = 100;
/** No bigger than the panel's list of this tab's results, so every answer of a batch stays in view. */
export const LOOKUP_BATCH = MAX_PER_TAB;

export interface LookupBatch<T> {
  items: T[];
  /** How many listed identifiers were not sent yet, this batch included. */
  left: number;
  isAll: boolean;
}

/** The next batch not sent yet, if any. Keyed, not counted: a reload may add or move rows in between. */
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
