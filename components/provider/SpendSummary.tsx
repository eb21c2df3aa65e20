import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { formatMoney } from '@/utils/balance/money';
import type { HistoryRow } from '@/utils/history/schema';
import {
  chargeStateOf,
  summariseSpendIn,
  type SpendPeriod,
  type SpendSummary as Summary,
} from '@/utils/history/spend';
import type { Bounds } from '@/utils/history/periods';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';

function totals(period: SpendPeriod): string {
  // A steady order, whatever came first: NGN before USD.
  const entries = Object.entries(period.totals).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return i18n.t('spend.nothingCharged');
  return entries
    .map(([currency, amount]) => formatMoney(amount, currency === '?' ? undefined : currency))
    .join(' + ');
}

/** "Yesterday: NGN 400.00 · 4 paid lookups · 3 with no cost reported": the counts that are not zero. */
export function describeSpend(label: string, period: SpendPeriod): string {
  const parts = [
    totals(period),
    i18n.t('spend.paid', period.paidLookups),
    ...(period.notReported > 0 ? [i18n.t('spend.notReported', [period.notReported])] : []),
    ...(period.amountNotUnderstood > 0
      ? [i18n.t('spend.amountNotUnderstood', [period.amountNotUnderstood])]
      : []),
    ...(period.notCharged > 0 ? [i18n.t('spend.notCharged', [period.notCharged])] : []),
    ...(period.cached > 0 ? [i18n.t('spend.cached', [period.cached])] : []),
  ];
  return i18n.t('spend.line', [label, parts.join(' · ')]);
}

/** What one history row cost, in a few words; nothing for demo answers, which have no bill. */
export function RowCharge({ row }: { row: HistoryRow }) {
  const state = chargeStateOf(row);
  if (state === undefined) return null;
  const { charge } = row;
  const text =
    state === 'cached'
      ? i18n.t('spend.rowCached')
      : state === 'notReported'
        ? i18n.t('spend.rowNotReported')
        : state === 'notCharged'
          ? i18n.t('provider.notCharged')
          : state === 'amountNotUnderstood'
            ? i18n.t('spend.rowAmountNotUnderstood')
            : charge?.amount === undefined
              ? i18n.t('provider.chargedNoAmount')
              : i18n.t('provider.charged', [formatMoney(charge.amount, charge.currency)]);
  const free = state === 'cached' || state === 'notCharged';
  return <span class={free ? 'charge charge--free' : `charge charge--${state}`}>{text}</span>;
}

/** The spend of the period the history shows, from the rows it already holds (no extra message). */
export function PeriodSpend({
  rows,
  bounds,
  label,
  now,
}: {
  rows: readonly HistoryRow[];
  bounds: Bounds;
  label: string;
  now: number;
}) {
  const spend = summariseSpendIn(rows, bounds, now);
  return (
    <section class="spend" aria-labelledby="period-spend-heading">
      <h3 id="period-spend-heading">{i18n.t('provider.spendHeading')}</h3>
      <p aria-live="polite">{describeSpend(label, spend)}</p>
      <p class="muted">{i18n.t('spend.note')}</p>
    </section>
  );
}

/** Today's and this month's spend per currency, as the provider reported it, and how each lookup was billed. */
export function SpendSummary({ reloadKey }: { reloadKey?: unknown }) {
  const [summary, setSummary] = useState<Summary>();
  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:spendSummary', undefined)).then(setSummary, () => undefined);
  }, [reloadKey]);
  if (!summary) return null;
  return (
    <section class="spend" aria-labelledby="spend-heading">
      <h2 id="spend-heading">{i18n.t('provider.spendHeading')}</h2>
      <p>{describeSpend(i18n.t('history.today'), summary.today)}</p>
      <p>{describeSpend(i18n.t('spend.thisMonth'), summary.month)}</p>
      <p class="muted">{i18n.t('spend.note')}</p>
    </section>
  );
}
