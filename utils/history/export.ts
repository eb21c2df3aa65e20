// Exports for spreadsheets and other tools, in local time with its zone. CSV quoting is left to papaparse:
// company names and addresses often hold commas, quotes and line breaks.
import Papa from 'papaparse';
import { localTimeAndZone } from '@/utils/format/time';
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import type { LookupTrigger } from '@/utils/lookup/schema';
import type { HistoryEntry } from './schema';
import { KIND_LABEL_KEYS } from '@/utils/detect/kind-labels';

export const CSV_COLUMNS = [
  'time',
  'time_zone',
  'kind',
  'identifier',
  'outcome',
  'summary',
  'make',
  'model',
  'year',
  'vin_check',
  'taxpayer_name',
  'rc_number',
  'nrs_tin',
  'jrb_tin',
  'tax_id',
  'taxpayer_type',
  'name_on_page',
  'name_match',
  'reference',
  'data_source',
  'started_from',
  'page_address',
  'from_cache',
  'was_charged',
  'amount',
  'currency',
] as const;

const TRIGGER_KEYS: Record<LookupTrigger, MessageKey> = {
  popup: 'trigger.popup',
  page: 'trigger.page',
  'context-menu': 'trigger.contextMenu',
  'side-panel': 'trigger.sidePanel',
  shortcut: 'trigger.shortcut',
  history: 'trigger.history',
  bulk: 'trigger.bulk',
};

function specValue(entry: HistoryEntry, key: string): string {
  const { payload } = entry.result;
  if (payload.type !== 'vehicle') return '';
  return payload.report.specification.find((item) => item.key === key)?.value ?? '';
}

function outcomeText(entry: HistoryEntry, t: Translate): string {
  const { payload } = entry.result;
  if (payload.type === 'failure') return payload.failure.title;
  return entry.outcome === 'success' ? t('history.found') : entry.outcome;
}

function charged(wasCharged: boolean | undefined, t: Translate): string {
  if (wasCharged === undefined) return '';
  return wasCharged ? t('export.yes') : t('export.no');
}

/** `name_on_page` and `name_match` (matches, differs, unchecked): the name printed, typed or listed beside the
 * number and its verdict; empty when nothing was set against the answer. */
function nameColumns(entry: HistoryEntry): [string, string] {
  const check = entry.result.nameCheck;
  return check ? [check.claimed, check.match] : ['', ''];
}

export interface CsvOptions {
  t: Translate;
  /** The zone times are written in; the browser's own by default. */
  timeZone?: string;
}

export function historyToCsv(entries: readonly HistoryEntry[], { t, timeZone }: CsvOptions): string {
  const rows = entries.map((entry) => {
    const { time, zone } = localTimeAndZone(entry.at, timeZone);
    const record = entry.result.payload.type === 'taxpayer' ? entry.result.payload.record : undefined;
    return [
      time,
      zone,
      entry.kind ? t(KIND_LABEL_KEYS[entry.kind]) : '',
      entry.value,
      outcomeText(entry, t),
      entry.summary,
      specValue(entry, 'make'),
      specValue(entry, 'model'),
      specValue(entry, 'year'),
      entry.vinCheck ?? '',
      record?.taxpayerName ?? '',
      record?.cacRegNumber ?? '',
      record?.firsTin ?? '',
      record?.jtbTin ?? '',
      record?.taxId ?? '',
      record?.taxpayerType ?? '',
      ...nameColumns(entry),
      entry.result.meta?.referenceId ?? '',
      entry.source.label,
      t(TRIGGER_KEYS[entry.trigger]),
      entry.pageUrl ?? '',
      entry.fromCache ? t('export.yes') : t('export.no'),
      entry.fromCache ? t('export.no') : charged(entry.charge?.wasCharged, t),
      entry.fromCache ? '' : (entry.charge?.amount ?? ''),
      entry.fromCache ? '' : (entry.charge?.currency ?? ''),
    ];
  });
  // Leading =, +, - or @ would run as a formula in spreadsheet apps: prefix them (OWASP CSV injection).
  const safeRows = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: safeRows }, { quotes: true, newline: '\r\n' });
}

/** Everything each entry holds, including the full records, for re-import or audit; times also local. */
export function historyToJson(entries: readonly HistoryEntry[], timeZone?: string): string {
  const exported = localTimeAndZone(Date.now(), timeZone);
  return JSON.stringify(
    {
      exportedAt: new Date().toISOString(),
      exportedAtLocal: exported.time,
      timeZone: exported.zone,
      // The name check's two columns, as the CSV names them, on entries that had one.
      entries: entries.map((entry) => {
        const check = entry.result.nameCheck;
        return {
          ...entry,
          atLocal: localTimeAndZone(entry.at, timeZone).time,
          ...(check ? { name_on_page: check.claimed, name_match: check.match } : {}),
        };
      }),
    },
    null,
    2,
  );
}
