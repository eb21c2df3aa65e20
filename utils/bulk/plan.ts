/** The plan shown before anything is sent: what is free, what is paid for and roughly what it costs. */
import type { IdentifierKind } from '@/utils/api/model';
import type { BulkClassification, ClassifiedItem } from './classify';
import { BULK_INVALID_LISTED } from './limits';
import { PRICE_KEYS, priceKeyOf, type BulkPrices, type PriceKey } from './prices';
import type { BulkPlan, BulkPrice } from './schema';

export interface BulkPlanContext {
  /** True when the cache holds a fresh answer for this identifier. */
  isCached(identifier: Pick<ClassifiedItem, 'kind' | 'value'>): boolean;
  /** The last reported price per check billed apart (a Tax ID apart from a legacy TIN). */
  prices: BulkPrices;
  balance?: BulkPrice;
  /** Why the free wallet check gave no balance. */
  balanceProblem?: string;
  runLimit: number;
  /** The cells of the identifier column, to show what an invalid row held. */
  textOf(row: number): string;
}

const zero = (): Record<IdentifierKind, number> => ({ vin: 0, tin: 0, cac: 0, phone: 0 });

export function planBulk(input: BulkClassification, context: BulkPlanContext): BulkPlan {
  const byKind = zero();
  const paidByKind = zero();
  const paidByPrice: Record<PriceKey, number> = { vin: 0, tin: 0, taxId: 0, cac: 0, phone: 0 };
  let cached = 0;
  for (const item of input.items) {
    byKind[item.kind]++;
    if (context.isCached(item)) cached++;
    else {
      paidByKind[item.kind]++;
      paidByPrice[priceKeyOf(item.kind, item.value)]++;
    }
  }
  const invalidRows = input.rows.filter((row) => row.invalid !== undefined);
  const invalid = invalidRows
    .slice(0, BULK_INVALID_LISTED)
    .map((row) => ({ row: row.index + 1, text: context.textOf(row.index), reason: row.invalid ?? '' }));
  const validRows = input.rows.length - invalidRows.length;
  const paid = input.items.length - cached;
  const estimate = estimateCost(paidByPrice, context.prices);
  return {
    rows: input.rows.length,
    byKind,
    unique: input.items.length,
    duplicates: validRows - input.items.length,
    invalidCount: invalidRows.length,
    invalid,
    cached,
    paid,
    paidByKind,
    paidByPrice,
    prices: context.prices,
    ...(estimate ? { estimate } : {}),
    ...(context.balance ? { balance: context.balance } : {}),
    ...(context.balanceProblem ? { balanceProblem: context.balanceProblem } : {}),
    runLimit: context.runLimit,
    overLimit: paid > context.runLimit,
  };
}

/** Sum of the known prices; `complete` is false when a check to pay for has no known price. */
function estimateCost(paidByPrice: Record<PriceKey, number>, prices: BulkPrices): BulkPlan['estimate'] {
  let amount = 0;
  let currency: string | undefined;
  let complete = true;
  for (const kind of PRICE_KEYS) {
    const count = paidByPrice[kind];
    if (count === 0) continue;
    const price = prices[kind];
    if (!price || (currency !== undefined && price.currency !== currency)) {
      complete = false;
      continue;
    }
    currency = price.currency;
    amount += count * price.amount;
  }
  return currency === undefined ? undefined : { amount: Math.round(amount * 100) / 100, currency, complete };
}
