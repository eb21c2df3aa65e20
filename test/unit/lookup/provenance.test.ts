import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { realStorageService, recordAbout } from '@/test/support/lookup-harness';
import { answerNamespace } from '@/utils/background/lookup/account';
import { english } from '@/test/support/english';
import { describeDataSource, hostBeyondPreset } from '@/utils/background/lookup/data-source';
import type { LookupResult } from '@/utils/lookup/schema';
import { sourceWords } from '@/utils/lookup/provenance';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { buildSummary } from '@/utils/summary/model';
import { summaryText } from '@/utils/summary/text';

const api = (settings: Partial<Settings>): Settings => ({
  ...DEFAULT_SETTINGS,
  dataSource: 'api',
  ...settings,
});

describe('where an answer came from', () => {
  it('names no host for a preset at its own documented address, live or sandbox', () => {
    expect(hostBeyondPreset(api({ presetId: 'prembly' }))).toBeUndefined();
    expect(
      hostBeyondPreset(api({ presetId: 'prembly', baseUrl: 'https://api.prembly.com/' })),
    ).toBeUndefined();
    expect(
      hostBeyondPreset(api({ presetId: 'identitypass-v1', baseUrl: 'https://sandbox.myidentitypass.com' })),
    ).toBeUndefined();
    expect(hostBeyondPreset({ ...DEFAULT_SETTINGS, dataSource: 'demo' })).toBeUndefined();
  });

  it('names the host of a preset pointed anywhere else, look-alikes included', () => {
    expect(hostBeyondPreset(api({ presetId: 'prembly', baseUrl: 'http://127.0.0.1:38289' }))).toEqual({
      host: '127.0.0.1:38289',
    });
    expect(
      hostBeyondPreset(api({ presetId: 'prembly', baseUrl: 'https://api.prembly.com.example.net' })),
    ).toEqual({ host: 'api.prembly.com.example.net' });
    // Another scheme is another address.
    expect(hostBeyondPreset(api({ presetId: 'prembly', baseUrl: 'http://api.prembly.com' }))).toEqual({
      host: 'api.prembly.com',
    });
    // The IdentityPass preset's live address is not Prembly's.
    expect(
      hostBeyondPreset(api({ presetId: 'identitypass-v1', baseUrl: 'https://api.prembly.com' })),
    ).toEqual({ host: 'api.prembly.com' });
  });

  it('names no host for Custom: its label already says it is the merchant’s own gateway', () => {
    const custom = api({ presetId: 'custom', baseUrl: 'https://gateway.example.com.ng/v1' });
    expect(hostBeyondPreset(custom)).toBeUndefined();
    expect(sourceWords(describeDataSource(custom, english), english)).toBe('Custom · live');
  });

  it('says so on the Summary sheet, its text and its QR code', () => {
    const source = describeDataSource(
      api({ presetId: 'prembly', baseUrl: 'http://127.0.0.1:38289' }),
      english,
    );
    expect(sourceWords(source, english)).toBe(
      'Prembly · live · via 127.0.0.1:38289 — not the provider’s own address',
    );
    const result: LookupResult = {
      id: 'r1',
      kind: 'tin',
      value: '10493827-0001',
      source,
      fetchedAt: Date.UTC(2026, 10, 27, 9, 0, 0),
      fromCache: false,
      trigger: 'popup',
      payload: {
        type: 'taxpayer',
        record: {
          taxpayerName: 'ADEWALE AUTOS NIGERIA LIMITED',
          cacRegNumber: 'RC1456032',
          firsTin: '10493827-0001',
          jtbTin: '',
          taxOffice: '',
          email: '',
          phoneNumber: '',
        },
      },
      meta: { reference: 'ref-2026-0001', wasCharged: true, amount: '100.00', currency: 'NGN' },
    };
    const summary = buildSummary(result, {
      t: english,
      version: '0.1.0',
      locale: 'en-GB',
      timeZone: 'Africa/Lagos',
    });
    expect(summary.provider).toContain('127.0.0.1:38289');
    expect(summary.provider).toContain('not the provider’s own address');
    expect(summaryText(summary, english)).toContain('via 127.0.0.1:38289');
    expect(summary.qrText).toContain('via 127.0.0.1:38289');
  });
});

describe('answers belong to the account that paid for them', () => {
  beforeEach(() => fakeBrowser.reset());

  it('tags the namespace with a hash of the key and App ID, never the key', async () => {
    const settings = api({ presetId: 'prembly' });
    const live = await answerNamespace(settings, async () => 'live_sk_0123456789abcdef');
    const sandbox = await answerNamespace(settings, async () => 'test_sk_0123456789abcdef');
    const otherApp = await answerNamespace(
      { ...settings, appId: 'app-2' },
      async () => 'live_sk_0123456789abcdef',
    );
    expect(new Set([live, sandbox, otherApp]).size).toBe(3);
    expect(live).toBe(await answerNamespace(settings, async () => ' live_sk_0123456789abcdef '));
    expect(live).not.toContain('live_sk');
    expect(await answerNamespace({ ...DEFAULT_SETTINGS }, async () => 'x')).toBe('demo');
  });

  it('sends a fresh call after the key changes on the same host, and serves the cache to the same key', async () => {
    let key = 'test_sk_sandbox';
    const taxpayer = vi.fn(async (_settings: Settings, _kind: string, number: string) => ({
      ok: true as const,
      data: recordAbout('tin', number),
      meta: {},
      attempts: 1,
    }));
    const { service } = realStorageService({
      settings: { dataSource: 'api', presetId: 'prembly' },
      caller: { taxpayer },
      deps: { namespaceOf: (settings) => answerNamespace(settings, async () => key) },
    });
    const ask = () => service.lookup({ value: '10493827-0001', kind: 'tin', trigger: 'popup' });
    expect((await ask()).fromCache).toBe(false);
    expect((await ask()).fromCache).toBe(true);
    key = 'live_sk_production';
    expect((await ask()).fromCache).toBe(false);
    expect(taxpayer).toHaveBeenCalledTimes(2);
  });
});
