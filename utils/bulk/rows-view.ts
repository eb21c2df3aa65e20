/** What each input row shows in the results table and the export: its identifier's state, pure. */
import type { BulkItem, BulkRow } from './schema';

export type BulkRowStatus =
  'found' | 'notFound' | 'failed' | 'pending' | 'sending' | 'interrupted' | 'invalid';

export function bulkRowStatus(row: BulkRow, item: BulkItem | undefined): BulkRowStatus {
  if (row.invalid !== undefined || !item) return 'invalid';
  if (item.status === 'pending' || item.status === 'sending' || item.status === 'interrupted') {
    return item.status;
  }
  if (item.outcome === 'success') return 'found';
  return item.outcome === 'not_found' ? 'notFound' : 'failed';
}

export type BulkFilter = 'all' | 'found' | 'notFound' | 'failed' | 'pending' | 'invalid';

/** Interrupted rows count as failed (they have no answer); sending ones as not looked up yet. */
export function matchesBulkFilter(status: BulkRowStatus, filter: BulkFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'failed') return status === 'failed' || status === 'interrupted';
  if (filter === 'pending') return status === 'pending' || status === 'sending';
  return status === filter;
}

export function filterBulkRows(
  rows: readonly BulkRow[],
  items: ReadonlyMap<string, BulkItem>,
  filter: BulkFilter,
): number[] {
  const kept: number[] = [];
  rows.forEach((row, index) => {
    const item = row.key === undefined ? undefined : items.get(row.key);
    if (matchesBulkFilter(bulkRowStatus(row, item), filter)) kept.push(index);
  });
  return kept;
}
