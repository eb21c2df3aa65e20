import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearHistory, listHistory, readHistory, readHistoryEntries } from '@/utils/background/history/store';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { noticeItem } from '@/utils/background/storage/notices';
import { historyEntry as entry, newestFirst, storedHistory } from '@/test/unit/history/fixtures';
import { bytesInUse, limitStorage } from '@/test/support/storage-faults';

const record = (index: number, limit: number) => saveLookup({ entry: entry(index), historyLimit: limit });

describe('history store', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the newest entries first, drops the oldest beyond the limit, and their stored entries', async () => {
    for (let index = 1; index <= 12; index++) await record(index, 10);
    const ids = (await readHistory()).map((item) => item.id);
    expect(ids).toEqual(newestFirst(10, 3));
    expect((await storedHistory()).entryIds).toEqual([...ids].sort());
  });

  it('loses no entry when many lookups finish at once', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, index) => record(index, 100)));
    expect(await readHistory()).toHaveLength(40);
  });

  it('lists rows without their answers, and gives full entries by id in the order asked', async () => {
    for (let index = 1; index <= 3; index++) await record(index, 10);
    const rows = await listHistory();
    expect(rows.map((row) => row.id)).toEqual(newestFirst(3));
    expect(rows.every((row) => !('result' in row))).toBe(true);
    const entries = await readHistoryEntries(['id-1', 'gone', 'id-3']);
    expect(entries).toEqual([entry(1), entry(3)]);
  });

  it('skips rows and entries that no longer validate instead of failing the whole list', async () => {
    for (let index = 1; index <= 3; index++) await record(index, 10);
    const { index } = await storedHistory();
    const rows = (index as { rows: unknown[] }).rows;
    await fakeBrowser.storage.local.set({
      history: { ...(index as object), rows: [rows[0], { broken: true }, ...rows.slice(1)] },
      'history:id-2': { broken: true },
    });
    expect((await listHistory()).map((row) => row.id)).toEqual(['id-3', 'id-2', 'id-1']);
    expect((await readHistory()).map((item) => item.id)).toEqual(['id-3', 'id-1']);
    await record(4, 10);
    expect((await readHistory()).map((item) => item.id)).toEqual(['id-4', 'id-3', 'id-1']);
  });

  it('gives up the oldest half when storage is full, keeps the newest and tells the user', async () => {
    const big = (index: number) => saveLookup({ entry: entry(index, { vehicle: true }), historyLimit: 100 });
    for (let index = 1; index <= 8; index++) await big(index);
    // Less room than one more entry takes.
    limitStorage((await bytesInUse()) + 2_000);
    await big(9);
    const ids = (await readHistory()).map((item) => item.id);
    expect(ids[0]).toBe('id-9');
    expect(ids).toEqual(newestFirst(ids.length, 10 - ids.length));
    expect(ids.length).toBeLessThan(9);
    expect((await storedHistory()).entryIds).toEqual([...ids].sort());
    expect((await noticeItem.getValue()).join(' ')).toMatch(/Storage is full/);
  });

  it('clears everything on request, stored entries included', async () => {
    await record(1, 10);
    await clearHistory();
    expect(await readHistory()).toEqual([]);
    expect((await storedHistory()).entryIds).toEqual([]);
  });
});
