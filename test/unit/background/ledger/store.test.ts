/** The ledger's one storage item: changes never lose each other, and a stopped worker's calls are settled. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { ledgerDayOf, recordCharge } from '@/utils/background/ledger/model';
import {
  createSpendLedger,
  createStoredSpendLedger,
  SPEND_LEDGER_KEY,
} from '@/utils/background/ledger/store';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the stored spend ledger', () => {
  it('runs changes one at a time: twenty at once are all kept', async () => {
    const ledger = createStoredSpendLedger();
    const today = ledgerDayOf(Date.now());
    await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.update((current) => ({
          ledger: recordCharge(current, {
            day: today,
            priceKey: 'vin',
            charge: { kind: 'charged', amount: 100, currency: 'NGN' },
            at: 1,
          }),
          value: undefined,
        })),
      ),
    );
    expect((await ledger.read()).days[today]?.spent).toEqual({ NGN: 2000 });
  });

  it('a failed change leaves the lock free for the next', async () => {
    const ledger = createStoredSpendLedger();
    await expect(
      ledger.update(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ledger.update(() => ({ value: 'next' }))).toBe('next');
  });

  it('writes back the settlement of a stopped worker’s reservation, so it is counted once', async () => {
    const today = ledgerDayOf(Date.now());
    await storage.setItem(SPEND_LEDGER_KEY, {
      v: 1,
      days: {},
      prices: {},
      open: {
        lost: {
          day: today,
          at: 1,
          priceKey: 'vin',
          worker: 'stopped',
          price: { amount: 100, currency: 'NGN' },
        },
      },
    });
    const writes: unknown[] = [];
    let stored: unknown = await storage.getItem(SPEND_LEDGER_KEY);
    const ledger = createSpendLedger({
      read: async () => stored,
      write: async (value) => {
        writes.push(value);
        stored = value;
      },
      worker: 'running',
      now: () => Date.now(),
    });
    await ledger.update(() => ({ value: undefined }));
    await ledger.update(() => ({ value: undefined }));
    expect(writes).toHaveLength(1);
    expect((await ledger.read()).days[today]?.spent).toEqual({ NGN: 100 });
  });
});
