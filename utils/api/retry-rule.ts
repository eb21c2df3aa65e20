// Every call may be billed, so one is repeated only when the provider said it did not do the work: HTTP
// 429, 5xx or response_code 02. Never after a timeout or a dropped connection: the request may have
// arrived and been billed (and Chromium already re-sends once on a reset keep-alive connection). And never
// when the answer itself says it charged, whatever its status or code: its billing facts are read first.
import { parseChargeAmount } from './amount';
import type { Charge, Failure, ProviderMeta } from './model';
import { billingFactsSchema } from './schemas';

export const API_MAX_RETRIES = 2;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

export const RETRY_LATER_CODE = '02';

/** What an answer's body says about billing, error bodies included. */
export interface BillingFacts {
  /** The charge as reported, when the body reports one. */
  charge?: Charge;
  /** The body says, or lets it be read, that this call was billed. */
  billed: boolean;
}

const NOTHING_SAID: BillingFacts = { billed: false };

type BillingRead = Partial<{
  was_charged: boolean;
  amount: string;
  amountNotUnderstood: true;
  currency: string;
}>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function truthy(flag: unknown): boolean | undefined {
  if (flag === true || flag === 'true' || flag === 1 || flag === '1') return true;
  if (flag === false || flag === 'false' || flag === 0 || flag === '0') return false;
  return undefined;
}

/**
 * Reads `billing_info` (at the top, or inside `data`) and a bare `was_charged`. A `billing_info` with a
 * positive amount and no `was_charged` counts as billed: a bill that forgot its flag is still a bill.
 * Never throws: an unreadable body says nothing.
 */
export function billingFactsOfBody(text: string): BillingFacts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return NOTHING_SAID;
  }
  if (!isRecord(json)) return NOTHING_SAID;
  const candidates = [json, isRecord(json['data']) ? json['data'] : undefined];
  for (const holder of candidates) {
    if (!holder) continue;
    const info = holder['billing_info'];
    const bare = truthy(holder['was_charged']);
    if (!isRecord(info) && bare === undefined) continue;
    const parsed = billingFactsSchema.safeParse({ billing_info: isRecord(info) ? info : {} });
    const billing: BillingRead = parsed.success ? parsed.data.billing_info : {};
    const flag = billing.was_charged ?? bare;
    const amount = parseChargeAmount(isRecord(info) ? info['amount'] : undefined);
    const wasCharged = flag ?? (amount !== undefined && amount > 0 ? true : undefined);
    if (wasCharged === undefined) continue;
    const charge: Charge = { wasCharged };
    if (billing.amount !== undefined) charge.amount = billing.amount;
    if (billing.amountNotUnderstood) charge.amountNotUnderstood = true;
    if (billing.currency !== undefined) charge.currency = billing.currency;
    return { charge, billed: wasCharged };
  }
  return NOTHING_SAID;
}

type AttemptLike =
  | { ok: true; meta: ProviderMeta; attempts: number }
  | { ok: false; failure: Failure; attempts: number; retry?: { afterMs?: number } };

/**
 * One attempt with what its body said about billing: a failure keeps the charge it reported (a 500's
 * `was_charged: true` too), and a billed one is neither retried here nor offered as a safe retry.
 */
export function withBillingFacts<A extends AttemptLike>(attempt: A, facts: BillingFacts): A {
  if (attempt.ok) {
    if (attempt.meta.wasCharged !== undefined || !facts.charge) return attempt;
    const { wasCharged, amount, amountNotUnderstood, currency } = facts.charge;
    const meta: ProviderMeta = { ...attempt.meta, wasCharged };
    if (amount !== undefined) meta.amount = amount;
    if (amountNotUnderstood) meta.amountNotUnderstood = true;
    if (currency !== undefined) meta.currency = currency;
    return { ...attempt, meta };
  }
  const charge = attempt.failure.charge ?? facts.charge;
  const billed = facts.billed || charge?.wasCharged === true;
  if (!billed && charge === attempt.failure.charge) return attempt;
  const failure: Failure = { ...attempt.failure, ...(charge ? { charge } : {}) };
  if (!billed) return { ...attempt, failure };
  const { retry: _dropped, ...rest } = attempt as Extract<AttemptLike, { ok: false }>;
  return { ...rest, failure: { ...failure, retryable: false } } as A;
}

/** Whether a failed attempt may be sent again by itself: the provider said so, and it said no charge. */
export function mayRepeat<A extends { failure: Failure; retry?: { afterMs?: number } }>(
  attempt: A,
): attempt is A & { retry: { afterMs?: number } } {
  return attempt.retry !== undefined && attempt.failure.charge?.wasCharged !== true;
}
