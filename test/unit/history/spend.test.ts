import { describe, expect, it } from 'vitest';
import { isBalanceLow, warningLevel } from '@/utils/balance/low-balance';
import { formatMoney } from '@/utils/balance/money';
import type { HistoryRow } from '@/utils/history/schema';
import { periodBounds } from '@/utils/history/periods';
import { chargeStateOf, lastReportedPrice, summariseSpend, summariseSpendIn } from '@/utils/history/spend';

const NOW = new Date(2026, 10, 23, 15, 0).getTime();
const HOUR = 3_600_000;
const DEMO = { id: 'demo' as const, label: 'Demo data' };

function row(at: number, charge?: HistoryRow['charge'], fromCache = false): HistoryRow {
  return {
    id: String(at),
    at,
    kind: 'vin',
    value: 'X',
    source: { id: 'api', label: 'Prembly' },
    trigger: 'popup',
    fromCache,
    outcome: 'success',
    summary: '',
    ...(charge ? { charge } : {}),
  };
}

describe('spend summary', () => {
  it('sums only what the provider reported charging, per currency, today and this month', () => {
    const rows = [
      row(NOW - HOUR, { wasCharged: true, amount: '100.00', currency: 'NGN' }),
      row(NOW - 2 * HOUR, { wasCharged: true, amount: '0.10', currency: 'usd' }),
      row(NOW - 3 * HOUR, { wasCharged: true, amount: '0.20', currency: 'USD' }),
      row(NOW - 4 * HOUR, { wasCharged: false }),
      row(NOW - 5 * HOUR),
      row(NOW - 6 * HOUR, { wasCharged: true }),
      row(NOW - 7 * HOUR, { wasCharged: true, amount: '100.00', currency: 'NGN' }, true),
      row(new Date(2026, 10, 2).getTime(), { wasCharged: true, amount: '1,250.50', currency: 'NGN' }),
      row(new Date(2026, 9, 31, 23).getTime(), { wasCharged: true, amount: '999', currency: 'NGN' }),
    ];
    const counts = { notCharged: 1, notReported: 1, cached: 1, amountNotUnderstood: 0 };
    expect(summariseSpend(rows, NOW)).toEqual({
      today: { totals: { NGN: 100, USD: 0.3 }, paidLookups: 4, ...counts },
      month: { totals: { NGN: 1350.5, USD: 0.3 }, paidLookups: 5, ...counts },
    });
  });

  it('sums any period per currency and counts no-cost-reported and cached lookups apart from paid ones', () => {
    const yesterday = periodBounds('yesterday', NOW, { from: '', to: '' });
    const atYesterday = (hour: number) => new Date(2026, 10, 22, hour).getTime();
    const rows = [
      row(NOW - HOUR, { wasCharged: true, amount: '100.00', currency: 'NGN' }),
      row(atYesterday(9), { wasCharged: true, amount: '100.00', currency: 'NGN' }),
      row(atYesterday(10), { wasCharged: true, amount: '150', currency: 'ngn' }),
      row(atYesterday(11), { wasCharged: true, amount: '1.0', currency: 'USD' }),
      row(atYesterday(12), { wasCharged: true, amount: '50', currency: 'NGN' }),
      row(atYesterday(13)),
      row(atYesterday(14)),
      row(atYesterday(15)),
      row(atYesterday(16), { wasCharged: true, amount: '100.00', currency: 'NGN' }, true),
      row(atYesterday(17), { wasCharged: false }),
      { ...row(atYesterday(18), { wasCharged: true, amount: '900', currency: 'NGN' }), source: DEMO },
      row(new Date(2026, 10, 22, 0, 0).getTime() - 1, { wasCharged: true, amount: '7', currency: 'NGN' }),
      row(new Date(2026, 10, 23, 0, 0).getTime(), { wasCharged: true, amount: '9', currency: 'NGN' }),
    ];
    expect(summariseSpendIn(rows, yesterday, NOW)).toEqual({
      totals: { NGN: 300, USD: 1 },
      paidLookups: 4,
      notReported: 3,
      notCharged: 1,
      cached: 1,
      amountNotUnderstood: 0,
    });
  });

  it('keeps amounts that are not sane numbers out of the totals, counted apart', () => {
    const rows = [
      row(NOW - HOUR, { wasCharged: true, amount: '-250.00', currency: 'NGN' }),
      row(NOW - HOUR, { wasCharged: true, amount: '9'.repeat(400), currency: 'NGN' }),
      row(NOW - HOUR, { wasCharged: true, amount: 'lots', currency: 'NGN' }),
      row(NOW - HOUR, { wasCharged: true, amount: '25', currency: 'NGN' }),
    ];
    expect(rows.map(chargeStateOf)).toEqual([
      'amountNotUnderstood',
      'amountNotUnderstood',
      'amountNotUnderstood',
      'charged',
    ]);
    expect(summariseSpendIn(rows, {}, NOW)).toMatchObject({
      totals: { NGN: 25 },
      paidLookups: 4,
      amountNotUnderstood: 3,
    });
  });

  it('says what each row cost: charged, not charged, not reported, cached; demo rows have no bill', () => {
    expect(chargeStateOf(row(NOW, { wasCharged: true, amount: '100', currency: 'NGN' }))).toBe('charged');
    expect(chargeStateOf(row(NOW, { wasCharged: true }))).toBe('charged');
    expect(chargeStateOf(row(NOW, { wasCharged: false }))).toBe('notCharged');
    expect(chargeStateOf(row(NOW))).toBe('notReported');
    expect(chargeStateOf(row(NOW, { wasCharged: true, amount: '100' }, true))).toBe('cached');
    expect(chargeStateOf({ ...row(NOW), source: DEMO })).toBeUndefined();
  });

  it('takes the newest charged price for the default warning level: ten lookups', () => {
    const rows = [
      row(NOW, { wasCharged: false }),
      row(NOW - HOUR, { wasCharged: true, amount: '150', currency: 'NGN' }),
    ];
    const lastPrice = lastReportedPrice(rows);
    expect(lastPrice).toEqual({ amount: 150, currency: 'NGN' });
    const balance = { amount: '1400', currency: 'NGN' };
    expect(warningLevel({ balance, threshold: null, ...(lastPrice ? { lastPrice } : {}) })).toBe(1500);
    expect(isBalanceLow({ balance, threshold: null, ...(lastPrice ? { lastPrice } : {}) })).toBe(true);
    expect(isBalanceLow({ balance, threshold: 1000 })).toBe(false);
    expect(isBalanceLow({ balance, threshold: null })).toBe(false);
    expect(isBalanceLow({ balance, threshold: null, lastPrice: { amount: 1, currency: 'USD' } })).toBe(false);
  });

  it("shows money as the provider's currency and two places", () => {
    expect(formatMoney('100', 'NGN')).toBe('NGN 100.00');
    expect(formatMoney(25000, 'ngn')).toBe('NGN 25,000.00');
    expect(formatMoney('n/a', 'NGN')).toBe('NGN n/a');
  });
});
