import { i18n } from '#i18n';
import { formatMoney } from '@/utils/balance/money';
import { reportedCharge } from '@/utils/lookup/charge';
import { statusCheckWords } from '@/utils/balance/charge-words';
import { formatTimestamp } from '@/utils/format/time';
import { translate } from '@/utils/i18n/extension-translate';
import type { LookupResult } from '@/utils/lookup/schema';

/** The cost the provider reported for this answer; nothing when it said nothing. A cached answer was free. */
export function ChargeNote({ result }: { result: LookupResult }) {
  if (result.source.id !== 'api') return null;
  if (result.fromCache) return <span class="charge charge--free">{i18n.t('provider.cachedFree')}</span>;
  // A status check was free, and says whose charge the earlier lookup's was: "Not charged" alone would read
  // as the lookup's cost.
  if (result.statusCheck)
    return (
      <span class="charge charge--free">
        {statusCheckWords(result.statusCheck, translate, formatTimestamp)}
      </span>
    );
  // A failure says what it cost in its own notice (FailureFacts).
  const charge = result.payload.type === 'failure' ? undefined : reportedCharge(result);
  if (!charge) return null;
  if (!charge.wasCharged) return <span class="charge charge--free">{i18n.t('provider.notCharged')}</span>;
  return (
    <span class="charge">
      {charge.amountNotUnderstood
        ? i18n.t('hostileInput.chargedAmountNotUnderstood')
        : charge.amount === undefined
          ? i18n.t('provider.chargedNoAmount')
          : i18n.t('provider.charged', [formatMoney(charge.amount, charge.currency)])}
    </span>
  );
}
