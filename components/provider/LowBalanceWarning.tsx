import { i18n } from '#i18n';
import type { BalanceView } from '@/utils/balance/view';
import { formatMoney } from '@/utils/balance/money';
import { useBalance } from './BalanceBar';

/** The warning itself, for any page that already has the balance (e.g. before a bulk run). */
export function LowBalanceNotice({ view }: { view: BalanceView | undefined }) {
  if (!view?.low || !view.balance || view.level === undefined) return null;
  const { amount, currency } = view.balance;
  return (
    <p class="warning" role="status">
      {i18n.t('provider.lowBalance', [formatMoney(amount, currency), formatMoney(view.level, currency)])}
    </p>
  );
}

/** Shown before a run of paid lookups ("Look up all", a bulk run) when the wallet is low. */
export function LowBalanceWarning({ reloadKey }: { reloadKey?: unknown }) {
  const { view } = useBalance(reloadKey);
  return <LowBalanceNotice view={view} />;
}
