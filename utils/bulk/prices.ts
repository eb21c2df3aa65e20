/** The provider's last reported price per kind, read defensively from history entries. */
import type { IdentifierKind } from '@/utils/api/model';
import { IDENTIFIER_KINDS } from '@/utils/detect/types';
import type { BulkPrice } from './schema';

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null ? (value as Loose) : undefined;

function priceIn(source: Loose | undefined): BulkPrice | undefined {
  if (!source || source['wasCharged'] === false) return undefined;
  const amount = Number(String(source['amount'] ?? '').replace(/[^\d.]/g, ''));
  const currency = source['currency'];
  if (!Number.isFinite(amount) || amount <= 0 || typeof currency !== 'string' || currency === '')
    return undefined;
  return { amount, currency };
}

/** `entries` newest first; the newest charged answer of each kind gives its price. */
export function bulkPricesFromHistory(
  entries: readonly unknown[],
): Partial<Record<IdentifierKind, BulkPrice>> {
  const prices: Partial<Record<IdentifierKind, BulkPrice>> = {};
  for (const raw of entries) {
    const entry = asRecord(raw);
    const kind = entry?.['kind'];
    if (typeof kind !== 'string' || !(IDENTIFIER_KINDS as readonly string[]).includes(kind)) continue;
    if (entry?.['fromCache'] === true || prices[kind as IdentifierKind]) continue;
    const result = asRecord(entry?.['result']);
    const price = priceIn(asRecord(entry?.['charge'])) ?? priceIn(asRecord(result?.['meta']));
    if (price) prices[kind as IdentifierKind] = price;
  }
  return prices;
}
