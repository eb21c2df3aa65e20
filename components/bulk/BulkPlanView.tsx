import { i18n } from '#i18n';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { IdentifierKind } from '@/utils/api/model';
import { formatMoney } from '@/utils/balance/money';
import { estimateBulkCost, PRICE_KEYS, type BulkPrices, type PriceKey } from '@/utils/bulk/prices';
import type { BulkPlan, BulkPrice } from '@/utils/bulk/schema';
import { KIND_LABEL_KEYS as KIND_KEYS } from '@/utils/detect/kind-labels';
import { Field } from '@/components/Field';

const PRICE_KIND_KEYS = { ...KIND_KEYS, taxId: 'bulk.priceTaxId' } as const satisfies Record<
  PriceKey,
  string
>;

function money(price: BulkPrice): string {
  return formatMoney(price.amount, price.currency);
}

/** Paid lookups per price; a job planned before prices were kept apart counts by kind. */
function paidByPrice(plan: BulkPlan): Partial<Record<PriceKey, number>> {
  return (plan.paidByPrice as Partial<Record<PriceKey, number>> | undefined) ?? plan.paidByKind;
}

/** The price fields start from the last reported prices; a check with none starts empty. */
function startingPrices(plan: BulkPlan): Partial<Record<PriceKey, string>> {
  const known = (plan.prices ?? {}) as BulkPrices;
  return Object.fromEntries(PRICE_KEYS.map((key) => [key, known[key] ? String(known[key].amount) : '']));
}

/** What the run will do and cost, shown before anything is sent; the price per lookup is the user's to set. */
export function BulkPlanView({ plan }: { plan: BulkPlan }) {
  const [typed, setTyped] = useState(() => startingPrices(plan));
  useEffect(() => setTyped(startingPrices(plan)), [plan]);
  const known = (plan.prices ?? {}) as BulkPrices;
  const paid = paidByPrice(plan);
  const priced = PRICE_KEYS.filter((key) => (paid[key] ?? 0) > 0);
  // A check with no reported price is counted in the currency of the others, or the wallet's.
  const fallbackCurrency =
    Object.values(known).find((price) => price)?.currency ?? plan.balance?.currency ?? 'NGN';
  const currencyOf = (key: PriceKey) => known[key]?.currency ?? fallbackCurrency;
  const prices = useMemo(() => {
    const chosen: BulkPrices = {};
    for (const key of PRICE_KEYS) {
      const amount = Number((typed[key] ?? '').replace(/,/g, ''));
      if ((typed[key] ?? '').trim() !== '' && Number.isFinite(amount) && amount >= 0) {
        chosen[key] = { amount, currency: currencyOf(key) };
      }
    }
    return chosen;
  }, [typed, plan]);
  const estimate = estimateBulkCost(paid, prices);
  const totals = Object.entries(estimate.totals).sort(([a], [b]) => a.localeCompare(b));
  const estimateText =
    plan.paid === 0
      ? undefined
      : totals.length === 0
        ? i18n.t('bulk.planNoPrice')
        : i18n.t(estimate.unpriced > 0 ? 'bulk.planEstimatePartial' : 'bulk.planEstimate', [
            totals.map(([currency, amount]) => formatMoney(amount, currency)).join(' + '),
          ]);
  const overBalance =
    plan.balance !== undefined &&
    (estimate.totals[plan.balance.currency.trim().toUpperCase()] ?? 0) > plan.balance.amount;

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
          <strong>{i18n.t('bulk.planPaid', plan.paid)}</strong>
        </li>
        {estimateText && <li aria-live="polite">{estimateText}</li>}
        <li>
          {plan.balance
            ? i18n.t('bulk.planBalance', [money(plan.balance)])
            : plan.balanceProblem
              ? i18n.t('bulk.planBalanceProblem', [plan.balanceProblem])
              : i18n.t('bulk.planNoBalance')}
        </li>
        <li>{i18n.t('bulk.planLimit', [plan.runLimit])}</li>
      </ul>
      {priced.length > 0 && (
        <div class="bulk-plan__prices">
          {priced.map((key) => (
            <Field
              key={key}
              narrow
              label={i18n.t('bulk.pricePer', [i18n.t(PRICE_KIND_KEYS[key]), currencyOf(key)])}
              hint={known[key] ? i18n.t('bulk.priceReported') : i18n.t('bulk.priceNone')}
            >
              <input
                type="text"
                inputMode="decimal"
                value={typed[key] ?? ''}
                onInput={(event) => setTyped({ ...typed, [key]: event.currentTarget.value })}
              />
            </Field>
          ))}
        </div>
      )}
      {overBalance && <p class="warning">{i18n.t('bulk.planOverBalance')}</p>}
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
