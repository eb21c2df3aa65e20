/**
 * The organisation's money rules for one paid lookup, checked after the cache (a cached answer is free)
 * and before anything is sent: the daily limit, from what the provider reported charging today, and the
 * price above which the user confirms first, from the last reported price of that kind.
 */
import type { Failure, IdentifierKind } from '@/utils/api/model';
import { formatMoney } from '@/utils/balance/money';
import { bulkPricesFromHistory } from '@/utils/bulk/prices';
import type { HistoryRow } from '@/utils/history/schema';
import { summariseSpend } from '@/utils/history/spend';
import type { Translate } from '@/utils/i18n/translate';
import type { Policy } from '@/utils/policy/schema';

export type SpendVerdict = { stop: Failure } | { confirm: string } | undefined;

export interface SpendGuardDependencies {
  t: Translate;
  readPolicy(): Promise<{ policy: Policy }>;
  /** History rows, newest first. */
  listHistory(): Promise<readonly HistoryRow[]>;
  /** The wallet's currency when a balance was read: the currency the limit is written in. */
  walletCurrency(): Promise<string | undefined>;
  now(): number;
}

/** Today's reported spend in the wallet's currency; without a known wallet, the currency spent most. */
export function spentToday(
  rows: readonly HistoryRow[],
  now: number,
  walletCurrency: string | undefined,
): { amount: number; currency?: string } {
  const totals = summariseSpend(rows, now).today.totals;
  const wanted = walletCurrency?.trim().toUpperCase();
  if (wanted) return { amount: totals[wanted] ?? 0, currency: wanted };
  const [currency, amount] = Object.entries(totals).sort(([, a], [, b]) => b - a)[0] ?? [];
  return currency === undefined ? { amount: 0 } : { amount: amount ?? 0, currency };
}

export function createSpendGuard(deps: SpendGuardDependencies) {
  return async function checkSpend(kind: IdentifierKind, costConfirmed: boolean): Promise<SpendVerdict> {
    const { policy } = await deps.readPolicy();
    const { dailySpendLimit: limit, confirmAbove } = policy;
    if (limit === undefined && confirmAbove === undefined) return undefined;
    const rows = await deps.listHistory();
    if (limit !== undefined) {
      const spent = spentToday(rows, deps.now(), await deps.walletCurrency());
      if (spent.amount >= limit) {
        return {
          stop: {
            code: 'bad_request',
            title: deps.t('policy.limitTitle'),
            message: deps.t('policy.limitMessage', [
              formatMoney(limit, spent.currency),
              formatMoney(spent.amount, spent.currency),
            ]),
            action: deps.t('policy.limitAction'),
            retryable: false,
          },
        };
      }
    }
    if (confirmAbove !== undefined && !costConfirmed) {
      const price = bulkPricesFromHistory(rows)[kind];
      if (price && price.amount > confirmAbove) {
        return {
          confirm: deps.t('policy.confirmPrice', [
            formatMoney(price.amount, price.currency),
            formatMoney(confirmAbove, price.currency),
          ]),
        };
      }
    }
    return undefined;
  };
}
