import { i18n } from '#i18n';
import { describeBulkRunTotal } from '@/utils/bulk/export';
import type { BulkRunTotal } from '@/utils/bulk/job-state';
import type { BulkJobState } from '@/utils/bulk/schema';
import { translate } from '@/utils/i18n/extension-translate';

/** What the provider reported charging in this run, per currency, and how many answers' cost is unknown. */
export function BulkRunTotalView({ total, state }: { total: BulkRunTotal; state: BulkJobState }) {
  const ended = state === 'finished' || state === 'cancelled' || state === 'stopped';
  const heading = i18n.t(ended ? 'moneyWords.runTotalHeading' : 'moneyWords.runSoFarHeading');
  return (
    <section class="bulk-total" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {describeBulkRunTotal(total, translate).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
