import type { IdentifierKind } from '@/utils/api/model';
import type { HistoryRow } from './schema';

export interface HistoryFilter {
  /** Matches identifier, summary and source, case-insensitively. */
  text: string;
  kind: IdentifierKind | 'all';
  outcome: 'all' | 'success' | 'failure';
  /** Times in ms: `since` inclusive, `until` exclusive. */
  since?: number;
  until?: number;
}

export const NO_FILTER: HistoryFilter = { text: '', kind: 'all', outcome: 'all' };

export function filterHistory<Row extends HistoryRow>(entries: readonly Row[], filter: HistoryFilter): Row[] {
  const needle = filter.text.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (filter.kind === 'all' || entry.kind === filter.kind) &&
      (filter.outcome === 'all' || (filter.outcome === 'success') === (entry.outcome === 'success')) &&
      (filter.since === undefined || entry.at >= filter.since) &&
      (filter.until === undefined || entry.at < filter.until) &&
      (needle === '' ||
        `${entry.value} ${entry.summary} ${entry.source.label}`.toLowerCase().includes(needle)),
  );
}
