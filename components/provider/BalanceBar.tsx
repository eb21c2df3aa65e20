import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import type { BalanceView } from '@/utils/balance/view';
import { formatMoney } from '@/utils/balance/money';
import { describeAge, formatTimestamp } from '@/utils/format/time';
import { sendMessage } from '@/utils/messaging/protocol';
import { readBackground } from '@/components/hooks/readBackground';
import { describeMessagingError } from '@/components/hooks/useLookup';
import { LowBalanceNotice } from './LowBalanceWarning';

/** Asks the background for the last known balance, and for a fresh one (free) when the user wants it. */
export function useBalance(reloadKey: unknown = undefined) {
  const [view, setView] = useState<BalanceView>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    readBackground(() => sendMessage('ui>bg:getBalance', undefined)).then(setView, () => undefined);
  }, [reloadKey]);
  async function refresh(): Promise<void> {
    setBusy(true);
    setProblem(undefined);
    try {
      const next = await sendMessage('ui>bg:refreshBalance', undefined);
      setView(next);
      setProblem(next.problem);
    } catch (error) {
      setProblem(describeMessagingError(error));
    } finally {
      setBusy(false);
    }
  }
  return { view, busy, problem, refresh };
}

/** The wallet's last known balance and when it was read, with a free refresh and the low-balance warning. */
export function BalanceBar({ reloadKey }: { reloadKey?: unknown }) {
  const { view, busy, problem, refresh } = useBalance(reloadKey);
  if (!view?.enabled) return null;
  const { balance } = view;
  return (
    <section class="balance" aria-label={i18n.t('provider.balanceLabel')}>
      <span class="balance__label">{i18n.t('provider.balanceLabel')}: </span>
      {balance ? (
        <>
          <strong class="balance__amount">{formatMoney(balance.amount, balance.currency)}</strong>{' '}
          {/* Read before the provider said "too low": stale, and said so, never "checked now". */}
          {view.refusedAt !== undefined ? (
            <span class="muted balance__stale">
              {i18n.t('moneyWords.balanceStale', [
                formatTimestamp(balance.at),
                formatTimestamp(view.refusedAt),
              ])}
            </span>
          ) : (
            <span class="muted" title={formatTimestamp(balance.at)}>
              {i18n.t('provider.balanceAge', [describeAge(balance.at, Date.now())])}
            </span>
          )}
        </>
      ) : (
        <span class="muted">{i18n.t('provider.balanceUnknown')}</span>
      )}{' '}
      <button type="button" class="link" disabled={busy} onClick={() => void refresh()}>
        {busy ? i18n.t('provider.balanceRefreshing') : i18n.t('provider.balanceRefresh')}
      </button>
      {problem && (
        <p class="failure" role="alert">
          {i18n.t('provider.balanceFailed', [problem])}
        </p>
      )}
      <LowBalanceNotice view={view} />
    </section>
  );
}
