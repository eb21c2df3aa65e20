import { describe, expect, it } from 'vitest';
import { parsePolicy } from '@/utils/policy/schema';

describe('parsePolicy', () => {
  it('treats a missing policy as none', () => {
    for (const raw of [undefined, null, {}, 'text', 42, []]) {
      expect(parsePolicy(raw)).toEqual({ policy: {}, broken: [] });
    }
  });

  it('keeps every usable key and reports the broken ones, which count as unset', () => {
    const { policy, broken } = parsePolicy({
      preset: 'custom',
      baseUrl: 'https://gateway.example-bank.ng',
      dailySpendLimit: '5000',
      kinds: ['vin', 'passport'],
      historyDays: 30,
      allowExports: 'no',
      somethingElse: true,
    });
    expect(policy).toEqual({ preset: 'custom', baseUrl: 'https://gateway.example-bank.ng', historyDays: 30 });
    expect(broken.sort()).toEqual(['allowExports', 'dailySpendLimit', 'kinds']);
  });

  it('refuses values the extension could not use safely, whatever their type', () => {
    const { policy, broken } = parsePolicy({
      baseUrl: 'http://gateway.example-bank.ng',
      vinPath: 'https://elsewhere.example/vin',
      scanSites: ['https://dealers.example.ng/*', '<all_urls>'],
      historyDays: 7.5,
      preset: 'identitypass-v2',
    });
    expect(policy).toEqual({});
    expect(broken.sort()).toEqual(['baseUrl', 'historyDays', 'preset', 'scanSites', 'vinPath']);
  });

  it('accepts a loopback gateway over plain http, as Options does', () => {
    expect(parsePolicy({ baseUrl: 'http://127.0.0.1:8787' }).policy).toEqual({
      baseUrl: 'http://127.0.0.1:8787',
    });
  });
});
