import { describe, expect, it } from 'vitest';
import { isBalanceLow, warningLevel } from '@/utils/balance/low-balance';
import { formatMoney } from '@/utils/balance/money';
import type { HistoryRow } from '@/utils/history/schema';
import { lastReportedPrice, summariseSpend } from '@/utils/history/spend';

const NOW = new Date(2026, 10, 23, 15, 0).getTime();
const HOUR = 3_600_000;

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
    expect(summariseSpend(rows, NOW)).toEqual({
      today: { totals: { NGN: 100, USD: 0.3 }, paidLookups: 4 },
      month: { totals: { NGN: 1350.5, USD: 0.3 }, paidLookups: 5 },
    });
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
