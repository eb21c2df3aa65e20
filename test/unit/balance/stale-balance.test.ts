/**
 * The balance line never sits, as current, above the provider's "wallet too low" (issue 38): a refusal after
 * the balance was read makes it stale and the warning shows; a read after the refusal is the newer fact.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiOutcome, VehicleReport } from '@/utils/api/model';
import { getBalanceView } from '@/utils/background/balance/store';
import { cacheNamespace } from '@/utils/background/lookup/data-source';
import { getEffectiveSettings } from '@/utils/background/policy/settings';
import { updateSettings } from '@/utils/background/settings/store';
import { lastFundsRefusalAt } from '@/utils/balance/funds-refusal';
import { isBalanceLow, refusedSinceRead } from '@/utils/balance/low-balance';
import { realStorageService } from '@/test/support/lookup-harness';

const NGN = (amount: string, at: number) => ({ amount, currency: 'NGN', at });

describe('the provider’s refusal against the balance read', () => {
  it('makes a balance read before it stale and low, whatever the level says', () => {
    const input = { balance: NGN('12500.00', 1_000), threshold: 500, fundsRefusedAt: 2_000 };
    expect(refusedSinceRead(input)).toBe(2_000);
    expect(isBalanceLow(input)).toBe(true);
    // Read at the same moment as the refusal: still not after it.
    expect(refusedSinceRead({ ...input, balance: NGN('12500.00', 2_000) })).toBe(2_000);
  });

  it('gives way to a balance read after it, which the level judges as before', () => {
    const input = { balance: NGN('12500.00', 3_000), threshold: 500, fundsRefusedAt: 2_000 };
    expect(refusedSinceRead(input)).toBeUndefined();
    expect(isBalanceLow(input)).toBe(false);
    expect(isBalanceLow({ ...input, threshold: 20_000 })).toBe(true);
  });

  it('counts with no balance read at all, and never without a refusal', () => {
    expect(refusedSinceRead({ threshold: null, fundsRefusedAt: 5 })).toBe(5);
    expect(isBalanceLow({ threshold: null, fundsRefusedAt: 5 })).toBe(true);
    expect(isBalanceLow({ threshold: null, balance: NGN('1.00', 1) })).toBe(false);
  });

  it('is the newest fresh API answer that said the wallet is too low', () => {
    const api = { id: 'api' as const, label: 'Prembly' };
    const row = (at: number, outcome: 'insufficient_funds' | 'success', extra = {}) => ({
      at,
      outcome,
      source: api,
      fromCache: false,
      ...extra,
    });
    expect(
      lastFundsRefusalAt([
        row(9, 'success'),
        row(7, 'insufficient_funds'),
        row(8, 'insufficient_funds', { fromCache: true }),
        row(10, 'insufficient_funds', { source: { id: 'demo', label: 'Demo data' } }),
        row(3, 'insufficient_funds'),
      ]),
    ).toBe(7);
    expect(lastFundsRefusalAt([row(1, 'success')])).toBeUndefined();
  });
});

describe('the balance view after an HTTP 402', () => {
  beforeEach(() => fakeBrowser.reset());

  const refused = async (): Promise<ApiOutcome<VehicleReport>> => ({
    ok: false,
    failure: {
      code: 'insufficient_funds',
      title: 'Wallet balance too low',
      message: '',
      action: '',
      retryable: false,
      httpStatus: 402,
    },
    attempts: 1,
  });

  async function storeBalance(at: number): Promise<void> {
    const source = cacheNamespace(await getEffectiveSettings());
    await fakeBrowser.storage.local.set({
      walletBalance: { amount: '12500.00', currency: 'NGN', at, source },
    });
  }

  it('marks the balance read before the refusal stale and low, and a later read fresh again', async () => {
    await updateSettings({ dataSource: 'api' });
    const readAt = Date.now() - 60_000;
    await storeBalance(readAt);
    expect(await getBalanceView()).toMatchObject({ enabled: true, low: false });
    expect((await getBalanceView()).refusedAt).toBeUndefined();

    const { service } = realStorageService({ settings: { dataSource: 'api' }, caller: { vehicle: refused } });
    const answer = await service.lookup({ kind: 'vin', value: '1HGCM82633A004352', trigger: 'popup' });
    expect(answer.payload).toMatchObject({ type: 'failure', failure: { code: 'insufficient_funds' } });

    const stale = await getBalanceView();
    expect(stale.low).toBe(true);
    expect(stale.refusedAt).toBeGreaterThan(readAt);
    expect(stale.balance).toMatchObject({ amount: '12500.00', at: readAt });

    await storeBalance(Date.now() + 1);
    const fresh = await getBalanceView();
    expect(fresh.refusedAt).toBeUndefined();
    expect(fresh.low).toBe(false);
  });
});
