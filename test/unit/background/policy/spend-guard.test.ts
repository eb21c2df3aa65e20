/** The organisation's money rules, through the real lookup service: what is sent and what is not. */
import { describe, expect, it, vi } from 'vitest';
import type { ApiOutcome, VehicleReport } from '@/utils/api/model';
import { isCacheable } from '@/utils/background/cache/store';
import { createLookupService, type LookupRecord } from '@/utils/background/lookup/service';
import { createSpendGuard, spentToday } from '@/utils/background/policy/spend-guard';
import type { HistoryEntry } from '@/utils/history/schema';
import type { LookupResult } from '@/utils/lookup/schema';
import type { Policy } from '@/utils/policy/schema';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { english } from '@/test/support/english';
import { REPORT } from '@/test/support/lookup-harness';

// VINs from public examples (NHTSA's and manufacturers' documentation), each with a valid check digit.
const VINS = ['4T1BF1FK5DU276514', '1HGCM82633A004352', 'JH4KA7561PC008269', '1M8GDM9AXKP042788'];

function harness(policy: Policy, price = '100.00') {
  const cache = new Map<string, LookupResult>();
  const history: HistoryEntry[] = [];
  const clock = new Date(2026, 10, 26, 10, 0, 0).getTime();
  let ids = 0;
  const vehicle = vi.fn(async (): Promise<ApiOutcome<VehicleReport>> => ({
    ok: true,
    data: REPORT,
    meta: { wasCharged: true, amount: price, currency: 'NGN' },
    attempts: 1,
  }));
  const service = createLookupService({
    t: english,
    getSettings: async () => ({ ...DEFAULT_SETTINGS, dataSource: 'api' }),
    checkReady: async () => undefined,
    callSource: { vehicle, taxpayer: vi.fn() },
    readCache: async (key) => cache.get(key),
    isCacheable,
    saveLookup: async (record: LookupRecord) => {
      if (record.cache) cache.set(record.cache.key, record.entry.result);
      history.unshift(record.entry);
    },
    now: () => clock,
    newId: () => `id-${++ids}`,
    checkSpend: createSpendGuard({
      t: english,
      readPolicy: async () => ({ policy }),
      listHistory: async () => history,
      walletCurrency: async () => 'NGN',
      now: () => clock,
    }),
  });
  return { service, vehicle, history };
}

const lookUp = (service: ReturnType<typeof harness>['service'], value: string, confirmCost = false) =>
  service.lookup({ kind: 'vin', value, trigger: 'popup', ...(confirmCost ? { confirmCost } : {}) });

describe('daily spend limit', () => {
  it('stops paid lookups at the limit, before anything is sent, naming the limit and who set it', async () => {
    const { service, vehicle } = harness({ dailySpendLimit: 250 });
    for (const vin of VINS.slice(0, 3)) await lookUp(service, vin);
    expect(vehicle).toHaveBeenCalledTimes(3);
    const stopped = await lookUp(service, VINS[3]!);
    expect(vehicle).toHaveBeenCalledTimes(3);
    expect(stopped.notSent).toBe(true);
    expect(stopped.payload).toMatchObject({
      type: 'failure',
      failure: {
        title: 'Daily spend limit reached',
        message: expect.stringMatching(
          /^Your organisation’s daily spend limit of NGN 250\.00 is reached \(NGN 300\.00 spent today/,
        ),
      },
    });
  });

  it('still answers from the cache at the limit: a cached answer is free', async () => {
    const { service, vehicle } = harness({ dailySpendLimit: 100 });
    await lookUp(service, VINS[0]!);
    const cached = await lookUp(service, VINS[0]!);
    expect(cached).toMatchObject({ fromCache: true, payload: { type: 'vehicle' } });
    expect(vehicle).toHaveBeenCalledTimes(1);
  });

  it('counts only what the provider reported charging today, in the wallet currency', () => {
    const now = new Date(2026, 10, 26, 10).getTime();
    const row = (at: number, amount: string, currency = 'NGN', fromCache = false) =>
      ({
        at,
        fromCache,
        source: { id: 'api', label: 'Custom' },
        charge: { wasCharged: true, amount, currency },
      }) as HistoryEntry;
    const yesterday = new Date(2026, 10, 25, 23, 59).getTime();
    const rows = [
      row(now, '100.00'),
      row(now, '50.00', 'NGN', true),
      row(now, '7', 'USD'),
      row(yesterday, '900'),
    ];
    expect(spentToday(rows, now, 'ngn')).toEqual({ amount: 100, currency: 'NGN' });
    expect(spentToday(rows, now, undefined)).toEqual({ amount: 100, currency: 'NGN' });
    expect(spentToday([], now, undefined)).toEqual({ amount: 0 });
  });
});

describe('confirmation above a price', () => {
  it('asks before a lookup whose last reported price is above the threshold, and sends once confirmed', async () => {
    const { service, vehicle } = harness({ confirmAbove: 80 }, '100.00');
    // No price known yet: nothing to compare, so the first lookup goes.
    await lookUp(service, VINS[0]!);
    const asked = await lookUp(service, VINS[1]!);
    expect(asked).toMatchObject({ notSent: true, payload: { type: 'needs-confirmation' } });
    expect(asked.payload.type === 'needs-confirmation' && asked.payload.warnings[0]).toBe(
      'This lookup is expected to cost NGN 100.00 (the last price the provider reported), above the NGN 80.00 your organisation asks you to confirm.',
    );
    expect(vehicle).toHaveBeenCalledTimes(1);
    const confirmed = await lookUp(service, VINS[1]!, true);
    expect(confirmed.payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the price is at or below the threshold', async () => {
    const { service, vehicle } = harness({ confirmAbove: 100 }, '100.00');
    await lookUp(service, VINS[0]!);
    expect((await lookUp(service, VINS[1]!)).payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(2);
  });
});
