/**
 * The provider's last reported price per lookup, read defensively from history entries. Prices are kept per
 * check the provider bills apart: the 13-digit Tax ID goes to Business Tax (its documented sample charged
 * 1.0 USD) while legacy TINs go to the TIN check, so a Tax ID has a price of its own.
 */
import type { IdentifierKind } from '@/utils/api/model';
import { IDENTIFIER_KINDS } from '@/utils/detect/types';
import { isTaxId } from '@/utils/detect/tin';
import type { BulkPrice } from './schema';

export const PRICE_KEYS = ['vin', 'tin', 'taxId', 'cac', 'phone'] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
export type BulkPrices = Partial<Record<PriceKey, BulkPrice>>;

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null ? (value as Loose) : undefined;

/** Which price a lookup of `kind` for `value` is billed at. */
export function priceKeyOf(kind: IdentifierKind, value: string): PriceKey {
  return kind === 'tin' && isTaxId(value) ? 'taxId' : kind;
}

function priceIn(source: Loose | undefined): BulkPrice | undefined {
  if (!source || source['wasCharged'] === false) return undefined;
  const amount = Number(String(source['amount'] ?? '').replace(/[^\d.]/g, ''));
  const currency = source['currency'];
  if (!Number.isFinite(amount) || amount <= 0 || typeof currency !== 'string' || currency === '')
    return undefined;
  return { amount, currency };
}

/** `entries` newest first; the newest charged answer of each price key gives its price. */
export function bulkPricesFromHistory(entries: readonly unknown[]): BulkPrices {
  const prices: BulkPrices = {};
  for (const raw of entries) {
    const entry = asRecord(raw);
    const kind = entry?.['kind'];
    if (typeof kind !== 'string' || !(IDENTIFIER_KINDS as readonly string[]).includes(kind)) continue;
    const value = typeof entry?.['value'] === 'string' ? entry['value'] : '';
    const key = priceKeyOf(kind as IdentifierKind, value);
    if (entry?.['fromCache'] === true || prices[key]) continue;
    const result = asRecord(entry?.['result']);
    // A failure that was billed (a "not found") reports its charge inside the failure.
    const failure = asRecord(asRecord(asRecord(result?.['payload'])?.['failure'])?.['charge']);
    const price =
      priceIn(asRecord(entry?.['charge'])) ?? priceIn(asRecord(result?.['meta'])) ?? priceIn(failure);
    if (price) prices[key] = price;
  }
  return prices;
}

/** The estimate, summed per currency, and how many paid lookups have no price to count them at. */
export interface BulkEstimate {
  totals: Record<string, number>;
  unpriced: number;
}

export function estimateBulkCost(
  paidByPrice: Partial<Record<PriceKey, number>>,
  prices: BulkPrices,
): BulkEstimate {
  const totals: Record<string, number> = {};
  let unpriced = 0;
  for (const key of PRICE_KEYS) {
    const count = paidByPrice[key] ?? 0;
    if (count === 0) continue;
    const price = prices[key];
    if (!price || !Number.isFinite(price.amount) || price.amount < 0) {
      unpriced += count;
      continue;
    }
    const currency = price.currency.trim().toUpperCase();
    // Cents: 0.1 × 3 should read 0.30.
    totals[currency] = Math.round(((totals[currency] ?? 0) + count * price.amount) * 100) / 100;
  }
  return { totals, unpriced };
}
