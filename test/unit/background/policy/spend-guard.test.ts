/**
 * The organisation's money rules through the real lookup service, the real spend ledger (on WXT's fake
 * storage) and the real history: what is sent, what is refused, and what Clear history cannot undo.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiOutcome, ProviderMeta, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { clearHistory, listHistory } from '@/utils/background/history/store';
import {
  createSpendLedger,
  createStoredSpendLedger,
  SPEND_LEDGER_KEY,
} from '@/utils/background/ledger/store';
import { forgetSentCalls } from '@/utils/background/lookup/sent-calls';
import {
  createSpendGuard,
  decideSpend,
  spendLimitsOf,
  type SpendGuardDependencies,
} from '@/utils/background/policy/spend-guard';
import type { LookupResult } from '@/utils/lookup/schema';
import type { Policy } from '@/utils/policy/schema';
import { storage } from 'wxt/utils/storage';
import { english } from '@/test/support/english';
import { realStorageService, recordAbout, REPORT, tinNumber } from '@/test/support/lookup-harness';

// VINs from public examples (NHTSA's and manufacturers' documentation), each with a valid check digit.
const VINS = [
  '4T1BF1FK5DU276514',
  '1HGCM82633A004352',
  'JH4KA7561PC008269',
  '1M8GDM9AXKP042788',
  '1FTFW1ET9DFC10312',
  '2HGFA16598H509352',
  '5YJSA1DN1CFP01234',
];
const TAX_IDS = ['2522520314833', '1234567890123', '2000000000001', '3000000000002'];

const NGN_100: ProviderMeta = { wasCharged: true, amount: '100.00', currency: 'NGN' };
const USD_1: ProviderMeta = { wasCharged: true, amount: '1.0', currency: 'USD' };

interface Options {
  policy: Policy;
  vinMeta?: ProviderMeta;
  taxMeta?: (number: string) => ProviderMeta;
  wallet?: () => { balance: number; currency: string } | undefined;
  walletCurrency?: string;
}

function harness(options: Options) {
  /** While set, each call waits for it: calls in flight at once. */
  let gate: Promise<void> | undefined;
  const guardDeps: SpendGuardDependencies = {
    t: english,
    ledger: createStoredSpendLedger(),
    readPolicy: async () => ({ policy: options.policy }),
    walletCurrency: async () => options.walletCurrency ?? 'NGN',
    // A live key's wallet that reads (and does not move, unless a test moves it).
    readWallet: async () => (options.wallet ?? (() => ({ balance: 25_000, currency: 'NGN' })))(),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  };
  const vehicle = vi.fn(async (): Promise<ApiOutcome<VehicleReport>> => {
    await gate;
    return { ok: true, data: REPORT, meta: options.vinMeta ?? NGN_100, attempts: 1 };
  });
  const taxpayer = vi.fn(
    async (
      _settings: unknown,
      kind: 'tin' | 'cac' | 'phone',
      number: string,
    ): Promise<ApiOutcome<TaxpayerRecord>> => {
      await gate;
      return {
        ok: true,
        data: recordAbout(kind, number),
        meta: options.taxMeta?.(number) ?? {},
        attempts: 1,
      };
    },
  );
  const { service } = realStorageService({
    settings: { dataSource: 'api', presetId: 'prembly' },
    caller: { vehicle, taxpayer },
    deps: { spend: createSpendGuard(guardDeps) },
  });
  const hold = (): (() => void) => {
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { service, vehicle, taxpayer, guardDeps, hold };
}

const lookUpVin = (service: ReturnType<typeof harness>['service'], vin: string, confirmCost = false) =>
  service.lookup({ kind: 'vin', value: vin, trigger: 'popup', ...(confirmCost ? { confirmCost } : {}) });
const lookUpTin = (service: ReturnType<typeof harness>['service'], value: string, confirmCost = false) =>
  service.lookup({ kind: 'tin', value, trigger: 'popup', ...(confirmCost ? { confirmCost } : {}) });

