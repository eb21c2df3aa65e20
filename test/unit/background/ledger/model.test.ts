/** The spend ledger's pure rules: days, currencies, reservations, cut-off calls and unreported costs. */
import { describe, expect, it } from 'vitest';
import {
  chargeForLedger,
  committedToday,
  emptyLedger,
  ledgerDayOf,
  priceFromWallet,
  pruneLedger,
  readLedger,
  recordCharge,
  settleCutOff,
  type Ledger,
} from '@/utils/background/ledger/model';

const TODAY = '2026-11-27';

function withOpen(ledger: Ledger, id: string, worker: string, price?: { amount: number; currency: string }) {
  return {
    ...ledger,
    open: {
      ...ledger.open,
      [id]: { day: TODAY, at: 1, priceKey: 'vin' as const, worker, ...(price ? { price } : {}) },
    },
  };
}

describe('recording charges', () => {
  it('sums reported charges per currency and learns each check’s last price', () => {
    let ledger = emptyLedger();
    const charged = (amount: string, currency: string) =>
      chargeForLedger({ wasCharged: true, amount, currency }, true);
    ledger = recordCharge(ledger, { day: TODAY, priceKey: 'vin', charge: charged('100.00', 'ngn'), at: 1 });
    ledger = recordCharge(ledger, { day: TODAY, priceKey: 'taxId', charge: charged('1.0', 'USD'), at: 2 });
    ledger = recordCharge(ledger, { day: TODAY, priceKey: 'vin', charge: charged('0.10', 'NGN'), at: 3 });
    expect(ledger.days[TODAY]?.spent).toEqual({ NGN: 100.1, USD: 1 });
    expect(ledger.prices).toEqual({
      vin: { amount: 0.1, currency: 'NGN', at: 3 },
      taxId: { amount: 1, currency: 'USD', at: 2 },
    });
  });

  it('counts an answer with no reported cost at its check’s last price, and as unknown while there is none', () => {
    let ledger = recordCharge(emptyLedger(), {
      day: TODAY,
      priceKey: 'tin',
      charge: chargeForLedger(undefined, true),
      at: 1,
    });
    expect(committedToday(ledger, TODAY)).toMatchObject({ unknown: true, perCurrency: {} });
    ledger = recordCharge(ledger, {
      day: TODAY,
      priceKey: 'tin',
      charge: chargeForLedger({ wasCharged: true, amount: '100', currency: 'NGN' }, true),
      at: 2,
    });
    expect(committedToday(ledger, TODAY)).toEqual({
      unknown: false,
      probing: false,
      perCurrency: { NGN: 200 },
    });
  });

  it('reads "not charged" as free, a charge with no usable amount as unpriced, and silence by whether it was sent', () => {
    expect(chargeForLedger({ wasCharged: false, amount: '100' }, true)).toEqual({ kind: 'free' });
    expect(chargeForLedger({ wasCharged: true, amount: '-5', currency: 'NGN' }, true)).toEqual({
      kind: 'unpriced',
    });
    expect(chargeForLedger({ wasCharged: true, amount: '5' }, true)).toEqual({ kind: 'unpriced' });
    expect(chargeForLedger(undefined, true)).toEqual({ kind: 'unpriced' });
    expect(chargeForLedger(undefined, false)).toEqual({ kind: 'free' });
  });
});

describe('reservations', () => {
  it('count at their expected price while open, and are released when their answer is recorded', () => {
    let ledger = withOpen(emptyLedger(), 'a', 'w1', { amount: 100, currency: 'NGN' });
    expect(committedToday(ledger, TODAY).perCurrency).toEqual({ NGN: 100 });
    ledger = recordCharge(ledger, {
      id: 'a',
      day: TODAY,
      priceKey: 'vin',
      charge: { kind: 'charged', amount: 120, currency: 'NGN' },
      at: 2,
    });
    expect(ledger.open).toEqual({});
    expect(committedToday(ledger, TODAY).perCurrency).toEqual({ NGN: 120 });
  });

  it('of a stopped worker count as spent; this worker’s stay open', () => {
    let ledger = withOpen(emptyLedger(), 'old', 'stopped', { amount: 100, currency: 'NGN' });
    ledger = withOpen(ledger, 'oldUnpriced', 'stopped');
    ledger = withOpen(ledger, 'mine', 'running', { amount: 100, currency: 'NGN' });
    const settled = settleCutOff(ledger, 'running');
    expect(Object.keys(settled.open)).toEqual(['mine']);
    expect(settled.days[TODAY]).toEqual({ spent: { NGN: 100 }, unpriced: { vin: 1 }, unknown: 0 });
  });

  it('an open reservation with no price and no probe makes the cost unknown', () => {
    expect(committedToday(withOpen(emptyLedger(), 'x', 'w'), TODAY).unknown).toBe(true);
  });
});

describe('storage it cannot trust, and days', () => {
  it('nothing stored is an empty ledger; something unreadable counts one charge of unknown cost today', () => {
    expect(readLedger(undefined, TODAY)).toEqual(emptyLedger());
    for (const garbage of ['x', 42, [], { v: 2 }, { v: 1, days: 'no' }]) {
      const ledger = readLedger(garbage, TODAY);
      expect(committedToday(ledger, TODAY).unknown).toBe(true);
    }
  });

  it('keeps a week of days and today, drops older ones; yesterday’s spend is not today’s', () => {
    const ledger = emptyLedger();
    for (let day = 1; day <= 27; day += 1) {
      ledger.days[`2026-11-${String(day).padStart(2, '0')}`] = {
        spent: { NGN: 1 },
        unpriced: {},
        unknown: 0,
      };
    }
    const pruned = pruneLedger(ledger, TODAY);
    expect(Object.keys(pruned.days).sort()).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(committedToday(pruned, '2026-11-28').perCurrency).toEqual({});
  });

  it('names the day in the device’s calendar', () => {
    expect(ledgerDayOf(Date.UTC(2026, 10, 26, 23, 30), 'Africa/Lagos')).toBe('2026-11-27');
    expect(ledgerDayOf(Date.UTC(2026, 10, 26, 22, 30), 'Africa/Lagos')).toBe('2026-11-26');
  });
});

describe('a price learnt from the wallet', () => {
  it('is the drop between the balance before and after, in one currency', () => {
    const before = { balance: 25_000, currency: 'NGN' };
    expect(priceFromWallet(before, { balance: 24_900, currency: 'ngn' })).toEqual({
      amount: 100,
      currency: 'NGN',
    });
    expect(priceFromWallet(before, { balance: 25_000, currency: 'NGN' })).toBeUndefined();
    expect(priceFromWallet(before, { balance: 25_100, currency: 'NGN' })).toBeUndefined();
    expect(priceFromWallet(before, { balance: 24_000, currency: 'USD' })).toBeUndefined();
    expect(priceFromWallet(before, undefined)).toBeUndefined();
  });
});
