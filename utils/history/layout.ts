/**
 * Where history lies in storage.local (pure: no browser here, so e2e tests can read storage the same way):
 * the index under "history" (versioned by WXT's "history$" meta key) and each entry under "history:<id>".
 */
import { z } from 'zod';
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
/** The storage.local key of an entry is this prefix and its id. */
export const HISTORY_ENTRY_PREFIX = 'history:';

export function historyEntryKey(id: string): `local:${string}` {
  return `local:${HISTORY_ENTRY_PREFIX}${id}`;
}

/**
 * The index with its version, as one pair for storage.setItems: WXT writes the version only through the
 * item's own setValue, and a version left unset would make the next start migrate the index as a v1 list.
 */
export function indexWrites(index: HistoryIndex): { key: `local:${string}`; value: unknown }[] {
  return [
    { key: HISTORY_INDEX_KEY, value: index },
    { key: HISTORY_META_KEY, value: { v: HISTORY_VERSION } },
  ];
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
  const all = [rowOf(entry), ...rows.filter((row) => row.id !== entry.id)];
  return { rows: all.slice(0, limit), dropped: all.slice(limit).map((row) => row.id) };
}

const storedIndexSchema = z.object({ rows: z.array(z.unknown()), trash: z.array(z.unknown()).optional() });

/**
 * The index in `raw`, keeping every row that still validates (another version's or a corrupted row
 * must not cost the user the rest), or undefined when `raw` is no index at all.
 */
export function readIndex(raw: unknown): HistoryIndex | undefined {
  const stored = storedIndexSchema.safeParse(raw);
  if (!stored.success) return undefined;
  const seen = new Set<string>();
  const rows = stored.data.rows.flatMap((candidate) => {
    const row = historyRowSchema.safeParse(candidate);
    if (!row.success || seen.has(row.data.id)) return [];
    seen.add(row.data.id);
    return [row.data];
  });
  const trash = (stored.data.trash ?? []).filter(
    (id): id is string => typeof id === 'string' && !seen.has(id),
  );
  return { rows, trash };
}
