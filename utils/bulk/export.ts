/** Every uploaded column, then the results; formula-like text is defused as in the history export. */
import Papa from 'papaparse';
import type { Translate } from '@/utils/i18n/translate';
import type { BulkItem, BulkRow } from './schema';
import { bulkNameCheck } from './name-column';
import { bulkRowStatus, type BulkRowStatus } from './rows-view';

const STATUS_KEYS = {
  found: 'bulk.statusFound',
  notFound: 'bulk.statusNotFound',
  failed: 'bulk.statusFailed',
  pending: 'bulk.statusPending',
  sending: 'bulk.statusSending',
  interrupted: 'bulk.statusInterrupted',
  invalid: 'bulk.statusInvalid',
} as const satisfies Record<BulkRowStatus, string>;

export function bulkStatusLabel(status: BulkRowStatus, t: Translate): string {
  return t(STATUS_KEYS[status]);
}

/** Leading =, +, - or @ would run as a formula in spreadsheet apps (OWASP CSV injection). */
export function defuseBulkCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function columnLabel(headers: readonly string[], index: number, t: Translate): string {
  return headers[index] || t('bulk.columnN', [index + 1]);
}

export function buildBulkExport(
  headers: readonly string[],
  rows: readonly BulkRow[],
  items: ReadonlyMap<string, BulkItem>,
  t: Translate,
  nameColumn?: number,
): string[][] {
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? '' : t(value ? 'bulk.yes' : 'bulk.no');
  const head = [
    ...headers.map((_, index) => columnLabel(headers, index, t)),
    t('bulk.colStatus'),
    t('bulk.colSummary'),
    ...(nameColumn !== undefined ? ['name_match'] : []),
    t('bulk.colFields'),
    t('bulk.colCharged'),
    t('bulk.colAmount'),
    t('bulk.colCurrency'),
    t('bulk.colFetchedAt'),
    t('bulk.colFromCache'),
  ];
  const body = rows.map((row) => {
    const item = row.key === undefined ? undefined : items.get(row.key);
    const status = bulkRowStatus(row, item);
    return [
      ...headers.map((_, index) => row.cells[index] ?? ''),
      bulkStatusLabel(status, t),
      row.invalid ?? item?.summary ?? '',
      // matches, differs, or empty (no taxpayer found, or no name in the row): as the history CSV writes it.
      ...(nameColumn !== undefined ? [bulkNameCheck(row, item, nameColumn)?.match ?? ''] : []),
      item?.fields ?? '',
      yesNo(item?.charged),
      item?.amount ?? '',
      item?.currency ?? '',
      item?.fetchedAt === undefined ? '' : new Date(item.fetchedAt).toISOString(),
      yesNo(item?.fromCache),
    ];
  });
  return [head, ...body].map((row) => row.map(defuseBulkCell));
}

export function bulkExportCsv(table: readonly string[][]): string {
  const [fields = [], ...data] = table;
  return Papa.unparse({ fields, data }, { quotes: true, newline: '\r\n' });
}

/** SheetJS is loaded only when the user exports to Excel. Every cell is written as text, never a formula. */
export async function bulkExportXlsx(table: readonly string[][]): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(table.map((row) => [...row]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Results');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
