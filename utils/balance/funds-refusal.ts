/**
 * When the provider last said the wallet is too low (HTTP 402, response_code 03), read from history: a
 * balance read before that moment is contradicted by the provider and must not be shown as current. Pure.
 */
import type { HistoryRow } from '@/utils/history/schema';

export function lastFundsRefusalAt(
  rows: readonly Pick<HistoryRow, 'at' | 'outcome' | 'source' | 'fromCache'>[],
): number | undefined {
  let newest: number | undefined;
  for (const row of rows) {
    // A cached answer is not the provider speaking now; demo data has no wallet.
    if (row.outcome !== 'insufficient_funds' || row.fromCache || row.source.id !== 'api') continue;
    if (newest === undefined || row.at > newest) newest = row.at;
  }
  return newest;
}
