/**
 * Firefox publishes `policies.json` → "3rdparty" → "Extensions" → the gecko id's object to
 * `storage.managed` with no schema; Chrome publishes what managed_schema.json lets through. Both reach the
 * same reader, through the same `browser.storage.managed`.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getEffectiveSettings } from '@/utils/background/policy/settings';
import { readPolicy } from '@/utils/background/policy/read';
import { GECKO_ID } from '@/wxt.config';

/** A Firefox policies.json as an administrator writes it (README, "For administrators"). */
const POLICIES_JSON = {
  policies: {
    '3rdparty': {
      Extensions: {
        [GECKO_ID]: {
          preset: 'custom',
          baseUrl: 'https://verify.gateway.example-bank.ng',
          dataSource: 'api',
          kinds: ['vin', 'tin'],
          dailySpendLimit: 5000,
          allowExports: false,
        },
      },
    },
  },
};

describe('reading the policy', () => {
  beforeEach(() => fakeBrowser.reset());

  it("Firefox: the gecko id's 3rdparty object, as storage.managed publishes it, configures the extension", async () => {
    await fakeBrowser.storage.managed.set(POLICIES_JSON.policies['3rdparty'].Extensions[GECKO_ID]);
    expect((await readPolicy()).policy).toEqual(POLICIES_JSON.policies['3rdparty'].Extensions[GECKO_ID]);
    expect(await getEffectiveSettings()).toMatchObject({
      presetId: 'custom',
      baseUrl: 'https://verify.gateway.example-bank.ng',
      dataSource: 'api',
      detectors: { vin: true, tin: true, cac: false, phone: false },
    });
  });

  it('a browser that refuses the read (no schema, no policy service) means no policy', async () => {
    vi.spyOn(fakeBrowser.storage.managed, 'get').mockRejectedValue(new Error('Managed storage unavailable'));
    expect(await readPolicy()).toEqual({ policy: {}, broken: [] });
    expect((await getEffectiveSettings()).presetId).toBe('prembly');
  });
});
