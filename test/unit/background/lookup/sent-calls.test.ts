/**
 * A paid call whose answer never came back (the worker was stopped mid-call) may have been billed: the
 * next lookup of that identifier asks before sending again. Real service, real storage (WXT's fake
 * browser), a source the tests hold open to play the stopped worker.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import type { ApiOutcome, VehicleReport } from '@/utils/api/model';
import { forgetSentCalls, storedSentCalls } from '@/utils/background/lookup/sent-calls';
import type { SourceCaller } from '@/utils/background/lookup/service';
import { DEMO_VIN, ok, REPORT, realStorageService } from '@/test/support/lookup-harness';

/** Any cache key: the record does not read it. */
const KEY = `api|vin|${DEMO_VIN}`;

beforeEach(() => {
  fakeBrowser.reset();
});

/** A worker's lookup service on the API source, with the stored record of sent calls. */
function worker(vehicle: SourceCaller['vehicle'], dataSource: 'api' | 'demo' = 'api') {
  return realStorageService({
    settings: { dataSource },
    caller: { vehicle },
    deps: { sentCalls: storedSentCalls },
  });
}

/** A call that never answers: what the page sees when the worker is stopped while it is out. */
const cutOff = (): Promise<ApiOutcome<VehicleReport>> => new Promise(() => {});

/** The stored keys of sent-call records: whatever key the service chose, there is one per call out. */
async function recordedCalls(): Promise<string[]> {
  const all = await fakeBrowser.storage.local.get(null);
  return Object.keys(all).filter((key) => key.startsWith('sentCall|'));
}

describe('a paid call cut off before its answer', () => {
  it('is on record while it is out, and off the record once its answer is stored', async () => {
    let answer!: (outcome: ApiOutcome<VehicleReport>) => void;
    const vehicle = vi.fn(() => new Promise<ApiOutcome<VehicleReport>>((resolve) => (answer = resolve)));
    const { service } = worker(vehicle);
    const lookup = service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    await vi.waitFor(() => expect(vehicle).toHaveBeenCalledTimes(1));
    expect(await recordedCalls()).toHaveLength(1);
    answer(ok(REPORT));
    expect((await lookup).payload.type).toBe('vehicle');
    expect(await recordedCalls()).toEqual([]);
  });

  it('makes the next worker ask before sending again, with when it was sent, and send once confirmed', async () => {
    const first = worker(vi.fn(cutOff));
    void first.service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    await vi.waitFor(async () => expect(await recordedCalls()).toHaveLength(1));

    // The browser stops that worker; a new one starts with the same storage.
    const vehicle = vi.fn(async () => ok(REPORT));
    const { service } = worker(vehicle);
    const asked = await service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    expect(asked.notSent).toBe(true);
    expect(asked.payload).toMatchObject({ type: 'needs-confirmation' });
    const [warning] = asked.payload.type === 'needs-confirmation' ? asked.payload.warnings : [];
    expect(warning).toMatch(/got no answer/);
    expect(warning).toMatch(/may have charged/);
    expect(vehicle).not.toHaveBeenCalled();

    // A page's own lookup cannot say yes for the user: it is asked the same.
    const fromPage = await service.lookup({
      kind: 'vin',
      value: DEMO_VIN,
      trigger: 'page',
      acceptWarnings: true,
    });
    expect(fromPage.payload.type).toBe('needs-confirmation');
    expect(vehicle).not.toHaveBeenCalled();

    const confirmed = await service.lookup({
      kind: 'vin',
      value: DEMO_VIN,
      trigger: 'popup',
      confirmCost: true,
    });
    expect(confirmed.payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(1);
    expect(await recordedCalls()).toEqual([]);
    // Answered and cached: the next one is free and asks nothing.
    const again = await service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    expect(again).toMatchObject({ fromCache: true, payload: { type: 'vehicle' } });
    expect(vehicle).toHaveBeenCalledTimes(1);
  });

  it('asks with the check-digit warning in one confirmation, so a yes to one is never a yes unseen', async () => {
    const wrongCheckDigit = `${DEMO_VIN.slice(0, 8)}9${DEMO_VIN.slice(9)}`;
    const first = worker(vi.fn(cutOff));
    void first.service.lookup({
      kind: 'vin',
      value: wrongCheckDigit,
      trigger: 'popup',
      acceptWarnings: true,
    });
    await vi.waitFor(async () => expect(await recordedCalls()).toHaveLength(1));

    const { service } = worker(vi.fn(async () => ok(REPORT)));
    const asked = await service.lookup({ kind: 'vin', value: wrongCheckDigit, trigger: 'popup' });
    const warnings = asked.payload.type === 'needs-confirmation' ? asked.payload.warnings : [];
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/got no answer/);
  });

  it('answers from the cache without asking when an earlier answer is stored', async () => {
    const { service } = worker(vi.fn(async () => ok(REPORT)));
    await service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    // A refresh of it was cut off: the stored answer is still there to read for free.
    const refresh = worker(vi.fn(cutOff));
    void refresh.service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup', refresh: true });
    await vi.waitFor(async () => expect(await recordedCalls()).toHaveLength(1));

    const next = worker(vi.fn(async () => ok(REPORT)));
    const cached = await next.service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    expect(cached).toMatchObject({ fromCache: true, payload: { type: 'vehicle' } });
    expect(next.vehicle).not.toHaveBeenCalled();
  });

  it('is not cut off while it still runs in this worker: a second lookup shares its answer', async () => {
    let answer!: (outcome: ApiOutcome<VehicleReport>) => void;
    const vehicle = vi.fn(() => new Promise<ApiOutcome<VehicleReport>>((resolve) => (answer = resolve)));
    const { service } = worker(vehicle);
    const first = service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    await vi.waitFor(() => expect(vehicle).toHaveBeenCalledTimes(1));
    const second = service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'side-panel' });
    answer(ok(REPORT));
    expect((await first).payload.type).toBe('vehicle');
    expect((await second).payload.type).toBe('vehicle');
    expect(vehicle).toHaveBeenCalledTimes(1);
  });

  it('keeps no record for the free demo data', async () => {
    const { service } = worker(vi.fn(cutOff), 'demo');
    void service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await recordedCalls()).toEqual([]);
  });

  it('are all forgotten with the history, and nothing else with them', async () => {
    const first = worker(vi.fn(cutOff));
    void first.service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    await vi.waitFor(async () => expect(await recordedCalls()).toHaveLength(1));
    await storage.setItem('local:settings', { kept: true });
    await forgetSentCalls();
    expect(await recordedCalls()).toEqual([]);
    expect(await storage.getItem('local:settings')).toEqual({ kept: true });
    // Forgotten, so the next lookup of it asks nothing.
    const next = worker(vi.fn(async () => ok(REPORT)));
    const answer = await next.service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
    expect(answer.payload.type).toBe('vehicle');
  });

  it('ignores a record that is not a time (another version, a disk error): nothing is asked', async () => {
    await storage.setItem(`local:sentCall|${KEY}`, 'yesterday');
    expect(await storedSentCalls.sentAt(KEY)).toBeUndefined();
    await storage.setItem(`local:sentCall|${KEY}`, 1_700_000_000_000);
    expect(await storedSentCalls.sentAt(KEY)).toBe(1_700_000_000_000);
  });
});
