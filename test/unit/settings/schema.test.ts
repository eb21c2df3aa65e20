import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, repairSettings } from '@/utils/settings/schema';

describe('repairSettings', () => {
  it('keeps valid settings as they are', () => {
    const stored = { ...DEFAULT_SETTINGS, dataSource: 'api', presetId: 'prembly-v2', cacheHours: 2 };
    expect(repairSettings(stored)).toEqual({ settings: stored, repaired: false });
  });

  it('replaces only the fields that no longer validate', () => {
    const { settings, repaired } = repairSettings({
      ...DEFAULT_SETTINGS,
      dataSource: 'api',
      presetId: 'a-preset-that-was-removed',
      cacheHours: -5,
      detectors: { vin: false, tin: 'yes', cac: true },
    });
    expect(repaired).toBe(true);
    expect(settings.dataSource).toBe('api');
    expect(settings.presetId).toBe(DEFAULT_SETTINGS.presetId);
    expect(settings.cacheHours).toBe(DEFAULT_SETTINGS.cacheHours);
    expect(settings.detectors).toEqual({ vin: false, tin: true, cac: true, phone: false });
  });

  it.each([null, 'corrupted', 42, [], { detectors: null }])('turns %j into the defaults', (raw) => {
    expect(repairSettings(raw)).toEqual({ settings: DEFAULT_SETTINGS, repaired: true });
  });

  it('does not share the default detectors object with the repaired copy', () => {
    const { settings } = repairSettings({ detectors: { vin: false } });
    expect(DEFAULT_SETTINGS.detectors.vin).toBe(true);
    expect(settings.detectors.vin).toBe(false);
  });
});
