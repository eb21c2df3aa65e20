import { describe, expect, it } from 'vitest';
import { LOOKUP_BATCH, nextLookupBatch } from '../../../utils/panel/page-batches';
import { MAX_PER_TAB } from '../../../utils/panel/tab-lookups';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('lookups of a page, batch by batch', () => {
  it('a batch is never bigger than the list of this tab results, so all its answers stay in view', () => {
    expect(LOOKUP_BATCH).toBeLessThanOrEqual(MAX_PER_TAB);
  });

  it('up to one batch, "all" sends everything at once', () => {
    expect(nextLookupBatch(numbers(LOOKUP_BATCH), 0)).toEqual({
      items: numbers(LOOKUP_BATCH),
      continues: false,
      isAll: true,
    });
    expect(nextLookupBatch(numbers(LOOKUP_BATCH), LOOKUP_BATCH)).toBeUndefined();
  });

  it('on a big page, each confirmation sends the next batch in list order, and the last one what is left', () => {
    const found = numbers(2 * LOOKUP_BATCH + 5);
    const first = nextLookupBatch(found, 0)!;
    expect(first).toEqual({ items: numbers(LOOKUP_BATCH), continues: false, isAll: false });
    const second = nextLookupBatch(found, LOOKUP_BATCH)!;
    expect(second.items).toEqual(found.slice(LOOKUP_BATCH, 2 * LOOKUP_BATCH));
    expect(second.continues).toBe(true);
    const last = nextLookupBatch(found, 2 * LOOKUP_BATCH)!;
    expect([last.items, last.isAll]).toEqual([found.slice(2 * LOOKUP_BATCH), false]);
    expect(nextLookupBatch(found, found.length)).toBeUndefined();
  });

  it('seventy thousand identifiers are never more than one batch per confirmation', () => {
    expect(nextLookupBatch(numbers(72_626), 0)!.items).toHaveLength(LOOKUP_BATCH);
  });
});
