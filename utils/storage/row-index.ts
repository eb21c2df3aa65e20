/** History's and the cache's layout: a row index, a key per record, a trash of ids whose keys may remain. */
import { z } from 'zod';

export interface RowIndex<Row> {
  rows: Row[];
  trash: string[];
}

type StorageKey = `local:${string}`;

/** Index and version as one setItems pair: WXT writes the version only in setValue, and without it the next
 * start would migrate the index as a v1 list. */
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

/** Keeps each still-valid row; undefined when `raw` is no index at all (a v1 list, corruption). */
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
