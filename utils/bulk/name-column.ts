/** A bulk file's column of names, set against each taxpayer's answer with the same rule as a page's name. */
import { checkName, type NameCheck } from '@/utils/taxpayer/name-check';
import type { BulkItem, BulkRow } from './schema';

// Headers lenders' and merchants' sheets give the company's name (compared without case or punctuation).
const NAME_HEADER =
  /^(?:(?:registered|company|business|customer|supplier|vendor|merchant|taxpayer|legal|trading)\s*)?(?:name|company|business|taxpayer)(?:\s*name)?$/;

/** The column whose header names a company, never the identifier's own; undefined when none does. */
export function guessNameColumn(headers: readonly string[], identifierColumn: number): number | undefined {
  const index = headers.findIndex(
    (header, at) =>
      at !== identifierColumn &&
      NAME_HEADER.test(
        header
          .toLowerCase()
          .replace(/[^a-z ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
  );
  return index === -1 ? undefined : index;
}

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
