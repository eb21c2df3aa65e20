import { describe, expect, it } from 'vitest';
import { enabledKinds } from '@/utils/content-script/scan/detector-kinds';
import { summariseIdentifiers } from '@/utils/content-script/read/identifier-summary';
import { publishScannerHandle } from '@/utils/content-script/main/instance';
import { SCANNER_HANDLE_KEY } from '@/utils/site-access/constants';

describe('summariseIdentifiers', () => {
  it('counts each identifier once per kind and value, keeping the best confidence', () => {
    expect(
      summariseIdentifiers([
        { kind: 'vin', value: 'A', confidence: 'low' },
        { kind: 'tin', value: 'B', confidence: 'high' },
        { kind: 'vin', value: 'A', confidence: 'high' },
        { kind: 'vin', value: 'A', confidence: 'low' },
      ]),
    ).toEqual([
      { kind: 'vin', value: 'A', confidence: 'high', count: 3 },
      { kind: 'tin', value: 'B', confidence: 'high', count: 1 },
    ]);
  });
});

describe('enabledKinds', () => {
  it('follows the settings and falls back to the defaults (phone off)', () => {
    expect(enabledKinds({ vin: true, tin: false, cac: true, phone: true })).toEqual(['vin', 'cac', 'phone']);
    expect(enabledKinds(undefined)).toEqual(['vin', 'tin', 'cac']);
  });
});

describe('publishScannerHandle', () => {
  it('leaves a handle on the given global and withdraws only its own', () => {
    const global: Record<string, unknown> = {};
    const quiet = { idle: () => true, uiAttached: () => false };
    const first = { isAlive: () => true, focusLookup: () => {}, ...quiet };
    const second = { isAlive: () => true, focusLookup: () => {}, ...quiet };
    const withdrawFirst = publishScannerHandle(first, global);
    expect(global[SCANNER_HANDLE_KEY]).toBe(first);
    publishScannerHandle(second, global);
    withdrawFirst();
    expect(global[SCANNER_HANDLE_KEY]).toBe(second);
  });
});
