/**
 * The policy read after a browser start: Chromium's `storage.managed.get()` takes seconds then, so the
 * worker reads it once and shares it; what is shown answers at once from the last known copy, and what
 * may be paid waits for the read. The slow read is a promise each test resolves itself.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isCacheable, readCache } from '@/utils/background/cache/store';
import { saveApiKey } from '@/utils/background/key/store';
import { answerNamespace } from '@/utils/background/lookup/account';
import { saveLookup } from '@/utils/background/lookup/save-lookup';
import { createLookupService } from '@/utils/background/lookup/service';
import { checkSourceReady, createSourceCaller } from '@/utils/background/lookup/sources';
import {
  keepPolicyCopy,
  policyCopyItem,
  policySeenItem,
  readPolicyCopy,
  readPolicySeen,
} from '@/utils/background/policy/copy';
import { peekPolicy, readPolicy, startPolicyReader } from '@/utils/background/policy/read';
import {
  describeEffectiveApiKey,
  describePolicy,
  getEffectiveSettings,
  peekEffectiveSettings,
  readEffectiveApiKey,
  settingsForLookup,
  settingsForScanner,
  updateUserSettings,
} from '@/utils/background/policy/settings';
import { getSettings, updateSettings } from '@/utils/background/settings/store';
import { parsePolicy } from '@/utils/policy/schema';
import { english } from '@/test/support/english';
import { markPolicySeen, slowManagedRead } from '@/test/support/slow-policy-read';

const GATEWAY = 'https://verify.gateway.example-bank.ng';
const MANAGED_KEY = 'bank_sk_bbbbbbbbbbbb2222';
const VIN = '4T1BF1FK5DU276514';

/** Lets every storage step already started finish (the fake's storage is asynchronous). */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((done) => setTimeout(done, 0));
}

/** Whether a promise has settled, without waiting for it. */
function tracked<T>(promise: Promise<T>): { done: () => boolean; promise: Promise<T> } {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  return { done: () => done, promise };
}

/** An earlier worker of this browser session read this policy and kept its copy. */
async function earlierWorkerRead(policy: Record<string, unknown>): Promise<void> {
  await keepPolicyCopy(parsePolicy(policy), Date.now());
}

/** The lookup service as start.ts builds it, with the real stores and demo data. */
function lookupService() {
  return createLookupService({
    t: english,
    getSettings: settingsForLookup,
    checkReady: (settings) => checkSourceReady(settings, readEffectiveApiKey, english),
    callSource: createSourceCaller(readEffectiveApiKey, { t: english }),
    readCache,
    isCacheable,
    saveLookup,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    namespaceOf: (settings) => answerNamespace(settings, readEffectiveApiKey),
  });
}

