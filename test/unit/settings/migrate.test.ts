/**
 * Settings version 1 → 2 (issue 13): the Prembly preset is the default for new installs only; an existing
 * user keeps the preset they had, and gains Custom's paths and the low-balance level.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, migrateSettingsToV2, migrateSettingsToV3 } from '@/utils/settings/schema';

const SPEC_VIN = '/api/v1/biometrics/merchant/data/verification/vehicle/vin';
const SPEC_TIN = '/api/v1/biometrics/merchant/data/verification/tin';

/** What version 1 stored under "settings" (no version mark: WXT reads that as version 1). */
function v1Stored(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dataSource: 'api',
    presetId: 'prembly-v2',
    baseUrl: '',
    appId: 'app_0042',
    keyPersistence: 'local',
    sandboxMode: false,
    cacheHours: 12,
    historyLimit: 800,
    detectors: { vin: true, tin: true, cac: false, phone: true },
    ...overrides,
  };
}

async function startWorker(): Promise<typeof import('@/utils/background/settings/store')> {
  vi.resetModules();
  return import('@/utils/background/settings/store');
}

beforeEach(() => fakeBrowser.reset());

describe('settings version 2', { timeout: 30_000 }, () => {
  it('new installs get the Prembly preset', async () => {
    expect(DEFAULT_SETTINGS.presetId).toBe('prembly');
    const store = await startWorker();
    expect((await store.getSettings()).presetId).toBe('prembly');
  });

  it.each(['identitypass-v1', 'prembly-v2', 'custom'])(
    'a v1 user on %s keeps it, with every other field',
    async (preset) => {
      await fakeBrowser.storage.local.set({ settings: v1Stored({ presetId: preset }) });
      const settings = await (await startWorker()).getSettings();
      expect(settings).toEqual({
        ...v1Stored({ presetId: preset }),
        customVinPath: SPEC_VIN,
        customTinPath: SPEC_TIN,
        lowBalanceThreshold: null,
        bulkRunLimit: 500,
        customTaxIdPath: '',
      });
      expect((await fakeBrowser.storage.local.get('settings$'))['settings$']).toEqual({ v: 3 });
    },
  );

  it("a v1 shape without a readable preset was on v1's default, not the new one", () => {
    expect(migrateSettingsToV2(v1Stored({ presetId: undefined }))).toMatchObject({
      presetId: 'identitypass-v1',
    });
    expect(migrateSettingsToV2(v1Stored({ presetId: 'gone' }))).toMatchObject({
      presetId: 'identitypass-v1',
    });
    expect(migrateSettingsToV2('corrupted')).toBe('corrupted');
  });

  it('a partial save leaves the new fields alone', async () => {
    await fakeBrowser.storage.local.set({ settings: v1Stored() });
    const store = await startWorker();
    await store.updateSettings({
      lowBalanceThreshold: 2500,
      presetId: 'custom',
      baseUrl: 'https://gw.example.com',
      customTinPath: '/kyc/tin',
    });
    const { BACKGROUND_MESSAGES } = await import('@/utils/messaging/schemas');
    const update = BACKGROUND_MESSAGES['ui>bg:saveSettings'].parse({ cacheHours: 1 });
    expect(update).toEqual({ cacheHours: 1 });
    const saved = await store.updateSettings(update);
    expect(saved).toMatchObject({ lowBalanceThreshold: 2500, customTinPath: '/kyc/tin', cacheHours: 1 });
    await expect(store.updateSettings({ customVinPath: 'https://evil.example.com/vin' })).rejects.toThrow(
      /path/i,
    );
  });
});

/** What version 2 stored (issue 13's layout): a Custom gateway with its own VIN and TIN paths. */
const V2_CUSTOM = {
  dataSource: 'api',
  presetId: 'custom',
  baseUrl: 'https://kyc.gateway.example.com/v1',
  appId: '',
  keyPersistence: 'session',
  sandboxMode: false,
  cacheHours: 24,
  historyLimit: 500,
  detectors: { vin: true, tin: true, cac: true, phone: false },
  customVinPath: '/vehicle/vin',
  customTinPath: '/tax/tin',
  lowBalanceThreshold: 5000,
  bulkRunLimit: 300,
};

describe('settings version 3', { timeout: 30_000 }, () => {
  it('a v2 Custom gateway keeps every field and gains an empty Tax ID path (Tax IDs are not sent)', async () => {
    await fakeBrowser.storage.local.set({ settings: V2_CUSTOM, settings$: { v: 2 } });
    const store = await startWorker();
    expect(await store.getSettings()).toEqual({ ...V2_CUSTOM, customTaxIdPath: '' });
    expect((await fakeBrowser.storage.local.get('settings$'))['settings$']).toEqual({ v: 3 });
    const saved = await store.updateSettings({ customTaxIdPath: '/tax/business' });
    expect(saved).toMatchObject({ customTinPath: '/tax/tin', customTaxIdPath: '/tax/business' });
    await expect(store.updateSettings({ customTaxIdPath: 'https://evil.example.com/tax' })).rejects.toThrow(
      /path/i,
    );
  });

  it('keeps a Tax ID path already written, and leaves what is not settings alone', () => {
    expect(migrateSettingsToV3({ ...V2_CUSTOM, customTaxIdPath: '/tax/id' })).toMatchObject({
      customTaxIdPath: '/tax/id',
    });
    expect(migrateSettingsToV3('corrupted')).toBe('corrupted');
    expect(migrateSettingsToV3(null)).toBeNull();
  });
});
