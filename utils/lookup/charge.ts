/** What a result says it cost: only what the provider reported, never an estimate. */
import type { Charge } from '@/utils/api/model';
import type { LookupResult } from './schema';

export function reportedCharge(result: LookupResult): Charge | undefined {
  const { payload, meta } = result;
  if (payload.type === 'failure') return payload.failure.charge;
  if (meta?.wasCharged === undefined) return undefined;
  const charge: Charge = { wasCharged: meta.wasCharged };
  if (meta.amount !== undefined) charge.amount = meta.amount;
  if (meta.amountNotUnderstood) charge.amountNotUnderstood = true;
  if (meta.currency !== undefined) charge.currency = meta.currency;
  return charge;
}

/** Answers the provider works for (and may bill): records, not found, not verified, pending. */
export function reachedProvider(result: LookupResult): boolean {
  const { payload } = result;
  if (payload.type === 'vehicle' || payload.type === 'taxpayer') return true;
  if (payload.type !== 'failure') return false;
  const { code } = payload.failure;
  return code === 'not_found' || code === 'not_verified' || code === 'pending';
}

/** The history row's `charge`: a fresh answer's reported charge; a cached answer cost nothing again. */
export function chargeField(result: LookupResult): { charge?: Charge } {
  const charge = result.fromCache ? undefined : reportedCharge(result);
  return charge ? { charge } : {};
}