describe('the policy read after a browser start', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads storage.managed once per worker start, however many readers ask', async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    const readers = [
      getEffectiveSettings(),
      readEffectiveApiKey(),
      readPolicy(),
      readPolicy(),
      describePolicy(),
      peekEffectiveSettings(),
      settingsForLookup(),
    ];
    await settle();
    managed.answer({ preset: 'custom', baseUrl: GATEWAY });
    await Promise.all(readers);
    expect(await getEffectiveSettings()).toMatchObject({ presetId: 'custom', baseUrl: GATEWAY });
    expect((await describePolicy()).locked).toEqual(['presetId', 'baseUrl']);
    expect(managed.get).toHaveBeenCalledTimes(1);
  });

  it('answers a peek at once from the session copy while the read is pending, key masked', async () => {
    await earlierWorkerRead({ preset: 'custom', baseUrl: GATEWAY, apiKey: MANAGED_KEY, allowExports: false });
    // The copy never holds the key itself.
    expect(JSON.stringify(await policyCopyItem.getValue())).not.toContain('bbbbbbbb');
    const managed = slowManagedRead();
    void startPolicyReader();

    const view = await describePolicy();
    expect(view).toMatchObject({
      values: { preset: 'custom', baseUrl: GATEWAY, apiKey: '••••2222', allowExports: false },
      locked: ['presetId', 'baseUrl', 'apiKey'],
      pending: true,
    });
    expect(await describeEffectiveApiKey()).toEqual({ hasKey: true, masked: '••••2222' });
    expect(await peekEffectiveSettings()).toMatchObject({ presetId: 'custom', baseUrl: GATEWAY });
    expect((await peekPolicy()).from).toBe('copy');

    // The key for a paid call is never the copy's: it waits for the read.
    const key = tracked(readEffectiveApiKey());
    await settle();
    expect(key.done()).toBe(false);
    managed.answer({ preset: 'custom', baseUrl: GATEWAY, apiKey: MANAGED_KEY });
    expect(await key.promise).toBe(MANAGED_KEY);
    expect(await describePolicy()).not.toHaveProperty('pending');
  });

  it('says nothing is pending to a user whose browser never had a policy', async () => {
    slowManagedRead();
    void startPolicyReader();
    expect(await describePolicy()).toEqual({ values: {}, locked: [], broken: [] });
    await markPolicySeen({ policy: true });
    expect(await describePolicy()).toEqual({ values: {}, locked: [], broken: [], pending: true });
  });

  it('answers a demo lookup while the read is pending', async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    const result = await lookupService().lookup({ kind: 'vin', value: VIN, trigger: 'popup' });
    expect(result).toMatchObject({ kind: 'vin', value: VIN, source: { id: 'demo' }, fromCache: false });
    expect(result.payload).toMatchObject({ type: 'vehicle' });
    expect(managed.get).toHaveBeenCalledTimes(1);
  });

  it('makes a lookup that could be paid wait for the read: the user chose the API', async () => {
    await updateSettings({ dataSource: 'api', presetId: 'custom', baseUrl: 'https://user.example.ng' });
    await saveApiKey('user_sk_aaaaaaaaaaaa1111', 'local');
    const managed = slowManagedRead();
    void startPolicyReader();
    const settings = tracked(settingsForLookup());
    // What is shown does not wait.
    expect((await peekEffectiveSettings()).baseUrl).toBe('https://user.example.ng');
    await settle();
    expect(settings.done()).toBe(false);
    managed.answer({ baseUrl: GATEWAY, dailySpendLimit: 100 });
    expect(await settings.promise).toMatchObject({ dataSource: 'api', baseUrl: GATEWAY });
  });

  it('makes a lookup wait when the last policy seen chose the API, and not when it did not', async () => {
    await markPolicySeen({ policy: true, api: true, apiKey: true, limits: true });
    const managed = slowManagedRead();
    void startPolicyReader();
    const settings = tracked(settingsForLookup());
    await settle();
    expect(settings.done()).toBe(false);
    managed.answer({ dataSource: 'api', apiKey: MANAGED_KEY, baseUrl: GATEWAY, dailySpendLimit: 100 });
    expect(await settings.promise).toMatchObject({ dataSource: 'api', baseUrl: GATEWAY });
    // The read updates the marker for the next start.
    expect(await readPolicySeen()).toEqual({
      policy: true,
      api: true,
      apiKey: true,
      limits: true,
      skipWelcome: false,
    });
  });

  it("gives a frame's scanner its detectors at once, unless the last read held a policy and none is known", async () => {
    await updateSettings({ detectors: { vin: true, tin: true, cac: false, phone: true } });
    const managed = slowManagedRead();
    void startPolicyReader();
    // No policy ever seen: the user's own detectors, without waiting for the read.
    expect((await settingsForScanner()).detectors).toEqual({ vin: true, tin: true, cac: false, phone: true });
    // A copy of this browser session: its kinds, at once.
    await earlierWorkerRead({ kinds: ['vin'] });
    expect((await settingsForScanner()).detectors).toMatchObject({ vin: true, tin: false, phone: false });
    // A policy seen at the last start and no copy yet: its kinds may narrow the marks, so the hello waits.
    await policyCopyItem.removeValue();
    await markPolicySeen({ policy: true });
    const settings = tracked(settingsForScanner());
    await settle();
    expect(settings.done()).toBe(false);
    managed.answer({ kinds: ['vin', 'tin'] });
    expect((await settings.promise).detectors).toMatchObject({ vin: true, tin: true, phone: false });
  });

  it('a marker that lies (no policy seen) gives a demo answer, never a paid call with no limit', async () => {
    // The organisation's policy is API, key and limit; the marker was cleared or rewritten.
    await markPolicySeen({ policy: false });
    const managed = slowManagedRead();
    void startPolicyReader();
    expect(await settingsForLookup()).toMatchObject({ dataSource: 'demo' });
    // The limit is only ever the read's: the spend guard's readPolicy waits for it.
    const policy = tracked(readPolicy());
    await settle();
    expect(policy.done()).toBe(false);
    managed.answer({ dataSource: 'api', apiKey: MANAGED_KEY, dailySpendLimit: 100 });
    expect((await policy.promise).policy.dailySpendLimit).toBe(100);
    expect(await settingsForLookup()).toMatchObject({ dataSource: 'api' });
  });

  it('a session copy that lies (no limit, demo) gives a demo answer; the limit and key wait for the read', async () => {
    await earlierWorkerRead({ dataSource: 'demo' });
    await updateSettings({ dataSource: 'api' });
    const managed = slowManagedRead();
    void startPolicyReader();
    expect(await settingsForLookup()).toMatchObject({ dataSource: 'demo' });
    const policy = tracked(readPolicy());
    await settle();
    expect(policy.done()).toBe(false);
    managed.answer({ apiKey: MANAGED_KEY, dailySpendLimit: 100 });
    expect((await policy.promise).policy).toEqual({ apiKey: MANAGED_KEY, dailySpendLimit: 100 });
  });

  it("applies a 'managed' change the moment it is read, and keeps the copy with it", async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    managed.answer({ preset: 'custom', baseUrl: GATEWAY });
    expect((await readPolicy()).policy.preset).toBe('custom');
    fakeBrowser.storage.onChanged.trigger({ preset: { newValue: 'identitypass-v1' } }, 'managed');
    expect(managed.get).toHaveBeenCalledTimes(2);
    const changed = tracked(getEffectiveSettings());
    await settle();
    // The settings in force are the change's, not the earlier read's.
    expect(changed.done()).toBe(false);
    managed.answer({ preset: 'identitypass-v1', dataSource: 'api' });
    expect(await changed.promise).toMatchObject({ presetId: 'identitypass-v1', dataSource: 'api' });
    await settle();
    expect((await readPolicyCopy())?.policy).toEqual({ preset: 'identitypass-v1', dataSource: 'api' });
    expect((await describePolicy()).locked).toEqual(['presetId', 'dataSource']);
  });

  it('an earlier read landing after a change never overwrites the change', async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    fakeBrowser.storage.onChanged.trigger({}, 'managed');
    managed.answer({ historyDays: 30 }, 1);
    expect((await readPolicy()).policy).toEqual({ historyDays: 30 });
    managed.answer({ historyDays: 400 }, 0);
    await settle();
    expect((await readPolicy()).policy).toEqual({ historyDays: 30 });
    expect((await peekPolicy()).parsed.policy).toEqual({ historyDays: 30 });
  });

  it("refuses a write to a setting the copy locks while the read is pending, and doesn't wait", async () => {
    await earlierWorkerRead({ preset: 'custom', baseUrl: GATEWAY });
    const managed = slowManagedRead();
    void startPolicyReader();
    await expect(updateUserSettings({ presetId: 'prembly', cacheHours: 1 })).rejects.toThrow(
      'Your organisation sets this',
    );
    expect((await getSettings()).cacheHours).toBe(24);
    // Unlocked settings save at once; the locked ones sent back unchanged are dropped.
    expect(await updateUserSettings({ presetId: 'custom', baseUrl: GATEWAY, cacheHours: 2 })).toMatchObject({
      presetId: 'custom',
      cacheHours: 2,
    });
    expect((await getSettings()).presetId).toBe('prembly');
    expect(managed.get).toHaveBeenCalledTimes(1);
  });

  it('with no copy at all, a write waits for the read, so a lock it brings holds', async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    const write = tracked(updateUserSettings({ presetId: 'identitypass-v1' }));
    await settle();
    expect(write.done()).toBe(false);
    managed.answer({ preset: 'custom' });
    await expect(write.promise).rejects.toThrow('Your organisation sets this');
    expect((await getSettings()).presetId).toBe('prembly');
  });

  it('a read that fails is no policy, and one with broken values keeps the rest and names them', async () => {
    const managed = slowManagedRead();
    void startPolicyReader();
    managed.fail(new Error('Managed storage unavailable'));
    expect(await readPolicy()).toEqual({ policy: {}, broken: [] });
    expect((await getEffectiveSettings()).presetId).toBe('prembly');

    fakeBrowser.storage.onChanged.trigger({}, 'managed');
    managed.answer({ preset: 42, baseUrl: GATEWAY, allowExports: 'false' });
    expect(await readPolicy()).toEqual({ policy: { baseUrl: GATEWAY }, broken: ['preset', 'allowExports'] });
    await settle();
    expect(await readPolicyCopy()).toEqual({
      policy: { baseUrl: GATEWAY },
      broken: ['preset', 'allowExports'],
    });
  });

  it('a malformed session copy or marker is none: the peek says nothing known, a lookup may wait', async () => {
    await policyCopyItem.setValue({ policy: 'all open', broken: [], readAt: 1 });
    await policySeenItem.setValue({ policy: 'yes' });
    slowManagedRead();
    void startPolicyReader();
    expect(await peekPolicy()).toEqual({ parsed: { policy: {}, broken: [] }, pending: true, from: 'none' });
    expect(await readPolicySeen()).toBeUndefined();
    // A copy whose values are broken is read key by key, as the policy is.
    await policyCopyItem.setValue({
      policy: { dailySpendLimit: -5, historyDays: 30 },
      broken: [],
      readAt: 1,
    });
    expect(await readPolicyCopy()).toEqual({ policy: { historyDays: 30 }, broken: ['dailySpendLimit'] });
  });
});
