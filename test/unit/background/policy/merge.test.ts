import { describe, expect, it } from 'vitest';
import { applyPolicy, lockedFields, screenUpdate } from '@/utils/background/policy/merge';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';

const USER: Settings = {
  ...DEFAULT_SETTINGS,
  dataSource: 'api',
  presetId: 'prembly',
  baseUrl: 'https://sandbox.myidentitypass.com',
  appId: 'user-app',
  cacheHours: 6,
};

describe('precedence: managed over user over defaults', () => {
  it('gives the user their own settings, defaults filling the rest, when the organisation is silent', () => {
    expect(applyPolicy(USER, {})).toEqual(USER);
    expect(applyPolicy(DEFAULT_SETTINGS, {})).toEqual(DEFAULT_SETTINGS);
  });

  it('lets each managed value win over the user and leaves the unmanaged ones theirs', () => {
    const merged = applyPolicy(USER, {
      preset: 'custom',
      baseUrl: 'https://verify.gateway.example-bank.ng',
      vinPath: '/vin',
      tinPath: '/tin',
      appId: 'bank-app',
      kinds: ['vin', 'phone'],
    });
    expect(merged).toMatchObject({
      presetId: 'custom',
      baseUrl: 'https://verify.gateway.example-bank.ng',
      customVinPath: '/vin',
      customTinPath: '/tin',
      appId: 'bank-app',
      detectors: { vin: true, tin: false, cac: false, phone: true },
      // Unmanaged: still the user's.
      dataSource: 'api',
      cacheHours: 6,
    });
    // The user's stored settings are not touched: they come back when the policy goes.
    expect(USER.detectors).toEqual(DEFAULT_SETTINGS.detectors);
  });

  it("sets the Custom preset's Tax ID path from the policy, and leaves the user's own without one", () => {
    const user = { ...USER, customTaxIdPath: '/mine' };
    expect(applyPolicy(user, { taxIdPath: '/tax-id' }).customTaxIdPath).toBe('/tax-id');
    expect(applyPolicy(user, {}).customTaxIdPath).toBe('/mine');
  });

  it('a managed data source wins over the default too', () => {
    expect(applyPolicy(DEFAULT_SETTINGS, { dataSource: 'api' }).dataSource).toBe('api');
  });
});

describe('the lock', () => {
  const policy = { preset: 'custom', baseUrl: 'https://verify.gateway.example-bank.ng' } as const;
  const effective = applyPolicy(USER, policy);
  const locked = lockedFields(policy);

  it('locks exactly the fields the policy sets', () => {
    expect(locked).toEqual(['presetId', 'baseUrl']);
    expect(lockedFields({ apiKey: 'k', kinds: [], historyDays: 30 })).toEqual(['apiKey', 'detectors']);
  });

  it('refuses a change to a locked field', () => {
    expect(screenUpdate({ presetId: 'prembly', cacheHours: 2 }, effective, locked)).toEqual({
      allowed: { cacheHours: 2 },
      refused: ['presetId'],
    });
  });

  it('drops a locked field sent back unchanged, so the whole Options form still saves', () => {
    const form = { presetId: 'custom' as const, baseUrl: effective.baseUrl, appId: 'mine' };
    expect(screenUpdate(form, effective, locked)).toEqual({ allowed: { appId: 'mine' }, refused: [] });
  });
});
