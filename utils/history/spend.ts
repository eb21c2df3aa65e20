/**
 * What lookups cost over a period, from what the provider reported only, summed per currency. A lookup whose
 * answer said nothing about cost is "cost not reported", never "free": the provider may still have billed it.
 */
import { parseChargeAmount } from '@/utils/api/amount';
import { monthBounds, periodBounds, type Bounds } from './periods';
import type { HistoryRow } from './schema';

/**
 * One row's cost as the user reads it. `amountNotUnderstood`: charged, with an amount that is not a sane
 * number (negative, not finite, not a number): kept out of the totals. The sane-amount rule itself belongs to
 * the answer reader (utils/api), which may mark such charges before they reach history.
 */
export type ChargeState = 'charged' | 'amountNotUnderstood' | 'notCharged' | 'notReported' | 'cached';

export interface SpendPeriod {
  /** Per currency (upper case; "?" when the provider named none), rounded to cents. */
  totals: Record<string, number>;
  /** Answers the provider said it charged for, with or without an amount. */
  paidLookups: number;
  /** Answers that said nothing about cost. */
  notReported: number;
  notCharged: number;
  /** Answered from the cache: free. */
  cached: number;
  /** Charged, but the amount is not a number that can be summed. */
  amountNotUnderstood: number;
}

export interface SpendSummary {
  today: SpendPeriod;
  month: SpendPeriod;
}

/** A charged amount that can be summed: a finite, non-negative number. */
export function summableAmount(amount: string | undefined): number | undefined {
  // One rule for a sane price (utils/api/amount.ts): rows stored before it may hold "-250.00" or 400 nines.
  return parseChargeAmount(amount);
}

/** Demo answers cost nothing and have no bill: they have no charge state. */
export function chargeStateOf(
  row: Pick<HistoryRow, 'source' | 'fromCache' | 'charge'>,
): ChargeState | undefined {
  if (row.source.id !== 'api') return undefined;
  if (row.fromCache) return 'cached';
  const { charge } = row;
  if (!charge) return 'notReported';
  if (!charge.wasCharged) return 'notCharged';
  if (
    charge.amountNotUnderstood ||
    (charge.amount !== undefined && summableAmount(charge.amount) === undefined)
  )
    return 'amountNotUnderstood';
  return 'charged';
}

export function emptySpend(): SpendPeriod {
  return { totals: {}, paidLookups: 0, notReported: 0, notCharged: 0, cached: 0, amountNotUnderstood: 0 };
}

function add(period: SpendPeriod, row: HistoryRow): void {
  const state = chargeStateOf(row);
  if (state === undefined) return;
  if (state === 'notReported') period.notReported += 1;
  else if (state === 'notCharged') period.notCharged += 1;
  else if (state === 'cached') period.cached += 1;
  else {
    period.paidLookups += 1;
    if (state === 'amountNotUnderstood') period.amountNotUnderstood += 1;
    const amount = summableAmount(row.charge?.amount);
    if (state !== 'charged' || amount === undefined) return;
    const currency = (row.charge?.currency ?? '').trim().toUpperCase() || '?';
    // Cents avoid 0.1 + 0.2 drift over a month of lookups.
    period.totals[currency] = Math.round(((period.totals[currency] ?? 0) + amount) * 100) / 100;
  }
}

/** The spend of the rows inside `bounds` (since inclusive, until exclusive), none later than `now`. */
export function summariseSpendIn(rows: readonly HistoryRow[], bounds: Bounds, now: number): SpendPeriod {
  const period = emptySpend();
  for (const row of rows) {
    if (row.at > now) continue;
    if (bounds.since !== undefined && row.at < bounds.since) continue;
    if (bounds.until !== undefined && row.at >= bounds.until) continue;
    add(period, row);
  }
  return period;
}

/** Days and months in the user's local time, as they read their statements. */
export function summariseSpend(rows: readonly HistoryRow[], now: number, timeZone?: string): SpendSummary {
  return {
    today: summariseSpendIn(rows, periodBounds('today', now, { from: '', to: '' }, timeZone), now),
    month: summariseSpendIn(rows, monthBounds(now, timeZone), now),
  };
}

/** The newest charged amount, for the default low-balance warning (ten lookups at this price). */
export function lastReportedPrice(
  rows: readonly HistoryRow[],
): { amount: number; currency?: string } | undefined {
  for (const row of rows) {
    const amount = row.charge?.wasCharged ? summableAmount(row.charge.amount) : undefined;
    if (amount !== undefined && amount > 0 && !row.fromCache) {
      return row.charge?.currency ? { amount, currency: row.charge.currency } : { amount };
    }
  }
  return undefined;
}
