/** Every uploaded column, then the results; formula-like text is defused as in the history export. */
import Papa from 'papaparse';
import { exportTimestamp } from '@/utils/format/time';
import type { Translate } from '@/utils/i18n/translate';
import { formatMoney } from '@/utils/balance/money';
import type { BulkRunTotal } from './job-state';
import type { BulkItem, BulkRow } from './schema';
import { bulkNameCheck } from './name-column-check';
import { bulkRowView, type BulkRowStatus } from './rows-view';

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

/** yes, no, or "not reported" written out for a lookup that was sent; blank for one that was not. */
function chargedCell(item: BulkItem | undefined, t: Translate): string {
  if (!item || (item.status !== 'done' && item.status !== 'interrupted')) return '';
  if (item.charged !== undefined) return t(item.charged ? 'bulk.yes' : 'bulk.no');
  return t('export.notReported');
}

export interface BulkExportTime {
  /** The zone times are written in; the browser's own by default. */
  timeZone?: string;
  /** The language of the zone's short name ("WAT" in en-NG); the browser's own by default. */
  locale?: string;
}

export function buildBulkExport(
  headers: readonly string[],
  rows: readonly BulkRow[],
  items: ReadonlyMap<string, BulkItem>,
  t: Translate,
  nameColumn?: number,
  time: BulkExportTime = {},
): string[][] {
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? '' : t(value ? 'bulk.yes' : 'bulk.no');
  const head = [
    ...headers.map((_, index) => columnLabel(headers, index, t)),
    t('bulk.colStatus'),
    t('bulk.colSummary'),
    ...(nameColumn !== undefined ? ['name_match'] : []),
    // The answer's checks, one column each, as the table shows them (utils/verdict/).
    t('bulk.colVinCheck'),
    t('bulk.colNameCheck'),
    // One fact per column, so a spreadsheet can sort and filter on each.
    t('bulk.colMake'),
    t('bulk.colModel'),
    t('bulk.colYear'),
    t('bulk.colName'),
    t('bulk.colRc'),
    t('bulk.colTaxId'),
    t('bulk.colNrsTin'),
    t('bulk.colJrbTin'),
    t('bulk.colCharged'),
    t('bulk.colAmount'),
    t('bulk.colCurrency'),
    t('bulk.colFetchedAt'),
    t('bulk.colTimeZone'),
    t('bulk.colFromCache'),
  ];
  const body = rows.map((row) => {
    const item = row.key === undefined ? undefined : items.get(row.key);
    const view = bulkRowView(row, item, nameColumn, t, (status) => bulkStatusLabel(status, t));
    const record = item?.record ?? {};
    const fetched = item?.fetchedAt === undefined ? undefined : exportTimestamp(item.fetchedAt, time);
    return [
      ...headers.map((_, index) => row.cells[index] ?? ''),
      view.statusText,
      row.invalid ?? item?.summary ?? '',
      // matches, differs, or empty (no taxpayer found, or no name in the row): as the history CSV writes it.
      ...(nameColumn !== undefined ? [bulkNameCheck(row, item, nameColumn)?.match ?? ''] : []),
      view.vinCheckText || view.vinCheck,
      view.nameCheck,
      record.make ?? '',
      record.model ?? '',
      record.year ?? '',
      record.name ?? '',
      record.rc ?? '',
      record.taxId ?? '',
      record.nrsTin ?? '',
      record.jrbTin ?? '',
      chargedCell(item, t),
      item?.amount ?? '',
      item?.currency ?? '',
      fetched?.time ?? '',
      fetched?.zone ?? '',
      yesNo(item?.fromCache),
    ];
  });
  return [head, ...body].map((row) => row.map(defuseBulkCell));
}

/** The run's total in words, one line a fact: each currency charged, then what cost is not known. */
export function describeBulkRunTotal(total: BulkRunTotal, t: Translate): string[] {
  const currencies = Object.entries(total.charged).sort(([a], [b]) => a.localeCompare(b));
  return [
    ...(currencies.length === 0
      ? [t('moneyWords.runNothingCharged')]
      : currencies.map(([currency, amount]) =>
          t('moneyWords.runCharged', [formatMoney(amount, currency === '?' ? undefined : currency)]),
        )),
    t('moneyWords.runPaid', [total.paid]),
    ...(total.amountUnknown > 0 ? [t('moneyWords.runAmountUnknown', [total.amountUnknown])] : []),
    ...(total.notReported > 0 ? [t('moneyWords.runNotReported', [total.notReported])] : []),
  ];
}

/**
 * The rows the export ends with: a blank row, then the run's total as text in the first column. No number
 * goes into the amount column, so summing that column still gives what the rows were charged.
 */
export function bulkRunTotalRows(total: BulkRunTotal, width: number, t: Translate): string[][] {
  const row = (text: string) => [text, ...Array.from({ length: Math.max(0, width - 1) }, () => '')];
  return [row(''), ...describeBulkRunTotal(total, t).map(row)].map((cells) => cells.map(defuseBulkCell));
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
