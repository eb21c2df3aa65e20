/**
 * The layout history and the answer cache share in storage.local (pure): an index of rows, newest
 * first, under one key; each row's full record under a key of its own; and a trash list of the records
 * dropped from the rows whose keys may still be stored (storage cannot remove keys in the same write that
 * sets others, so a worker stopped in between leaves them for the next write).
 */
import { z } from 'zod';

export interface RowIndex<Row> {
  rows: Row[];
  trash: string[];
}

type StorageKey = `local:${string}`;

/**
 * The index with its version, as one pair for storage.setItems: WXT writes the version only through the
 * item's own setValue, and a version left unset would make the next start migrate the index as a v1 list.
 */
export function versionedIndexWrites<Row>(
  keys: { index: StorageKey; meta: StorageKey },
  version: number,
  index: RowIndex<Row>,
): { key: StorageKey; value: unknown }[] {
  return [
    { key: keys.index, value: index },
    { key: keys.meta, value: { v: version } },
  ];
}

/** The rows after adding `row` (newest first, at most `limit`), and the ids that fell off the end. */
export function planNewestFirst<Row>(
  rows: readonly Row[],
  row: Row,
  idOf: (row: Row) => string,
  limit: number,
): { rows: Row[]; dropped: string[] } {
  const id = idOf(row);
  const all = [row, ...rows.filter((stored) => idOf(stored) !== id)];
  return { rows: all.slice(0, limit), dropped: all.slice(limit).map(idOf) };
}

const storedIndexSchema = z.object({
  rows: z.array(z.unknown()),
  trash: z.array(z.unknown()).optional(),
});

/**
 * The index in `raw`, keeping every row that still validates (another version's or a corrupted row
 * must not cost the user the rest), or undefined when `raw` is no index at all (a version 1 list,
 * corruption). An id back in the rows was stored again since: its record is live, not trash.
 */
export function readRowIndex<Row>(
  raw: unknown,
  rowSchema: z.ZodType<Row>,
  idOf: (row: Row) => string,
): RowIndex<Row> | undefined {
  const stored = storedIndexSchema.safeParse(raw);
  if (!stored.success) return undefined;
  const seen = new Set<string>();
  const rows = stored.data.rows.flatMap((candidate) => {
    const row = rowSchema.safeParse(candidate);
    if (!row.success || seen.has(idOf(row.data))) return [];
    seen.add(idOf(row.data));
    return [row.data];
  });
  const trash = (stored.data.trash ?? []).filter(
    (id): id is string => typeof id === 'string' && !seen.has(id),
  );
  return { rows, trash: [...new Set(trash)] };
}
