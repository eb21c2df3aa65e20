/** A charge's amount as the provider wrote it, accepted only when it is a sane price. Pure. */

/**
 * No single lookup costs 10 million in any currency: the provider's dearest checks cost a few thousand
 * naira or a few dollars, so anything above is a broken or hostile answer. It also keeps a month of
 * totals far inside what a double adds exactly in cents.
 */
export const MAX_CHARGE_AMOUNT = 10_000_000;
/** "10000000.0000" and a thousands comma or two fit; a 200,000-letter "amount" does not. */
const MAX_AMOUNT_CHARS = 32;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** A finite, non-negative number no greater than MAX_CHARGE_AMOUNT, or undefined. */
export function parseChargeAmount(amount: unknown): number | undefined {
  let text: string;
  if (typeof amount === 'number') text = String(amount);
  else if (typeof amount === 'string') text = amount.trim();
  else return undefined;
  if (text.length > MAX_AMOUNT_CHARS) return undefined;
  const plain = text.replace(/,/g, '');
  if (!DECIMAL.test(plain)) return undefined;
  const value = Number(plain);
  return Number.isFinite(value) && value >= 0 && value <= MAX_CHARGE_AMOUNT ? value : undefined;
}

/** `billing_info.amount` read: kept as written when sane, "not understood" when present but not sane. */
export type ReadAmount = { amount?: string; amountNotUnderstood?: true };

export function readChargeAmount(raw: unknown): ReadAmount {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return {};
  if (parseChargeAmount(raw) === undefined) return { amountNotUnderstood: true };
  return { amount: typeof raw === 'number' ? String(raw) : (raw as string).trim() };
}
