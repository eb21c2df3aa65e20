/** What a result says it cost: only what the provider reported, never an estimate. */
import type { Charge, ProviderMeta } from '@/utils/api/model';
import { formatMoney } from '@/utils/balance/money';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from './schema';

/** The charge a provider's meta reports; undefined when it said nothing about billing. */
export function chargeOfMeta(meta: ProviderMeta | undefined): Charge | undefined {
  if (meta?.wasCharged === undefined) return undefined;
  const charge: Charge = { wasCharged: meta.wasCharged };
  if (meta.amount !== undefined) charge.amount = meta.amount;
  if (meta.amountNotUnderstood) charge.amountNotUnderstood = true;
  if (meta.currency !== undefined) charge.currency = meta.currency;
  return charge;
}

export function reportedCharge(result: LookupResult): Charge | undefined {
  const { payload, meta } = result;
  // A status check is free: its answer may repeat the earlier bill, which that answer's own row already holds.
  if (result.statusCheck) return { wasCharged: false };
  if (payload.type === 'failure') return payload.failure.charge;
  return chargeOfMeta(meta);
}

/** Answers the provider works for (and may bill): records, not found, not verified, pending. */
export function reachedProvider(result: LookupResult): boolean {
  const { payload } = result;
  if (payload.type === 'vehicle' || payload.type === 'taxpayer') return true;
  if (payload.type !== 'failure') return false;
  const { code, otherNumber } = payload.failure;
  return code === 'not_found' || code === 'not_verified' || code === 'pending' || otherNumber !== undefined;
}

/** The history row's `charge`: a fresh answer's reported charge; a cached answer cost nothing again. */
export function chargeField(result: LookupResult): { charge?: Charge } {
  const charge = result.fromCache ? undefined : reportedCharge(result);
  return charge ? { charge } : {};
}

export type StatusCheckMark = NonNullable<LookupResult['statusCheck']>;

/**
 * The mark a free status check's answer carries: the reference it asked about and, when `earlier` is the
 * PENDING answer with that reference, that lookup's time and reported charge (to name, never to sum).
 */
export function statusCheckMark(reference: string, earlier?: LookupResult): StatusCheckMark {
  const wanted = reference.trim();
  const { payload } = earlier ?? {};
  const same =
    earlier &&
    payload?.type === 'failure' &&
    payload.failure.code === 'pending' &&
    payload.failure.reference?.trim() === wanted;
  if (!same) return { reference: wanted };
  const charge = reportedCharge({ ...earlier, statusCheck: undefined });
  return { reference: wanted, lookupAt: earlier.fetchedAt, ...(charge ? { lookupCharge: charge } : {}) };
}

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
