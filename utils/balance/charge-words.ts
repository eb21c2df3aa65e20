/**
 * What a charge is called where a person reads it: a status check names the lookup's one charge, an answer
 * shown again names the first lookup's. Here, not in utils/lookup/, so the lookup's facts never import
 * money formatting (which would close a folder cycle). Pure.
 */
import type { Charge } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import type { StatusCheckMark } from '@/utils/lookup/charge';
import { formatMoney } from './money';

/** A charge the words can name with its amount: charged, with a sane amount. */
function nameableAmount(charge: Charge | undefined): string | undefined {
  if (!charge?.wasCharged || charge.amountNotUnderstood || charge.amount === undefined) return undefined;
  return formatMoney(charge.amount, charge.currency);
}

/**
 * What a status check cost, in one sentence that is true: the check itself was free; the earlier lookup's
 * charge is named with its time and reference, so nobody reads "Not charged" as the lookup's cost.
 */
export function statusCheckWords(mark: StatusCheckMark, t: Translate, when: (at: number) => string): string {
  const { reference, lookupAt, lookupCharge } = mark;
  if (lookupAt === undefined) return t('moneyWords.statusCheckUnknown', [reference]);
  const at = when(lookupAt);
  const amount = nameableAmount(lookupCharge);
  if (amount) return t('moneyWords.statusCheckCharged', [amount, at, reference]);
  if (lookupCharge?.wasCharged) return t('moneyWords.statusCheckChargedNoAmount', [at, reference]);
  if (lookupCharge) return t('moneyWords.statusCheckNotCharged', [at, reference]);
  return t('moneyWords.statusCheckNotReported', [at, reference]);
}

/**
 * A Summary's cost line for an answer shown again (from the cache or history): the first lookup's charge
 * with its time and reference, and that viewing it again cost nothing, said once.
 */
export function cachedChargeWords(
  charge: Charge | undefined,
  at: string,
  reference: string | undefined,
  t: Translate,
): string {
  const when = reference ? `${at}${t('moneyWords.referenceSuffix', [reference])}` : at;
  const amount = nameableAmount(charge);
  if (amount) return t('moneyWords.cachedCharged', [amount, when]);
  if (charge?.wasCharged) return t('moneyWords.cachedChargedNoAmount', [when]);
  if (charge) return t('moneyWords.cachedNotCharged', [when]);
  return t('moneyWords.cachedNotReported', [when]);
}
