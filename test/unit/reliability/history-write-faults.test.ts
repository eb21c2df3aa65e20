/**
 * History that cannot be written (storage full, or failing): the paid answer still reaches the user,
 * the newest entry is the last thing lost, and the user is told.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readHistory } from '../../../utils/history/store';
import type { HistoryEntry } from '../../../utils/history/schema';
import { historyItem } from '../../../utils/storage/items';
import { noticeItem } from '../../../utils/storage/notices';
import { writeNewestFirst } from '../../../utils/storage/quota';
import { DEMO_VIN, realStorageService } from './helpers';

const QUOTA_ERROR = 'QUOTA_BYTES quota exceeded';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('history that cannot be written', () => {
  it('a lookup still returns its paid answer when even the newest entry does not fit, and says so', async () => {
    const { service } = realStorageService();
    vi.spyOn(historyItem, 'setValue').mockRejectedValue(new Error(QUOTA_ERROR));
    const result = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect(result.payload.type).toBe('vehicle');
    expect((await noticeItem.getValue()).join(' ')).toMatch(/history/i);
  });

  it('a lookup still returns its paid answer when history storage fails for another reason', async () => {
    const { service } = realStorageService();
    vi.spyOn(historyItem, 'setValue').mockRejectedValue(new Error('IO error: disk is broken'));
    const result = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect(result.payload.type).toBe('vehicle');
  });

  it('a cached answer is still returned when history cannot record it', async () => {
    const { service } = realStorageService();
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    vi.spyOn(historyItem, 'setValue').mockRejectedValue(new Error(QUOTA_ERROR));
    const again = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect([again.payload.type, again.fromCache]).toEqual(['vehicle', true]);
  });

  it('when storage is full, the oldest entries go first and the newest always stays', async () => {
    const { service } = realStorageService({ settings: { historyLimit: 100 } });
    for (let index = 0; index < 12; index++) {
      await service.lookup({ kind: 'tin', value: `${10_000_000 + index}-0001`, trigger: 'popup' });
    }
    const realSet = historyItem.setValue.bind(historyItem);
    vi.spyOn(historyItem, 'setValue').mockImplementation(async (value) => {
      if ((value as HistoryEntry[]).length > 5) throw new Error(QUOTA_ERROR);
      return realSet(value);
    });
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const kept = await readHistory();
    expect(kept[0]?.value).toBe(DEMO_VIN);
    expect(kept.length).toBeLessThanOrEqual(5);
    // The survivors are the newest: the last TINs looked up, in order.
    expect(kept.slice(1).map((entry) => entry.value)).toEqual(
      [11, 10, 9, 8].slice(0, kept.length - 1).map((index) => `${10_000_000 + index}-0001`),
    );
    expect((await noticeItem.getValue()).join(' ')).toMatch(/Storage is full/);
  });
});

describe('writeNewestFirst under any quota', () => {
  it('writes a prefix of the list, keeps the newest whenever it fits alone, and counts what it dropped', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 1500 }),
        async (sizes, capacity) => {
          let stored: number[] | undefined;
          const write = async (list: number[]) => {
            if (list.reduce((sum, size) => sum + size, 0) > capacity) throw new Error(QUOTA_ERROR);
            stored = list;
          };
          const first = sizes[0] ?? 0;
          if (first > capacity) {
            await expect(writeNewestFirst(write, sizes)).rejects.toThrow(/quota/);
            return;
          }
          const { dropped } = await writeNewestFirst(write, sizes);
          expect(stored).toEqual(sizes.slice(0, stored?.length));
          expect(stored?.[0]).toBe(first);
          expect(dropped).toBe(sizes.length - (stored?.length ?? 0));
        },
      ),
    );
  });

  it('never swallows an error that is not about space', async () => {
    await expect(
      writeNewestFirst(async () => Promise.reject(new Error('IO error')), [1, 2, 3]),
    ).rejects.toThrow('IO error');
  });
});
