/** Where history lies in storage.local. Pure, so e2e tests read storage the same way. */
import { planNewestFirst, readRowIndex, versionedIndexWrites } from '@/utils/storage/row-index';
import {
  HISTORY_VERSION,
  historyRowSchema,
  type HistoryEntry,
  type HistoryIndex,
  type HistoryRow,
} from './schema';

export const HISTORY_INDEX_KEY = 'local:history';
/** WXT keeps an item's version under its key plus "$". */
export const HISTORY_META_KEY = 'local:history$';
export const HISTORY_ENTRY_PREFIX = 'history:';

export function historyEntryKey(id: string): `local:${string}` {
  return `local:${HISTORY_ENTRY_PREFIX}${id}`;
}

export function indexWrites(index: HistoryIndex): { key: `local:${string}`; value: unknown }[] {
  return versionedIndexWrites({ index: HISTORY_INDEX_KEY, meta: HISTORY_META_KEY }, HISTORY_VERSION, index);
}

export function rowOf(entry: HistoryEntry): HistoryRow {
  const { result: _result, ...row } = entry;
  return row;
}

/** The rows after recording `entry` (newest first, at most `limit`), and the ids that fell off the end. */
export function planAppend(
  rows: readonly HistoryRow[],
  entry: HistoryEntry,
  limit: number,
): { rows: HistoryRow[]; dropped: string[] } {
  return planNewestFirst(rows, rowOf(entry), (row) => row.id, limit);
}

export function readIndex(raw: unknown): HistoryIndex | undefined {
  return readRowIndex(raw, historyRowSchema, (row) => row.id);
}
