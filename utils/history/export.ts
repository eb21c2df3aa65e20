/**
 * History exports for spreadsheets and other tools. CSV quoting is left to papaparse: names with commas,
 * quotes and line breaks are common in company names and addresses.
 */
import Papa from 'papaparse';
import type { HistoryEntry, HistoryRow } from './schema';

export const CSV_COLUMNS = [
  'time',
  'kind',
  'identifier',
  'outcome',
  'summary',
  'source',
  'trigger',
  'from_cache',
  'vin_check',
] as const;

export function historyToCsv(entries: readonly HistoryRow[]): string {
  const rows = entries.map((entry) => [
    new Date(entry.at).toISOString(),
    entry.kind ?? '',
    entry.value,
    entry.outcome,
    entry.summary,
    entry.source.label,
    entry.trigger,
    entry.fromCache ? 'yes' : 'no',
    entry.vinCheck ?? '',
  ]);
  // Leading =, +, - or @ would run as a formula in spreadsheet apps: prefix them (OWASP CSV injection).
  const safeRows = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return Papa.unparse({ fields: [...CSV_COLUMNS], data: safeRows }, { quotes: true, newline: '\r\n' });
}

/** Everything each entry holds, including the full records, for re-import or audit. */
export function historyToJson(entries: readonly HistoryEntry[]): string {
  return JSON.stringify({ exportedAt: new Date().toISOString(), entries }, null, 2);
}
