/**
 * History that cannot be written (storage full, or failing): the paid answer still reaches the user,
 * the newest entry is the last thing lost, and the user is told.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readHistory } from '@/utils/background/history/store';
import { readCache } from '@/utils/background/cache/store';
import { noticeItem } from '@/utils/background/storage/notices';
import { writeNewestFirst } from '@/utils/storage/quota';
import { breakWrites, bytesInUse, limitStorage, QUOTA_ERROR } from '@/test/support/storage-faults';
import { DEMO_VIN, realStorageService, tinNumber } from '@/test/support/lookup-harness';

beforeEach(() => {
  fakeBrowser.reset();
});

const VIN_CACHE_KEY = `demo|vin|${DEMO_VIN}`;

describe('history that cannot be written', () => {
  it('a lookup still returns its paid answer when even the newest entry does not fit, and says so', async () => {
    const { service } = realStorageService();
    // Room for the notice, not for the answer.
    limitStorage((await bytesInUse()) + 300);
    const result = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect(result.payload.type).toBe('vehicle');
    expect((await noticeItem.getValue()).join(' ')).toMatch(/history/i);
    // Neither cached nor recorded: the two never disagree.
    expect(await readHistory()).toEqual([]);
    expect(await readCache(VIN_CACHE_KEY, 60_000, Date.now())).toBeUndefined();
  });

  it('a lookup still returns its paid answer when storage fails for another reason', async () => {
    const { service } = realStorageService();
    breakWrites('IO error: disk is broken');
    const result = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect(result.payload.type).toBe('vehicle');
  });

  it('a cached answer is still returned when history cannot record it', async () => {
    const { service } = realStorageService();
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    limitStorage(await bytesInUse());
    const again = await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    expect([again.payload.type, again.fromCache]).toEqual(['vehicle', true]);
  });

  it('when storage is full, the oldest entries go first and the newest always stays', async () => {
    // Failures are not cached: only history can give way.
    const { service } = realStorageService({
      settings: { historyLimit: 100 },
      caller: {
        taxpayer: async () => ({
          ok: false,
          attempts: 1,
          failure: { code: 'server_error', title: 'x', message: 'x', action: 'x', retryable: true },
        }),
      },
    });
    for (let index = 0; index < 12; index++) {
      await service.lookup({ kind: 'tin', value: tinNumber(index), trigger: 'popup' });
    }
    limitStorage((await bytesInUse()) + 100);
    await service.lookup({ value: DEMO_VIN, trigger: 'popup' });
    const kept = await readHistory();
    expect(kept[0]?.value).toBe(DEMO_VIN);
    expect(kept.length).toBeLessThan(13);
    // The survivors are the newest: the last TINs looked up, in order.
    expect(kept.slice(1).map((entry) => entry.value)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].slice(0, kept.length - 1).map(tinNumber),
    );
    expect(await readCache(VIN_CACHE_KEY, 60_000, Date.now())).toBeDefined();
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
