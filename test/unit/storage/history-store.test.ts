import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { appendHistory, clearHistory, readHistory } from '../../../utils/history/store';
import type { HistoryEntry } from '../../../utils/history/schema';
import { historyItem } from '../../../utils/storage/items';
import { noticeItem } from '../../../utils/storage/notices';

function entry(index: number): HistoryEntry {
  const result = {
    id: `id-${index}`,
    kind: 'vin' as const,
    value: `VIN${index}`,
    source: { id: 'demo' as const, label: 'Demo data' },
    fetchedAt: index,
    fromCache: false,
    trigger: 'popup' as const,
    payload: {
      type: 'failure' as const,
      failure: {
        code: 'not_found' as const,
        title: 'No record found',
        message: 'm',
        action: 'a',
        retryable: false,
      },
    },
  };
  return {
    id: result.id,
    at: index,
    kind: 'vin',
    value: result.value,
    source: result.source,
    trigger: 'popup',
    fromCache: false,
    outcome: 'not_found',
    summary: 'No record found',
    result,
  };
}

describe('history store', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the newest entries first and drops the oldest beyond the limit', async () => {
    for (let index = 1; index <= 12; index++) await appendHistory(entry(index), 10);
    const ids = (await readHistory()).map((item) => item.id);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe('id-12');
    expect(ids.at(-1)).toBe('id-3');
  });

  it('loses no entry when many lookups finish at once', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, index) => appendHistory(entry(index), 100)));
    expect(await readHistory()).toHaveLength(40);
  });

  it('skips entries that no longer validate instead of failing the whole list', async () => {
    await historyItem.setValue([entry(1), { broken: true } as unknown as HistoryEntry, entry(2)]);
    expect((await readHistory()).map((item) => item.id)).toEqual(['id-1', 'id-2']);
  });

  it('gives up the oldest half when storage is full, keeps the newest and tells the user', async () => {
    for (let index = 1; index <= 8; index++) await appendHistory(entry(index), 100);
    const realSet = historyItem.setValue.bind(historyItem);
    const setValue = vi.spyOn(historyItem, 'setValue').mockImplementation(async (value) => {
      if ((value as HistoryEntry[]).length > 4) throw new Error('QUOTA_BYTES quota exceeded');
      return realSet(value);
    });
    await appendHistory(entry(9), 100);
    setValue.mockRestore();
    const ids = (await readHistory()).map((item) => item.id);
    expect(ids[0]).toBe('id-9');
    expect(ids.length).toBeLessThanOrEqual(4);
    expect((await noticeItem.getValue()).join(' ')).toMatch(/Storage is full/);
  });

  it('clears everything on request', async () => {
    await appendHistory(entry(1), 10);
    await clearHistory();
    expect(await readHistory()).toEqual([]);
  });
});
