import { describe, expect, it } from 'vitest';
import { classifyBulkRows } from '@/utils/bulk/classify';
import { planBulk, type BulkPlanContext } from '@/utils/bulk/plan';
import { estimateBulkCost } from '@/utils/bulk/prices';
import { parseQuery } from '@/utils/detect/parse-input';
import { english } from '@/test/support/english';

const table = {
  headers: ['id'],
  rows: [
    ['4T1BF1FK5DU276514'],
    ['4T1BF1FK5DU276514'],
    ['12345678-0001'],
    ['23456789-0001'],
    ['RC123456'],
    ['oops'],
  ],
};
const classified = classifyBulkRows(table, 0, (text) => parseQuery(text, { t: english }));

function context(overrides: Partial<BulkPlanContext> = {}): BulkPlanContext {
  return {
    isCached: ({ kind, value }) => kind === 'tin' && value === '23456789-0001',
    prices: {},
    runLimit: 500,
    textOf: (row) => table.rows[row]?.[0] ?? '',
    ...overrides,
  };
}

describe('planBulk', () => {
  it('counts kinds, duplicates, invalid rows, free and paid lookups', () => {
    const plan = planBulk(classified, context());
    expect(plan).toMatchObject({
      rows: 6,
      byKind: { vin: 1, tin: 2, cac: 1, phone: 0 },
      unique: 4,
      duplicates: 1,
      cached: 1,
      paid: 3,
      paidByKind: { vin: 1, tin: 1, cac: 1, phone: 0 },
      runLimit: 500,
      overLimit: false,
    });
    expect(plan.invalid).toEqual([{ row: 6, text: 'oops', reason: expect.stringMatching(/Not recognised/) }]);
    expect(plan.invalidCount).toBe(1);
    expect(plan.estimate).toBeUndefined();
    expect(plan.balance).toBeUndefined();
  });

  it('estimates the cost from the last price per kind, and says when some kind has none', () => {
    const complete = planBulk(
      classified,
      context({
        prices: {
          vin: { amount: 150, currency: 'NGN' },
          tin: { amount: 50, currency: 'NGN' },
          cac: { amount: 100, currency: 'NGN' },
        },
      }),
    );
    expect(complete.estimate).toEqual({ amount: 300, currency: 'NGN', complete: true });
    const partial = planBulk(classified, context({ prices: { vin: { amount: 150, currency: 'NGN' } } }));
    expect(partial.estimate).toEqual({ amount: 150, currency: 'NGN', complete: false });
  });

  it('counts paid lookups per price, a Tax ID apart from a legacy TIN, and keeps the prices it started from', () => {
    const mixed = {
      headers: ['id'],
      rows: [['2522520314833'], ['1049382700013'], ['12345678-0001'], ['4T1BF1FK5DU276514']],
    };
    const prices = {
      taxId: { amount: 1, currency: 'USD' },
      tin: { amount: 50, currency: 'NGN' },
      vin: { amount: 150, currency: 'NGN' },
    };
    const plan = planBulk(
      classifyBulkRows(mixed, 0, (text) => parseQuery(text, { t: english })),
      context({ isCached: () => false, prices, textOf: (row) => mixed.rows[row]?.[0] ?? '' }),
    );
    expect(plan.paidByPrice).toEqual({ vin: 1, tin: 1, taxId: 2, cac: 0, phone: 0 });
    expect(plan.prices).toEqual(prices);
    expect(estimateBulkCost(plan.paidByPrice ?? {}, prices)).toEqual({
      totals: { NGN: 200, USD: 2 },
      unpriced: 0,
    });
    expect(estimateBulkCost(plan.paidByPrice ?? {}, { vin: prices.vin })).toEqual({
      totals: { NGN: 150 },
      unpriced: 3,
    });
    // A price the user typed drives the estimate as the reported one does; cents stay exact.
    expect(estimateBulkCost({ cac: 3 }, { cac: { amount: 0.1, currency: 'ngn' } })).toEqual({
      totals: { NGN: 0.3 },
      unpriced: 0,
    });
  });

  it('counts every invalid row but names only the first hundred', () => {
    const many = { headers: ['id'], rows: Array.from({ length: 250 }, (_, i) => [`bad${i}`]) };
    const plan = planBulk(
      classifyBulkRows(many, 0, (text) => parseQuery(text, { t: english })),
      context({ textOf: (row) => many.rows[row]?.[0] ?? '' }),
    );
    expect(plan.invalidCount).toBe(250);
    expect(plan.invalid).toHaveLength(100);
    expect(plan.invalid.at(-1)).toMatchObject({ row: 100, text: 'bad99' });
  });

  it('marks a plan over the per-run limit and passes the balance on', () => {
    const plan = planBulk(classified, context({ runLimit: 2, balance: { amount: 1000, currency: 'NGN' } }));
    expect(plan.overLimit).toBe(true);
    expect(plan.balance).toEqual({ amount: 1000, currency: 'NGN' });
    expect(planBulk(classified, context({ runLimit: 3 })).overLimit).toBe(false);
  });
});
