/** Reported charges today and this month, per currency: fresh answers the provider said were charged. */
import { parseChargeAmount } from '@/utils/api/amount';
import type { HistoryRow } from './schema';

export interface SpendPeriod {
  totals: Record<string, number>;
  paidLookups: number;
}

export interface SpendSummary {
  today: SpendPeriod;
  month: SpendPeriod;
}

function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

function startOfMonth(now: number): number {
  const month = new Date(now);
  month.setHours(0, 0, 0, 0);
  month.setDate(1);
  return month.getTime();
}

function add(period: SpendPeriod, row: HistoryRow): void {
  const charge = row.charge;
  if (!charge?.wasCharged || row.fromCache) return;
  period.paidLookups += 1;
  // Only a sane price adds up (rows stored before amounts were checked may hold "-250.00" or 400 nines).
  const amount = parseChargeAmount(charge.amount);
  if (amount === undefined) return;
  const currency = (charge.currency ?? '').trim().toUpperCase() || '?';
  // Cents avoid 0.1 + 0.2 drift over a month of lookups.
  period.totals[currency] = Math.round(((period.totals[currency] ?? 0) + amount) * 100) / 100;
}

/** Days and months in the user's local time, as they read their statements. */
export function summariseSpend(rows: readonly HistoryRow[], now: number): SpendSummary {
  const today: SpendPeriod = { totals: {}, paidLookups: 0 };
  const month: SpendPeriod = { totals: {}, paidLookups: 0 };
  const dayStart = startOfDay(now);
  const monthStart = startOfMonth(now);
  for (const row of rows) {
    if (row.at > now || row.at < monthStart) continue;
    add(month, row);
    if (row.at >= dayStart) add(today, row);
  }
  return { today, month };
}

/** The newest charged amount, for the default low-balance warning (ten lookups at this price). */
export function lastReportedPrice(
  rows: readonly HistoryRow[],
): { amount: number; currency?: string } | undefined {
  for (const row of rows) {
    const amount = row.charge?.wasCharged ? parseChargeAmount(row.charge.amount) : undefined;
    if (amount !== undefined && amount > 0 && !row.fromCache) {
      return row.charge?.currency ? { amount, currency: row.charge.currency } : { amount };
    }
  }
  return undefined;
}
