import { i18n } from '#i18n';
import type { BalanceView } from '@/utils/balance/view';
import { formatMoney } from '@/utils/balance/money';
import { formatTimestamp } from '@/utils/format/time';

/**
 * The low-balance warning, drawn wherever the balance is (BalanceBar, a bulk plan): the rule itself is
 * utils/balance/low-balance.ts, so no page decides it apart. The provider's own "too low" wins over a level.
 */
export function LowBalanceNotice({ view }: { view: BalanceView | undefined }) {
  if (!view?.low) return null;
  if (view.refusedAt !== undefined)
    return (
      <p class="warning" role="status">
        {i18n.t('moneyWords.lowBalanceRefused', [formatTimestamp(view.refusedAt)])}
      </p>
    );
  if (!view.balance || view.level === undefined) return null;
  const { amount, currency } = view.balance;
  return (
    <p class="warning" role="status">
      {i18n.t('provider.lowBalance', [formatMoney(amount, currency), formatMoney(view.level, currency)])}
    </p>
  );
}
