import { i18n } from '#i18n';
import type { Failure } from '@/utils/api/model';
import { formatMoney } from '@/utils/balance/money';

/** What the provider added to a failure: whether it charged, its listed errors, and Check status. */
export function FailureFacts({ failure, onCheckStatus }: { failure: Failure; onCheckStatus?: () => void }) {
  const { charge, errors } = failure;
  return (
    <>
      {errors && errors.length > 0 && (
        <div class="failure__errors">
          <p>{i18n.t('provider.errorsHeading')}</p>
          <ul>
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {charge && (
        <p class="failure__charge">
          {!charge.wasCharged
            ? i18n.t('provider.failureNotCharged')
            : charge.amountNotUnderstood
              ? i18n.t('hostileInput.failureChargedAmountNotUnderstood')
              : charge.amount === undefined
                ? i18n.t('provider.chargedNoAmount')
                : i18n.t('provider.failureCharged', [formatMoney(charge.amount, charge.currency)])}
        </p>
      )}
      {failure.code === 'pending' && failure.reference && onCheckStatus && (
        <button type="button" onClick={onCheckStatus}>
          {i18n.t('provider.checkStatus')}
        </button>
      )}
    </>
  );
}
