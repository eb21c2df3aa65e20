/**
 * The 13-digit Tax ID on the provider's Business Tax check (issue 27): the Prembly preset's path and body,
 * the documented sample answer as a taxpayer record with its charge in USD and its reference, the mock's
 * "not found", and Custom's Tax ID path (none: nothing is sent).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyBusinessTax, type ApiConfig, type CallOptions } from '@/utils/api/client';
import { interpretBusinessTaxResponse } from '@/utils/api/interpret';
import { buildEndpoint, hasTaxIdCheck } from '@/utils/api/presets';
import { businessTaxDataSchema } from '@/utils/api/schemas';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const API_KEY = 'sk_live_BUSINESSTAX_1234567890';
const APP_ID = 'app_0042';

/** The provider's documented sample answer (docs.prembly.com, "Business Tax"), as printed there. */
const DOCUMENTED_SAMPLE = {
  status: true,
  response_code: '00',
  message: 'Business Tax Verification (Nigeria) verification successful',
  detail: 'Business Tax Verification (Nigeria) verification successful',
  data: { tin: '2522520314833', taxpayerType: 'Company', name: 'PREMBLY LIMITED' },
  meta: {},
  billing_info: { was_charged: true, amount: '1.0', currency: 'USD', note: 'Wallet charged 1.0 USD' },
  verification: {
    status: 'VERIFIED',
    reference: '9f5521e5-5230-469c-b0f0-6c5e6266071d',
    verification_id: 'e4e014bc-c826-4d44-9d77-56d6dc77ede4',
  },
  reference_id: 'VER-BUSINESS_TAX_NG-2XDO45UWN2',
  transaction_id: 'f70f2d59-bfd7-436c-972b-c296bb9687d8',
  verification_status: 'verified',
};

describe('the Business Tax answer', () => {
  it('reads the documented sample as a taxpayer record with its charge in USD and its reference', () => {
    const outcome = interpretBusinessTaxResponse(200, JSON.stringify(DOCUMENTED_SAMPLE), undefined, {
      t: english,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data).toMatchObject({
      taxpayerName: 'PREMBLY LIMITED',
      taxId: '2522520314833',
      taxpayerType: 'Company',
      firsTin: '',
    });
    expect(outcome.meta).toMatchObject({
      wasCharged: true,
      amount: '1.0',
      currency: 'USD',
      referenceId: 'VER-BUSINESS_TAX_NG-2XDO45UWN2',
      reference: '9f5521e5-5230-469c-b0f0-6c5e6266071d',
    });
  });

  it('refuses a success with nothing to show, and keeps padded or numeric fields as text', () => {
    expect(businessTaxDataSchema.safeParse({ taxpayerType: 'Company' }).success).toBe(false);
    expect(businessTaxDataSchema.parse({ tin: 2522520314833, name: ' PREMBLY LIMITED ' })).toEqual({
      tin: '2522520314833',
      taxpayerType: '',
      name: 'PREMBLY LIMITED',
    });
    const empty = interpretBusinessTaxResponse(
      200,
      JSON.stringify({ ...DOCUMENTED_SAMPLE, data: { taxpayerType: 'Company' } }),
      undefined,
      { t: english },
    );
    expect(empty.ok ? 'ok' : empty.failure.code).toBe('invalid_response');
  });
});

describe('where a Tax ID goes', () => {
  it('the Prembly preset documents Business Tax; the others and an empty Custom path do not', () => {
    expect(buildEndpoint('prembly', '', 'taxId')).toBe(
      'https://api.prembly.com/verification/ng/business_tax',
    );
    expect(hasTaxIdCheck('prembly')).toBe(true);
    expect(hasTaxIdCheck('prembly-v2')).toBe(false);
    expect(hasTaxIdCheck('identitypass-v1')).toBe(false);
    expect(hasTaxIdCheck('custom', '')).toBe(false);
    expect(hasTaxIdCheck('custom', '/kyc/tax-id')).toBe(true);
    expect(buildEndpoint('custom', 'https://gw.example.com/kyc', 'taxId', { taxIdPath: 'tax-id' })).toBe(
      'https://gw.example.com/kyc/tax-id',
    );
    expect(buildEndpoint('identitypass-v1', '', 'taxId')).toBe('');
  });
});

describe('verifyBusinessTax against the mock provider', () => {
  let api: MockApi;
  let config: ApiConfig;
  const options: CallOptions = { t: english, sleep: async () => undefined };

  beforeAll(async () => {
    api = await startMockApi({ apiKey: API_KEY, appId: APP_ID });
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.reset();
    config = {
      presetId: 'custom',
      baseUrl: api.url,
      apiKey: API_KEY,
      appId: APP_ID,
      taxIdPath: '/verification/ng/business_tax',
    };
  });

  it('sends { tax_number } once with x-api-key and app-id, and answers with the charge', async () => {
    const outcome = await verifyBusinessTax(config, '2522520314833', options);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data.taxpayerName).toBe('PREMBLY LIMITED');
    expect(outcome.meta).toMatchObject({ wasCharged: true, amount: '1.0', currency: 'USD' });
    const calls = api.verificationCalls();
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/verification/ng/business_tax', { tax_number: '2522520314833' }],
    ]);
    expect(calls[0]!.headers['x-api-key']).toBe('<redacted>');
    expect(calls[0]!.headers['app-id']).toBe(APP_ID);
  });

  it('answers "not found" for a Tax ID it has no record of, and never retries it', async () => {
    const outcome = await verifyBusinessTax(config, '1234567890123', options);
    expect(outcome.ok ? 'ok' : outcome.failure.code).toBe('not_found');
    expect(api.verificationCalls()).toHaveLength(1);
  });

  it('sends nothing where there is no Tax ID check', async () => {
    const { taxIdPath: _none, ...withoutPath } = config;
    const outcome = await verifyBusinessTax(withoutPath, '2522520314833', options);
    expect(outcome.ok ? 'ok' : [outcome.failure.code, outcome.attempts]).toEqual(['bad_request', 0]);
    expect(api.calls).toHaveLength(0);
  });
});

describe('the free status check of a pending Business Tax answer', () => {
  it('finishes it with the Business Tax record, never a second POST', async () => {
    const { checkVerificationStatus } = await import('@/utils/api/client');
    const api = await startMockApi({ apiKey: API_KEY });
    try {
      api.setScenario('pending');
      const config: ApiConfig = {
        presetId: 'custom',
        baseUrl: api.url,
        apiKey: API_KEY,
        taxIdPath: '/verification/ng/business_tax',
      };
      const first = await verifyBusinessTax(config, '2522520314833', {
        t: english,
        sleep: async () => undefined,
      });
      expect(first.ok ? 'ok' : first.failure.code).toBe('pending');
      const reference = first.ok ? '' : (first.failure.reference ?? '');
      const finished = await checkVerificationStatus(config, 'tax', reference, { t: english });
      expect(finished.ok && 'taxpayerName' in finished.data ? finished.data.taxpayerName : finished).toBe(
        'PREMBLY LIMITED',
      );
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
