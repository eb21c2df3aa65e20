import { describe, expect, it } from 'vitest';
import {
  API_PRESETS,
  buildEndpoint,
  channelForPreset,
  PRESET_IDS,
  presetIdSchema,
  validateApiPath,
  validateBaseUrl,
} from '@/utils/api/presets';
import { english } from '@/test/support/english';

describe('presets', () => {
  it('lists the four presets with the documented hosts, Prembly (current docs) first', () => {
    expect(PRESET_IDS).toEqual(['prembly', 'prembly-v2', 'identitypass-v1', 'custom']);
    expect(API_PRESETS.prembly).toMatchObject({
      label: 'Prembly',
      defaultBaseUrl: 'https://api.prembly.com',
    });
    expect(API_PRESETS['identitypass-v1']).toMatchObject({
      label: 'IdentityPass v1',
      defaultBaseUrl: 'https://api.myidentitypass.com',
      sandboxBaseUrl: 'https://sandbox.myidentitypass.com',
    });
    expect(API_PRESETS['prembly-v2'].defaultBaseUrl).toBe('https://api.prembly.com');
    expect(presetIdSchema.safeParse('custom').success).toBe(true);
    expect(presetIdSchema.safeParse('other').success).toBe(false);
  });

  it("builds the current generation's endpoints, wallet and free status check", () => {
    expect(buildEndpoint('prembly', '', 'vin')).toBe('https://api.prembly.com/verification/vehicle/vin');
    expect(buildEndpoint('prembly', '', 'tax')).toBe('https://api.prembly.com/verification/tin');
    expect(buildEndpoint('prembly', '', 'wallet')).toBe('https://api.prembly.com/api/v1/wallet');
    expect(buildEndpoint('identitypass-v1', '', 'wallet')).toBe(
      'https://api.myidentitypass.com/api/v1/biometrics/merchant/data/wallet/balance',
    );
    expect(buildEndpoint('prembly', '', 'status', { reference: 'a b/c' })).toBe(
      'https://api.prembly.com/api/v1/verification/api/status/a%20b%2Fc/',
    );
  });

  it("uses Custom's own paths only for Custom", () => {
    const paths = { vinPath: '/kyc/vin', tinPath: 'kyc/tin' };
    expect(buildEndpoint('custom', 'https://gw.example.com', 'vin', paths)).toBe(
      'https://gw.example.com/kyc/vin',
    );
    expect(buildEndpoint('custom', 'https://gw.example.com', 'tax', paths)).toBe(
      'https://gw.example.com/kyc/tin',
    );
    expect(buildEndpoint('custom', 'https://gw.example.com', 'tax', { tinPath: ' ' })).toBe(
      'https://gw.example.com/api/v1/biometrics/merchant/data/verification/tin',
    );
    expect(buildEndpoint('prembly', '', 'vin', paths)).toBe(
      'https://api.prembly.com/verification/vehicle/vin',
    );
    expect(validateApiPath('/kyc/v2/vin')).toBeNull();
    expect(validateApiPath('https://evil.example.com/vin')).toBe('provider.pathInvalid');
    expect(validateApiPath('/vin?x=1')).toBe('provider.pathInvalid');
  });

  it('builds endpoints from the docs/provider-api.md table', () => {
    expect(buildEndpoint('identitypass-v1', '', 'vin')).toBe(
      'https://api.myidentitypass.com/api/v1/biometrics/merchant/data/verification/vehicle/vin',
    );
    expect(buildEndpoint('identitypass-v1', 'https://sandbox.myidentitypass.com/', 'tax')).toBe(
      'https://sandbox.myidentitypass.com/api/v1/biometrics/merchant/data/verification/tin',
    );
    expect(buildEndpoint('prembly-v2', '', 'vin')).toBe(
      'https://api.prembly.com/identitypass/verification/vehicle/vin',
    );
    expect(buildEndpoint('prembly-v2', '', 'tax')).toBe(
      'https://api.prembly.com/identitypass/verification/tin',
    );
    // A gateway with a path prefix keeps it; custom uses the spec paths.
    expect(buildEndpoint('custom', ' https://gw.example.com/kyc// ', 'tax')).toBe(
      'https://gw.example.com/kyc/api/v1/biometrics/merchant/data/verification/tin',
    );
  });

  it('spells the phone channel per preset', () => {
    expect(channelForPreset('identitypass-v1', 'Phone')).toBe('Phone');
    expect(channelForPreset('custom', 'Phone')).toBe('Phone');
    expect(channelForPreset('prembly-v2', 'Phone')).toBe('PHONE');
    expect(channelForPreset('prembly-v2', 'TIN')).toBe('TIN');
    expect(channelForPreset('prembly-v2', 'CAC')).toBe('CAC');
  });
});

describe('validateBaseUrl', () => {
  it.each([
    'https://api.myidentitypass.com',
    'https://gw.example.com:8443/kyc/',
    'http://localhost:8787',
    'http://127.0.0.1:8787',
    '  https://api.prembly.com  ',
  ])('accepts %s', (url) => {
    expect(validateBaseUrl(url)).toBeNull();
  });

  it.each([
    ['', /Enter the API base URL/],
    ['api.example.com', /not a valid web address/],
    ['http://api.example.com', /must use https/],
    ['http://192.168.1.10', /must use https/],
    ['http://localhost.evil.com', /must use https/],
    ['http://[::1]:8787', /must use https/],
    ['ftp://example.com', /must start with https/],
    ['https://user:pass@example.com', /user name or password/],
    ['https://example.com/?key=1', /query/],
    ['https://example.com/#x', /fragment/],
  ])('rejects %j with a sentence', (url, message) => {
    const problem = validateBaseUrl(url);
    if (problem === null) throw new Error(`${url} was accepted`);
    expect(english(problem)).toMatch(message);
    expect(english(problem)).toMatch(/\.$/);
  });
});