function failureTitle(result: LookupResult): string | undefined {
  return result.payload.type === 'failure' ? result.payload.failure.title : undefined;
}
function failureMessage(result: LookupResult): string {
  return result.payload.type === 'failure' ? result.payload.failure.message : '';
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the daily limit, from the organisation’s ledger', () => {
  it('stops paid lookups at the limit before anything is sent, naming the limit and what was spent', async () => {
    const { service, vehicle } = harness({ policy: { dailySpendLimit: 250 } });
    for (const vin of VINS.slice(0, 3)) await lookUpVin(service, vin);
    expect(vehicle).toHaveBeenCalledTimes(3);
    const stopped = await lookUpVin(service, VINS[3]!);
    expect(vehicle).toHaveBeenCalledTimes(3);
    expect(stopped.notSent).toBe(true);
    expect(failureTitle(stopped)).toBe('Daily spend limit reached');
    expect(failureMessage(stopped)).toMatch(
      /^Your organisation’s daily spend limit of NGN 250\.00 is reached \(NGN 300\.00 spent today/,
    );
  });

  it('still answers from the cache at the limit: a cached answer is free', async () => {
    const { service, vehicle } = harness({ policy: { dailySpendLimit: 100 } });
    await lookUpVin(service, VINS[0]!);
    const cached = await lookUpVin(service, VINS[0]!);
    expect(cached).toMatchObject({ fromCache: true, payload: { type: 'vehicle' } });
    expect(vehicle).toHaveBeenCalledTimes(1);
  });

  it('Clear history (and everything it clears) leaves a reached limit reached', async () => {
    const { service, vehicle } = harness({ policy: { dailySpendLimit: 150 } });
    await lookUpVin(service, VINS[0]!);
    await lookUpVin(service, VINS[1]!);
    expect(vehicle).toHaveBeenCalledTimes(2);
    await forgetSentCalls();
    await clearHistory();
    expect(await listHistory()).toEqual([]);
    const stopped = await lookUpVin(service, VINS[2]!);
    expect(failureTitle(stopped)).toBe('Daily spend limit reached');
    expect(vehicle).toHaveBeenCalledTimes(2);
    expect(await storage.getItem(SPEND_LEDGER_KEY)).toMatchObject({ v: 1 });
  });

  it('checks again when a queued call gets its slot: six at once against room for two send two', async () => {
    const { service, vehicle, hold } = harness({ policy: { dailySpendLimit: 250 } });
    // One lookup first, so the price is known: NGN 100 spent, NGN 150 of room, so two more calls.
    await lookUpVin(service, VINS[0]!);
    const release = hold();
    // All six pass the first check (NGN 100 < 250); four wait behind MAX_CONCURRENT_CALLS.
    const all = Promise.all(VINS.slice(1).map((vin) => lookUpVin(service, vin)));
    await vi.waitFor(() => expect(vehicle).toHaveBeenCalledTimes(3));
    release();
    const results = await all;
    expect(vehicle).toHaveBeenCalledTimes(3);
    expect(results.filter((result) => result.notSent)).toHaveLength(4);
    expect(results.filter((result) => failureTitle(result) === 'Daily spend limit reached')).toHaveLength(4);
  });

  it('a call a stopped worker cut off counts as spent at its expected price', async () => {
    const { service } = harness({ policy: { dailySpendLimit: 150 } });
    await lookUpVin(service, VINS[0]!);
    // Another worker run reserves a call and stops before its answer.
    const stoppedRun = createSpendGuard({
      t: english,
      ledger: createStoredSpendLedger(),
      readPolicy: async () => ({ policy: { dailySpendLimit: 150 } }),
      walletCurrency: async () => 'NGN',
      now: () => Date.now(),
      newId: () => 'cut-off',
    });
    expect(await stoppedRun.admit('vin', VINS[1]!, false)).toMatchObject({ ticket: { id: 'cut-off' } });
    const restarted = harness({ policy: { dailySpendLimit: 150 } });
    const stopped = await lookUpVin(restarted.service, VINS[2]!);
    expect(failureTitle(stopped)).toBe('Daily spend limit reached');
    expect(failureMessage(stopped)).toContain('NGN 200.00 spent today');
    expect(restarted.vehicle).not.toHaveBeenCalled();
  });

  it('a ledger in storage that is not ours stops paid lookups under a limit for the day', async () => {
    await storage.setItem(SPEND_LEDGER_KEY, { v: 1, days: 'tampered' });
    const { service, vehicle } = harness({ policy: { dailySpendLimit: 1_000_000 } });
    const stopped = await lookUpVin(service, VINS[0]!);
    expect(stopped.notSent).toBe(true);
    expect(vehicle).not.toHaveBeenCalled();
  });
});

