import { describe, expect, it, vi } from 'vitest';
import type { ApiOutcome, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import type { HistoryEntry } from '@/utils/history/schema';
import { isCacheable } from '@/utils/background/cache/store';
import type { LookupResult } from '@/utils/lookup/schema';
import {
  createLookupService,
  type LookupDependencies,
  type LookupRecord,
  type SourceCaller,
} from '@/utils/background/lookup/service';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { RECORD, REPORT } from '@/test/support/lookup-harness';
import { english } from '@/test/support/english';

const VIN = '4T1BF1FK5DU276514';
function harness(
  overrides: {
    settings?: Partial<Settings>;
    caller?: Partial<SourceCaller>;
    deps?: Partial<LookupDependencies>;
  } = {},
) {
  const settings: Settings = { ...DEFAULT_SETTINGS, ...overrides.settings };
  const cache = new Map<string, { result: LookupResult; storedAt: number }>();
  const history: HistoryEntry[] = [];
  const saved: LookupRecord[] = [];
  let clock = 1_700_000_000_000;
  let ids = 0;
  const vehicle = vi.fn<SourceCaller['vehicle']>(async (): Promise<ApiOutcome<VehicleReport>> => ({
    ok: true,
    data: REPORT,
    meta: {},
    attempts: 1,
  }));
  const taxpayer = vi.fn<SourceCaller['taxpayer']>(async (): Promise<ApiOutcome<TaxpayerRecord>> => ({
    ok: true,
    data: RECORD,
    meta: {},
    attempts: 1,
  }));
  const deps: LookupDependencies = {
    t: english,
    getSettings: async () => settings,
    checkReady: async () => undefined,
    callSource: { vehicle, taxpayer, ...overrides.caller },
    readCache: async (key, maxAgeMs, now) => {
      const entry = cache.get(key);
      return entry && now - entry.storedAt <= maxAgeMs ? entry.result : undefined;
    },
    isCacheable,
    saveLookup: async (record) => {
      saved.push(record);
      if (record.cache)
        cache.set(record.cache.key, { result: record.entry.result, storedAt: record.cache.storedAt });
      history.unshift(record.entry);
      history.splice(record.historyLimit);
    },
    ...overrides.deps,
    now: () => clock,
    newId: () => `id-${++ids}`,
  };
  return {
    service: createLookupService(deps),
    vehicle,
    taxpayer,
    history,
    saved,
    cache,
    advance: (ms: number) => (clock += ms),
  };
}

describe('lookup service', () => {
  it('normalises what was typed, calls the source once and records the lookup', async () => {
    const { service, vehicle, history } = harness();
    const result = await service.lookup({ value: ` ${VIN.toLowerCase()} `, trigger: 'popup' });
    expect(vehicle).toHaveBeenCalledWith(expect.anything(), VIN);
    expect(result).toMatchObject({ kind: 'vin', value: VIN, fromCache: false, payload: { type: 'vehicle' } });
    expect(result.source).toEqual({ id: 'demo', label: 'Demo data' });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      outcome: 'success',
      summary: '2013 Toyota Camry LE',
      trigger: 'popup',
    });
  });

  it("records in history when a report's year or make does not match the VIN, and nothing when it agrees", async () => {
    const lying = {
      ...REPORT,
      specification: [...REPORT.specification, { key: 'year', label: 'Year', value: '2019' }],
    };
    const { service, history } = harness({
      caller: { vehicle: async () => ({ ok: true, data: lying, meta: {}, attempts: 1 }) },
    });
    await service.lookup({ kind: 'vin', value: '1HGCM82633A004352', trigger: 'popup' });
    expect(history[0]?.vinCheck).toBe(
      "The report's model year 2019 does not match the VIN's 2003. The report's make Toyota does not match the VIN's Honda.",
    );
    const honest = harness();
    await honest.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(honest.history[0]?.vinCheck).toBeUndefined();
  });

  it('hands a fresh answer to storage once, with its cache key, so cache and history are one write', async () => {
    const { service, saved } = harness();
    const result = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      entry: { id: result.id, result },
      historyLimit: DEFAULT_SETTINGS.historyLimit,
      cache: { key: `demo|vin|${VIN}`, storedAt: result.fetchedAt },
    });
  });

  it("answers a page's masked VIN with its free preview only: nothing sent, nothing in history", async () => {
    const { service, vehicle, saved } = harness();
    const masked = await service.lookup({ kind: 'vin', value: '1HGCM82633A******', trigger: 'page' });
    expect(masked).toMatchObject({
      notSent: true,
      kind: 'vin',
      value: '1HGCM82633A******',
      payload: { type: 'failure', failure: { code: 'bad_request', title: 'Masked VIN: free preview only' } },
    });
    if (masked.payload.type !== 'failure') throw new Error('expected a failure');
    expect(masked.payload.failure.message).toContain('shows 11 of the 17 characters');
    expect(vehicle).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('marks what stopped before sending as not sent, and a fresh answer as sent', async () => {
    const { service, vehicle } = harness();
    const typo = await service.lookup({ kind: 'vin', value: VIN.slice(1), trigger: 'popup' });
    expect(typo).toMatchObject({
      notSent: true,
      payload: { type: 'failure', failure: { code: 'bad_request' } },
    });
    const warned = await service.lookup({ kind: 'vin', value: 'WVWZZZ1JZXW000001', trigger: 'popup' });
    expect(warned).toMatchObject({ notSent: true, payload: { type: 'needs-confirmation' } });
    const fresh = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(fresh.notSent).toBeUndefined();
    expect(vehicle).toHaveBeenCalledTimes(1);

    const noKey = harness({
      settings: { dataSource: 'api' },
      deps: {
        checkReady: async () => ({
          code: 'bad_key',
          title: 'No key',
          message: 'No key',
          action: 'Add one',
          retryable: false,
        }),
      },
    });
    expect(await noKey.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' })).toMatchObject({
      notSent: true,
    });
    expect(noKey.vehicle).not.toHaveBeenCalled();
  });

  it('records a cache hit without caching it again', async () => {
    const { service, saved } = harness();
    await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    const cached = await service.lookup({ kind: 'vin', value: VIN, trigger: 'page' });
    expect(saved[1]?.entry.result).toEqual(cached);
    expect(saved[1]?.cache).toBeUndefined();
  });

  it('answers from the cache before the history note is written, and still answers when it fails', async () => {
    let recordNote: () => void = () => undefined;
    const { service, history } = harness({ settings: { cacheHours: 1 } });
    await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    const slow = harness({
      settings: { cacheHours: 1 },
      deps: {
        readCache: async () => history[0]?.result,
        saveLookup: () => new Promise<void>((resolve) => (recordNote = resolve)),
      },
    });
    const cached = await slow.service.lookup({ kind: 'vin', value: VIN, trigger: 'page' });
    expect(cached.fromCache).toBe(true);
    recordNote();

    const failing = harness({
      deps: {
        readCache: async () => history[0]?.result,
        saveLookup: async () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')),
      },
    });
    expect((await failing.service.lookup({ kind: 'vin', value: VIN, trigger: 'page' })).fromCache).toBe(true);
  });

  it('answers a repeat from the cache within its lifetime, and calls again after it', async () => {
    const { service, vehicle, advance } = harness({ settings: { cacheHours: 1 } });
    await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    const cached = await service.lookup({ kind: 'vin', value: VIN, trigger: 'page' });
    expect(cached.fromCache).toBe(true);
    expect(cached.trigger).toBe('page');
    expect(vehicle).toHaveBeenCalledTimes(1);
    advance(3_600_001);
    expect((await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' })).fromCache).toBe(false);
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('makes a new call when asked to refresh', async () => {
    const { service, vehicle } = harness();
    await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup', refresh: true });
    expect(vehicle).toHaveBeenCalledTimes(2);
  });

  it('keeps demo and API answers apart in the cache', async () => {
    const demo = harness();
    await demo.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect([...demo.cache.keys()]).toEqual([`demo|vin|${VIN}`]);
    const api = harness({ settings: { dataSource: 'api', presetId: 'prembly-v2' } });
    await api.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect([...api.cache.keys()]).toEqual([`api:prembly-v2:https://api.prembly.com|vin|${VIN}`]);
  });

  it('merges simultaneous lookups of one identifier into one call', async () => {
    const { service, vehicle, history } = harness();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => service.lookup({ kind: 'vin', value: VIN, trigger: 'page' })),
    );
    expect(vehicle).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(history).toHaveLength(1);
  });

  it('never caches failures that may change, but keeps "not found"', async () => {
    const failing = harness({
      caller: {
        vehicle: async () => ({
          ok: false,
          attempts: 3,
          failure: { code: 'server_error', title: 'x', message: 'x', action: 'x', retryable: true },
        }),
      },
    });
    await failing.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(failing.cache.size).toBe(0);
    expect(failing.history[0]?.outcome).toBe('server_error');
    expect(failing.saved[0]?.cache).toBeUndefined();

    const missing = harness({
      caller: {
        vehicle: async () => ({
          ok: false,
          attempts: 1,
          failure: { code: 'not_found', title: 'x', message: 'x', action: 'x', retryable: false },
        }),
      },
    });
    await missing.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(missing.cache.size).toBe(1);
  });

  it('explains invalid input without calling anything or recording it', async () => {
    const { service, vehicle, history } = harness();
    const result = await service.lookup({ kind: 'vin', value: '4T1BF1FK5DU27651', trigger: 'popup' });
    expect(result.payload).toMatchObject({ type: 'failure', failure: { code: 'bad_request' } });
    expect(result.payload.type === 'failure' && result.payload.failure.message).toMatch(/16 characters/);
    expect(vehicle).not.toHaveBeenCalled();
    expect(history).toHaveLength(0);
  });

  it('asks before looking up a VIN whose check digit fails, and goes ahead once confirmed', async () => {
    const { service, vehicle } = harness();
    const euVin = 'WVWZZZ1JZXW000001';
    const first = await service.lookup({ kind: 'vin', value: euVin, trigger: 'popup' });
    expect(first.payload.type).toBe('needs-confirmation');
    expect(vehicle).not.toHaveBeenCalled();
    await service.lookup({ kind: 'vin', value: euVin, trigger: 'popup', acceptWarnings: true });
    expect(vehicle).toHaveBeenCalledWith(expect.anything(), euVin);
  });

  it('sends taxpayer lookups with the kind the user chose', async () => {
    const { service, taxpayer } = harness();
    await service.lookup({ kind: 'cac', value: 'rc 1456032', trigger: 'popup' });
    expect(taxpayer).toHaveBeenCalledWith(expect.anything(), 'cac', 'RC1456032');
  });

  it('accepts the sandbox VIN only where test values make sense', async () => {
    const demo = harness();
    expect(
      (await demo.service.lookup({ kind: 'vin', value: 'AAA00000000', trigger: 'popup' })).payload.type,
    ).toBe('vehicle');
    const live = harness({ settings: { dataSource: 'api' } });
    const refused = await live.service.lookup({ kind: 'vin', value: 'AAA00000000', trigger: 'popup' });
    expect(refused.payload).toMatchObject({ type: 'failure', failure: { code: 'bad_request' } });
    const sandbox = harness({
      settings: {
        dataSource: 'api',
        presetId: 'identitypass-v1',
        baseUrl: 'https://sandbox.myidentitypass.com',
      },
    });
    expect(
      (await sandbox.service.lookup({ kind: 'vin', value: 'AAA00000000', trigger: 'popup' })).payload.type,
    ).toBe('vehicle');
  });
});

describe('PENDING, charges and the balance (issue 13)', () => {
  const pending = async (): Promise<ApiOutcome<VehicleReport>> => ({
    ok: false,
    failure: {
      code: 'pending',
      title: 'Still being checked by the provider',
      message: '',
      action: '',
      retryable: false,
      reference: 'ref-1',
      charge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
    },
    attempts: 1,
  });

  it('a PENDING answer is cached, so asking again never sends a second POST; Check status replaces it', async () => {
    const status = vi.fn<NonNullable<SourceCaller['status']>>(async () => ({
      ok: true,
      data: REPORT,
      meta: { wasCharged: false },
      attempts: 1,
    }));
    const post = vi.fn(pending);
    const { service, history } = harness({
      settings: { dataSource: 'api' },
      caller: { vehicle: post, status },
    });
    const first = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(first.payload).toMatchObject({
      type: 'failure',
      failure: { code: 'pending', reference: 'ref-1' },
    });
    const again = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(again.fromCache).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);

    const checked = await service.checkStatus({
      kind: 'vin',
      value: VIN,
      reference: 'ref-1',
      trigger: 'popup',
    });
    expect(status).toHaveBeenCalledTimes(1);
    expect(status).toHaveBeenCalledWith(expect.anything(), 'vin', 'ref-1');
    expect(checked.payload.type).toBe('vehicle');
    const cached = await service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(cached).toMatchObject({ fromCache: true, payload: { type: 'vehicle' } });
    expect(post).toHaveBeenCalledTimes(1);
    // History keeps what each fresh answer cost; the cached repeats carry no charge.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.map((entry) => entry.charge)).toEqual([
      undefined,
      { wasCharged: false },
      undefined,
      { wasCharged: true, amount: '100.00', currency: 'NGN' },
    ]);
  });

  it('asks for the balance after a fresh API answer that said nothing about its cost, only then', async () => {
    const onUnbilledAnswer = vi.fn();
    const charged = vi.fn(async (): Promise<ApiOutcome<VehicleReport>> => ({
      ok: true,
      data: REPORT,
      meta: { wasCharged: true, amount: '100.00', currency: 'NGN' },
      attempts: 1,
    }));
    const api = harness({ settings: { dataSource: 'api' }, deps: { onUnbilledAnswer } });
    await api.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1);
    await api.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1); // cached: nothing was paid

    const billed = harness({
      settings: { dataSource: 'api' },
      caller: { vehicle: charged },
      deps: { onUnbilledAnswer },
    });
    await billed.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    const demo = harness({ deps: { onUnbilledAnswer } });
    await demo.service.lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(onUnbilledAnswer).toHaveBeenCalledTimes(1);
  });
});
