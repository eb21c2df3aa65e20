/** What each input row shows in the results table and the export: its identifier's state, pure. */
import { bulkNameCheck } from './name-column';
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

export type BulkFilter = 'all' | 'found' | 'nameDiffers' | 'notFound' | 'failed' | 'pending' | 'invalid';

/** Interrupted rows count as failed (they have no answer); sending ones as not looked up yet. */
export function matchesBulkFilter(status: BulkRowStatus, filter: BulkFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'nameDiffers') return false; // decided by the row's name, in filterBulkRows
  if (filter === 'failed') return status === 'failed' || status === 'interrupted';
  if (filter === 'pending') return status === 'pending' || status === 'sending';
  return status === filter;
}

export function filterBulkRows(
  rows: readonly BulkRow[],
  items: ReadonlyMap<string, BulkItem>,
  filter: BulkFilter,
  nameColumn?: number,
): number[] {
  const kept: number[] = [];
  rows.forEach((row, index) => {
    const item = row.key === undefined ? undefined : items.get(row.key);
    // "Name differs": a found taxpayer whose row names another company (utils/bulk/name-column.ts).
    const keep =
      filter === 'nameDiffers'
        ? bulkNameCheck(row, item, nameColumn)?.match === 'differs'
        : matchesBulkFilter(bulkRowStatus(row, item), filter);
    if (keep) kept.push(index);
  });
  return kept;
}