describe('a ledger that cannot be written', () => {
  const broken = createSpendLedger({
    read: async () => undefined,
    write: async () => {
      throw new Error('QUOTA_BYTES quota exceeded');
    },
    worker: 'w',
    now: () => Date.now(),
  });

  it('stops paid lookups under a money rule, and costs nothing without one', async () => {
    const limited = harness({ policy: { dailySpendLimit: 1000 } });
    limited.guardDeps.ledger = broken;
    const stopped = await lookUpVin(limited.service, VINS[0]!);
    expect(stopped.notSent).toBe(true);
    expect(limited.vehicle).not.toHaveBeenCalled();

    const free = harness({ policy: {} });
    free.guardDeps.ledger = broken;
    expect((await lookUpVin(free.service, VINS[0]!)).payload.type).toBe('vehicle');
    expect(free.vehicle).toHaveBeenCalledTimes(1);
  });
});

describe('costs the answer did not report', () => {
  it('count at the last reported price of that check', async () => {
    let answered = 0;
    const { service, taxpayer } = harness({
      policy: { dailySpendLimit: 250 },
      // The first TIN answer reports its price; later ones report nothing (as the provider's TIN check).
      taxMeta: () => (answered++ === 0 ? NGN_100 : {}),
    });
    for (let index = 0; index < 3; index += 1) await lookUpTin(service, tinNumber(index));
    expect(taxpayer).toHaveBeenCalledTimes(3);
    const stopped = await lookUpTin(service, tinNumber(3));
    expect(failureMessage(stopped)).toContain('NGN 300.00 spent today');
    expect(taxpayer).toHaveBeenCalledTimes(3);
  });

  it('with no price known and no wallet to learn it from, nothing is sent under a limit', async () => {
    const { service, taxpayer } = harness({ policy: { dailySpendLimit: 10_000 }, wallet: () => undefined });
    const stopped = await lookUpTin(service, tinNumber(0));
    expect(stopped.notSent).toBe(true);
    expect(failureMessage(stopped)).toMatch(/price of this check is not known yet/);
    expect(taxpayer).not.toHaveBeenCalled();
  });

  it('learns the price from the free wallet balance before and after one call, then counts it', async () => {
    let balance = 25_000;
    const { service, taxpayer } = harness({
      policy: { dailySpendLimit: 250 },
      wallet: () => ({ balance, currency: 'NGN' }),
    });
    taxpayer.mockImplementation(async (_settings, kind, number) => {
      balance -= 100;
      return { ok: true, data: recordAbout(kind, number), meta: {}, attempts: 1 };
    });
    for (let index = 0; index < 3; index += 1) {
      expect((await lookUpTin(service, tinNumber(index))).payload.type).toBe('taxpayer');
    }
    const stopped = await lookUpTin(service, tinNumber(3));
    expect(failureTitle(stopped)).toBe('Daily spend limit reached');
    expect(taxpayer).toHaveBeenCalledTimes(3);
  });
});

