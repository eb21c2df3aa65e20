// Exports for spreadsheets and other tools, in local time with its zone. CSV quoting is left to papaparse:
// company names and addresses often hold commas, quotes and line breaks.
import Papa from 'papaparse';
import { exportTimestamp, localTimeAndZone } from '@/utils/format/time';
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import type { LookupTrigger } from '@/utils/lookup/schema';
import type { HistoryEntry } from './schema';
import { recordColumns } from './record-columns';
import { chargeStateOf } from './spend';
import { verdictOf, type Verdict } from '@/utils/verdict/state';
import { checkLine, verdictHeading, verdictKindLabel } from '@/utils/verdict/words';
import { sourceWords } from '@/utils/lookup/provenance';

export const CSV_COLUMNS = [
  'time',
  'time_zone',
  'kind',
  'identifier',
  'outcome',
  'verdict',
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

function outcomeText(entry: HistoryEntry, t: Translate): string {
  const { payload } = entry.result;
  if (payload.type === 'failure') return payload.failure.title;
  return entry.outcome === 'success' ? t('history.found') : entry.outcome;
}

/** yes, no, or "not reported" written out: a blank would read the same as "not charged". Demo: blank. */
function charged(entry: HistoryEntry, t: Translate): string {
  switch (chargeStateOf(entry)) {
    case undefined:
      return '';
    case 'notReported':
      return t('export.notReported');
    case 'cached':
    case 'notCharged':
      return t('export.no');
    default:
      return t('export.yes');
  }
}

/**
 * `amount` and `currency`: only what was charged, so the column sums to what was paid. A price on an answer
 * that was not charged (a free status check repeating the earlier bill) stays out: it was paid once, on the
 * earlier row.
 */
function amountColumns(entry: HistoryEntry, t: Translate): [string, string] {
  const state = chargeStateOf(entry);
  if (state === 'amountNotUnderstood') return [t('export.amountNotUnderstood'), entry.charge?.currency ?? ''];
  if (state !== 'charged') return ['', ''];
  return [entry.charge?.amount ?? '', entry.charge?.currency ?? ''];
}

/** `name_on_page` and `name_match` (matches, differs, unchecked): the name printed, typed or listed beside the
 * number and the verdict's check of it; empty when nothing was set against the answer. */
function nameColumns(verdict: Verdict): [string, string] {
  const check = verdict.checks.find((each) => each.name === 'name');
  if (!check) return ['', ''];
  return [check.claimed, check.state === 'held' ? 'matches' : check.state];
}

/** `vin_check`: the report's and the listing's disagreements with the VIN, in the verdict's words. */
function vinCheckColumn(verdict: Verdict, t: Translate): string {
  return verdict.checks
    .filter((check) => (check.name === 'vin' || check.name === 'listing') && check.state === 'differs')
    .map((check) => checkLine(check, t))
    .join(' ');
}

export interface CsvOptions {
  t: Translate;
  /** The zone times are written in; the browser's own by default. */
  timeZone?: string;
  /** The language the zone's short name is read in ("WAT" in en-NG); the browser's own by default. */
  locale?: string;
}

export function historyToCsv(entries: readonly HistoryEntry[], { t, timeZone, locale }: CsvOptions): string {
  const rows = entries.map((entry) => {
    const { time, zone } = exportTimestamp(entry.at, {
      ...(timeZone ? { timeZone } : {}),
      ...(locale ? { locale } : {}),
    });
    const record = recordColumns(entry.result);
    // One verdict per answer (utils/verdict/): the same words as the page line, the panel and the Summary.
    const verdict = verdictOf(entry.result);
    return [
      time,
      zone,
      entry.kind ? verdictKindLabel(verdict, t) : '',
      entry.value,
      outcomeText(entry, t),
      verdictHeading(verdict, t),
      entry.summary,
      record.make,
      record.model,
      record.year,
      vinCheckColumn(verdict, t),
      record.name,
      record.rc,
      record.nrsTin,
      record.jrbTin,
      record.taxId,
      record.taxpayerType,
      ...nameColumns(verdict),
      entry.result.meta?.referenceId ?? '',
      sourceWords(entry.source, t),
      t(TRIGGER_KEYS[entry.trigger]),
      entry.pageUrl ?? '',
      entry.fromCache ? t('export.yes') : t('export.no'),
      charged(entry, t),
      ...amountColumns(entry, t),
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
        const [nameOnPage, nameMatch] = nameColumns(verdictOf(entry.result));
        return {
          ...entry,
          atLocal: localTimeAndZone(entry.at, timeZone).time,
          ...(nameMatch ? { name_on_page: nameOnPage, name_match: nameMatch } : {}),
        };
      }),
    },
    null,
    2,
  );
}
