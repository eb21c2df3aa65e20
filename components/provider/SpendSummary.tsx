import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { formatMoney } from '@/utils/balance/money';
import type { SpendPeriod, SpendSummary as Summary } from '@/utils/history/spend';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/readBackground';

function totals(period: SpendPeriod): string {
  const entries = Object.entries(period.totals);
  if (entries.length === 0) return i18n.t('provider.spendNothing');
  return entries
    .map(([currency, amount]) => formatMoney(amount, currency === '?' ? undefined : currency))
    .join(', ');
}

/** Today's and this month's spend per currency, as the provider reported it, and the paid lookups. */
export function SpendSummary({ reloadKey }: { reloadKey?: unknown }) {
  const [summary, setSummary] = useState<Summary>();
  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:spendSummary', undefined)).then(setSummary, () => undefined);
  }, [reloadKey]);
  if (!summary) return null;
  return (
    <section class="spend" aria-labelledby="spend-heading">
      <h2 id="spend-heading">{i18n.t('provider.spendHeading')}</h2>
      <p>{i18n.t('provider.spendToday', [totals(summary.today)])}</p>
      <p>{i18n.t('provider.spendMonth', [totals(summary.month)])}</p>
      <p>{i18n.t('provider.spendPaid', [summary.today.paidLookups, summary.month.paidLookups])}</p>
      <p class="muted">{i18n.t('provider.spendNote')}</p>
    </section>
  );
}
