/** The plan shown before anything is sent: what is free, what is paid for and roughly what it costs. */
import type { IdentifierKind } from '@/utils/api/model';
import type { BulkClassification, ClassifiedItem } from './classify';
import { BULK_INVALID_LISTED } from './limits';
import type { BulkPlan, BulkPrice } from './schema';

export interface BulkPlanContext {
  /** True when the cache holds a fresh answer for this identifier. */
  isCached(identifier: Pick<ClassifiedItem, 'kind' | 'value'>): boolean;
  prices: Partial<Record<IdentifierKind, BulkPrice>>;
  balance?: BulkPrice;
  runLimit: number;
  /** The cells of the identifier column, to show what an invalid row held. */
  textOf(row: number): string;
}

const zero = (): Record<IdentifierKind, number> => ({ vin: 0, tin: 0, cac: 0, phone: 0 });

export function planBulk(input: BulkClassification, context: BulkPlanContext): BulkPlan {
  const byKind = zero();
  const paidByKind = zero();
  let cached = 0;
  for (const item of input.items) {
    byKind[item.kind]++;
    if (context.isCached(item)) cached++;
    else paidByKind[item.kind]++;
  }
  const invalidRows = input.rows.filter((row) => row.invalid !== undefined);
  const invalid = invalidRows
    .slice(0, BULK_INVALID_LISTED)
    .map((row) => ({ row: row.index + 1, text: context.textOf(row.index), reason: row.invalid ?? '' }));
  const validRows = input.rows.length - invalidRows.length;
  const paid = input.items.length - cached;
  const estimate = estimateCost(paidByKind, context.prices);
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
    ...(estimate ? { estimate } : {}),
    ...(context.balance ? { balance: context.balance } : {}),
    runLimit: context.runLimit,
    overLimit: paid > context.runLimit,
  };
}

/** Sum of the known prices; `complete` is false when a kind to pay for has no known price. */
function estimateCost(
  paidByKind: Record<IdentifierKind, number>,
  prices: Partial<Record<IdentifierKind, BulkPrice>>,
): BulkPlan['estimate'] {
  let amount = 0;
  let currency: string | undefined;
  let complete = true;
  for (const kind of Object.keys(paidByKind) as IdentifierKind[]) {
    const count = paidByKind[kind];
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
