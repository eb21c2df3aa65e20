import { i18n } from '#i18n';
import type { IdentifierKind } from '@/utils/api/model';
import type { BulkPlan, BulkPrice } from '@/utils/bulk/schema';
import { KIND_LABEL_KEYS as KIND_KEYS } from '@/utils/detect/kind-labels';

function money(price: BulkPrice): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: price.currency }).format(
      price.amount,
    );
  } catch {
    return `${price.amount} ${price.currency}`;
  }
}

/** What the run will do and cost, shown before anything is sent. */
export function BulkPlanView({ plan }: { plan: BulkPlan }) {
  const kinds = (Object.keys(plan.byKind) as IdentifierKind[])
    .filter((kind) => plan.byKind[kind] > 0)
    .map((kind) => `${i18n.t(KIND_KEYS[kind])} ${plan.byKind[kind]}`)
    .join(', ');
  return (
    <section class="bulk-plan" aria-labelledby="bulk-plan-heading">
      <h2 id="bulk-plan-heading">{i18n.t('bulk.planHeading')}</h2>
      <ul>
        <li>{i18n.t('bulk.planRows', [plan.rows, plan.unique])}</li>
        {kinds && <li>{i18n.t('bulk.planKinds', [kinds])}</li>}
        <li>{i18n.t('bulk.planDuplicates', [plan.duplicates])}</li>
        <li>{i18n.t('bulk.planCached', [plan.cached])}</li>
        <li>
          <strong>{i18n.t('bulk.planPaid', [plan.paid])}</strong>
        </li>
        <li>
          {plan.estimate
            ? i18n.t(plan.estimate.complete ? 'bulk.planEstimate' : 'bulk.planEstimatePartial', [
                money(plan.estimate),
              ])
            : i18n.t('bulk.planNoPrice')}
        </li>
        <li>
          {plan.balance ? i18n.t('bulk.planBalance', [money(plan.balance)]) : i18n.t('bulk.planNoBalance')}
        </li>
        <li>{i18n.t('bulk.planLimit', [plan.runLimit])}</li>
      </ul>
      {plan.overLimit && (
        <p class="warning" role="alert">
          {i18n.t('bulk.planOverLimit', [plan.runLimit])}{' '}
          <a href="/options.html" target="_blank">
            {i18n.t('bulk.openOptions')}
          </a>
        </p>
      )}
      {plan.unique === 0 && <p class="warning">{i18n.t('bulk.planNothing')}</p>}
      {plan.invalidCount > 0 && (
        <details>
          <summary>{i18n.t('bulk.planInvalid', [plan.invalidCount])}</summary>
          <ul class="bulk-plan__invalid">
            {plan.invalid.map((row) => (
              <li key={row.row}>{i18n.t('bulk.invalidRow', [row.row, row.text, row.reason])}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
