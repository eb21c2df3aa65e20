/** What each input row shows in the results table and the export: its identifier's state, pure. */
import { isMaskedVin } from '@/utils/detect';
import type { Translate } from '@/utils/i18n/translate';
import { bulkRowVerdict, bulkVerdictWords } from '@/utils/verdict/bulk';
import type { VerdictTone } from '@/utils/verdict/state';
import { bulkNameCheck } from './name-column-check';
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

/** A row as the table and the export show it: its status in the verdict's words, and each check's cell. */
export interface BulkRowView {
  status: BulkRowStatus;
  /** For an answered row, the verdict ("⚠ Found, but it does not match the VIN"); else the status. */
  statusText: string;
  tone?: VerdictTone;
  /** The report against its VIN: matches, differs, not checked; '' where no VIN was answered. */
  vinCheck: string;
  /** The VIN check's disagreement in words, when it differs. */
  vinCheckText: string;
  /** The row's name against the taxpayer answered: matches, differs; '' without a name to check. */
  nameCheck: string;
  nameClaimed: string;
}

const CELL_KEYS = {
  held: 'verdict.cellHeld',
  differs: 'verdict.cellDiffers',
  unchecked: 'verdict.cellUnchecked',
} as const;

export function bulkRowView(
  row: BulkRow,
  item: BulkItem | undefined,
  nameColumn: number | undefined,
  t: Translate,
  statusLabel: (status: BulkRowStatus) => string,
): BulkRowView {
  const status = bulkRowStatus(row, item);
  const nameCheck = bulkNameCheck(row, item, nameColumn);
  // A masked VIN ("1HGCM82633A******") is masked, not "Not valid": only its free preview can be had.
  const masked = row.invalid !== undefined && row.cells.some((cell) => isMaskedVin(cell.trim()));
  const statusText = masked ? t('verdict.masked') : statusLabel(status);
  const empty = { status, statusText, vinCheck: '', vinCheckText: '', nameCheck: '' };
  if (!item || item.status !== 'done' || row.invalid !== undefined) return { ...empty, nameClaimed: '' };
  const verdict = bulkRowVerdict(item, nameCheck);
  const vin = item.verdict?.checks?.find((check) => check.name === 'vin');
  const answeredVin = item.kind === 'vin' && item.outcome === 'success';
  return {
    status,
    statusText: bulkVerdictWords(verdict, t),
    tone: verdict.tone,
    vinCheck: !answeredVin ? '' : t(CELL_KEYS[vin?.state ?? (item.vinCheck ? 'differs' : 'unchecked')]),
    vinCheckText: item.vinCheck ?? '',
    nameCheck: nameCheck ? t(CELL_KEYS[nameCheck.match === 'matches' ? 'held' : nameCheck.match]) : '',
    nameClaimed: nameCheck?.claimed ?? '',
  };
}
