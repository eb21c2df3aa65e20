/** What a result says it cost: only what the provider reported, never an estimate. */
import type { Charge, ProviderMeta } from '@/utils/api/model';
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