describe('currencies', () => {
  it('a Tax ID (Business Tax, billed in USD) is refused under an NGN-only limit, before its first call', async () => {
    const { service, taxpayer } = harness({ policy: { dailySpendLimit: 1_000_000 }, taxMeta: () => USD_1 });
    const stopped = await lookUpTin(service, TAX_IDS[0]!);
    expect(failureMessage(stopped)).toBe(
      'This check is billed in USD, and your organisation’s daily limit is set in NGN only, so its cost cannot be counted. Nothing was sent.',
    );
    expect(taxpayer).not.toHaveBeenCalled();
  });

  it('a per-currency limit lets USD through up to its own amount, beside the NGN one', async () => {
    const { service, taxpayer, vehicle } = harness({
      policy: { dailySpendLimit: 150, dailySpendLimits: { usd: 2 } } as Policy,
      taxMeta: () => USD_1,
    });
    for (const taxId of TAX_IDS.slice(0, 3)) await lookUpTin(service, taxId);
    expect(taxpayer).toHaveBeenCalledTimes(2);
    // The NGN limit is its own: USD spent does not count against it.
    await lookUpVin(service, VINS[0]!);
    await lookUpVin(service, VINS[1]!);
    await lookUpVin(service, VINS[2]!);
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('the limits per currency: dailySpendLimit in the wallet’s currency, the lower of two for one currency', () => {
    expect(spendLimitsOf({ dailySpendLimit: 500, dailySpendLimits: { USD: 5, NGN: 300 } }, 'ngn')).toEqual({
      USD: 5,
      NGN: 300,
    });
    expect(spendLimitsOf({ dailySpendLimit: 500 }, undefined)).toEqual({});
  });
});

describe('confirmation above a price', () => {
  it('asks before a lookup whose check’s price is above the threshold, and sends once confirmed', async () => {
    const { service, vehicle } = harness({ policy: { confirmAbove: 80 } });
    // No price known yet: the first asks too.
    expect((await lookUpVin(service, VINS[0]!)).payload.type).toBe('needs-confirmation');
    await lookUpVin(service, VINS[0]!, true);
    const asked = await lookUpVin(service, VINS[1]!);
    expect(asked).toMatchObject({ notSent: true, payload: { type: 'needs-confirmation' } });
    expect(asked.payload.type === 'needs-confirmation' && asked.payload.warnings[0]).toBe(
      'This lookup is expected to cost NGN 100.00 (the last price the provider reported), above the NGN 80.00 your organisation asks you to confirm.',
    );
    expect(vehicle).toHaveBeenCalledTimes(1);
    expect((await lookUpVin(service, VINS[1]!, true)).payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the price is at or below the threshold', async () => {
    const { service, vehicle } = harness({ policy: { confirmAbove: 100 } });
    await lookUpVin(service, VINS[0]!, true);
    expect((await lookUpVin(service, VINS[1]!)).payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('reads the Tax ID’s own price (USD), not the TIN’s, and asks since it cannot compare currencies', async () => {
    let first = true;
    const { service, taxpayer } = harness({
      policy: { confirmAbove: 500 },
      taxMeta: (number) =>
        /^\d{13}$/.test(number) ? USD_1 : first ? ((first = false), { ...NGN_100, amount: '50' }) : {},
    });
    await lookUpTin(service, tinNumber(0), true);
    // A TIN at NGN 50 is under NGN 500: no question.
    expect((await lookUpTin(service, tinNumber(1))).payload.type).toBe('taxpayer');
    const asked = await lookUpTin(service, TAX_IDS[0]!);
    expect(asked.payload.type === 'needs-confirmation' && asked.payload.warnings[0]).toBe(
      'This check is billed in USD (USD 1.00 a lookup), which cannot be compared with the NGN 500.00 your organisation asks you to confirm.',
    );
    expect(taxpayer).toHaveBeenCalledTimes(2);
  });
});

describe('the rule, pure', () => {
  const committed = { perCurrency: {}, unknown: false, probing: false };
  it('with no money rule, every call goes, priced or not', () => {
    expect(
      decideSpend({
        policy: {},
        walletCurrency: 'NGN',
        committed,
        price: undefined,
        openCalls: 3,
        costConfirmed: false,
      }),
    ).toEqual({ go: 'unpriced' });
  });

  it('a price being learnt holds other calls under a limit; with none open the next call is the probe', () => {
    const facts = {
      policy: { dailySpendLimit: 100 },
      walletCurrency: 'NGN',
      price: undefined,
      costConfirmed: false,
    };
    expect(decideSpend({ ...facts, committed: { ...committed, probing: true }, openCalls: 1 })).toEqual({
      stop: 'probing',
    });
    expect(decideSpend({ ...facts, committed, openCalls: 1 })).toEqual({ stop: 'probing' });
    expect(decideSpend({ ...facts, committed, openCalls: 0 })).toEqual({ go: 'probe', currency: 'NGN' });
  });

  it('an unreadable stored ledger is not trusted through a fresh reader either', async () => {
    const ledger = createSpendLedger({
      read: async () => 'garbage',
      write: async () => undefined,
      worker: 'w',
      now: () => Date.now(),
    });
    expect((await ledger.read()).days).not.toEqual({});
  });
});
