import { describe, expect, it } from 'vitest';
import { identifierKey } from '@/utils/detect/identifier-key';
import { LOOKUP_BATCH, nextLookupBatch } from '@/utils/panel/page-batches';
import { MAX_PER_TAB } from '@/utils/panel/tab-lookups';

const tins = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'tin' as const,
    value: `${31000000 + from + index}-0001`,
  }));
const keys = (identifiers: ReturnType<typeof tins>) => new Set(identifiers.map(identifierKey));

describe('lookups of a page, batch by batch', () => {
  it('a batch is never bigger than the list of this tab results, so all its answers stay in view', () => {
    expect(LOOKUP_BATCH).toBeLessThanOrEqual(MAX_PER_TAB);
  });

  it('up to one batch, "all" sends everything at once, and nothing is left after', () => {
    const found = tins(LOOKUP_BATCH);
    expect(nextLookupBatch(found, new Set())).toEqual({ items: found, left: LOOKUP_BATCH, isAll: true });
    expect(nextLookupBatch(found, keys(found))).toBeUndefined();
  });

  it('on a big page, each confirmation sends the next identifiers not sent yet, in list order', () => {
    const found = tins(2 * LOOKUP_BATCH + 5);
    const first = nextLookupBatch(found, new Set())!;
    expect(first).toEqual({ items: found.slice(0, LOOKUP_BATCH), left: found.length, isAll: false });
    const second = nextLookupBatch(found, keys(first.items))!;
    expect([second.items, second.left]).toEqual([
      found.slice(LOOKUP_BATCH, 2 * LOOKUP_BATCH),
      LOOKUP_BATCH + 5,
    ]);
    const last = nextLookupBatch(found, keys([...first.items, ...second.items]))!;
    expect([last.items, last.isAll]).toEqual([found.slice(2 * LOOKUP_BATCH), false]);
  });

  it('skips what was looked up from its own row, and follows a list reloaded with rows added or moved', () => {
    const found = tins(30);
    const sent = keys([found[0]!, found[3]!]);
    expect(nextLookupBatch(found, sent)!.items).toEqual(
      found.filter((_, index) => index !== 0 && index !== 3).slice(0, LOOKUP_BATCH),
    );
    // Reloaded: the page moved a row to the end and added five.
    const reloaded = [...found.slice(1), found[0]!, ...tins(5, 100)];
    const batch = nextLookupBatch(reloaded, keys(found.slice(0, LOOKUP_BATCH)))!;
    expect(batch.items).toEqual([...found.slice(LOOKUP_BATCH), ...tins(5, 100)]);
    expect(batch.left).toBe(15);
  });

  it('one kind and value is one identifier: a TIN and a phone number with the same digits are two', () => {
    expect(identifierKey({ kind: 'tin', value: '08012345678' })).not.toBe(
      identifierKey({ kind: 'phone', value: '08012345678' }),
    );
  });

  it('seventy thousand identifiers are never more than one batch per confirmation', () => {
    expect(nextLookupBatch(tins(72_626), new Set())!.items).toHaveLength(LOOKUP_BATCH);
  });
});
