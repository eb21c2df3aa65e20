/**
 * How the side panel lets a user work through the identifiers of a big page (a register can hold tens of
 * thousands): rows are shown a page at a time, and "Look up all" sends at most one batch per
 * confirmation. Every call may be billed, so no click can start thousands of them; and a batch is no
 * bigger than the panel's list of this tab's results, so every answer of a batch stays in view.
 */
import { MAX_PER_TAB } from './tab-lookups';

/** Rows of the "On this page" table shown at first, and added by each "Show more". */
export const ROWS_PER_PAGE = 100;
/** Identifiers one "Look up" confirmation may send. */
export const LOOKUP_BATCH = MAX_PER_TAB;

export interface LookupBatch<T> {
  /** What the next confirmation sends, in the order listed. */
  items: T[];
  /** Whether earlier batches were sent already ("the next 20" rather than "the first 20"). */
  continues: boolean;
  /** Whether this batch takes in every identifier there is (then it is "Look up all"). */
  isAll: boolean;
}

/** The next batch after the first `sent` identifiers, or undefined when all were sent. */
export function nextLookupBatch<T>(identifiers: readonly T[], sent: number): LookupBatch<T> | undefined {
  if (sent >= identifiers.length) return undefined;
  const items = identifiers.slice(sent, sent + LOOKUP_BATCH);
  return { items, continues: sent > 0, isAll: sent === 0 && items.length === identifiers.length };
}
