/** A bulk file's column of names, set against each taxpayer's answer with the same rule as a page's name. */
import { checkName, type NameCheck } from '@/utils/taxpayer/name-check';
import type { BulkItem, BulkRow } from './schema';

/** A row's name against its taxpayer's answer; undefined without a name column, a name or a taxpayer. */
export function bulkNameCheck(
  row: BulkRow,
  item: BulkItem | undefined,
  nameColumn: number | undefined,
): NameCheck | undefined {
  if (nameColumn === undefined || !item || item.kind === 'vin' || item.outcome !== 'success')
    return undefined;
  return checkName({ name: row.cells[nameColumn] ?? '', from: 'file' }, item.summary ?? '');
}
