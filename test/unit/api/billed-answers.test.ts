/**
 * No billed answer is sent again by itself: the client reads what every answer (error bodies included) says
 * about billing before it decides to retry, and the outcome keeps the charge of the attempt that billed.
 * Against the real mock provider over loopback, counting the calls it would have billed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  verifyBusinessTax,
  verifyTaxpayer,
  verifyVin,
  type ApiConfig,
  type CallOptions,
} from '@/utils/api/client';
import type { ApiOutcome } from '@/utils/api/model';
import { billingFactsOfBody, mayRepeat, withBillingFacts } from '@/utils/api/retry-rule';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const API_KEY = 'sk_live_BILLED_1234567890';
let api: MockApi;
let config: ApiConfig;

function options(extra: Partial<CallOptions> = {}): CallOptions {
  return { t: english, sleep: async () => undefined, random: () => 0.5, ...extra };
}

function failureOf<T>(outcome: ApiOutcome<T>) {
  if (outcome.ok) throw new Error('expected a failure, got success');
  return outcome.failure;
}

beforeAll(async () => {
  api = await startMockApi({ apiKey: API_KEY });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.reset();
  config = { presetId: 'custom', baseUrl: api.url, apiKey: API_KEY };
});

const NGN_100 = { was_charged: true, amount: '100.00', currency: 'NGN' };

describe('an answer that says it charged is sent once', () => {
  it('HTTP 500 whose JSON body has billing_info was_charged: true → one call, its charge kept, no Retry', async () => {
    api.setScenario('custom', {
      times: 3,
      answer: { status: 500, body: { status: false, detail: 'Internal error', billing_info: NGN_100 } },
    });
    const outcome = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect(api.verificationCalls()).toHaveLength(1);
    expect(outcome.attempts).toBe(1);
    expect(failureOf(outcome)).toMatchObject({
      code: 'server_error',
      httpStatus: 500,
      retryable: false,
      charge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
      message:
        'The provider answered with an error (HTTP 500) but says it charged for this call, so it was not sent again.',
    });
  });

  it('HTTP 503 whose body says a bare was_charged: true → one call, and the charge is on the failure', async () => {
    api.setScenario('custom', { times: 3, answer: { status: 503, body: { was_charged: true } } });
    const outcome = await verifyTaxpayer(config, 'TIN', '20304753-0001', options());
    expect(api.verificationCalls()).toHaveLength(1);
    expect(failureOf(outcome)).toMatchObject({ retryable: false, charge: { wasCharged: true } });
  });

  it('response_code 02 with a charge → one call, retry_later that is not offered as a free retry', async () => {
    api.setScenario('custom', {
      times: 3,
      answer: {
        status: 200,
        body: { status: false, response_code: '02', detail: 'Try again later', billing_info: NGN_100 },
      },
    });
    const outcome = await verifyTaxpayer(config, 'TIN', '20304753-0001', options());
    expect(api.verificationCalls()).toHaveLength(1);
    expect(failureOf(outcome)).toMatchObject({
      code: 'retry_later',
      retryable: false,
      charge: { wasCharged: true, amount: '100.00' },
    });
  });

  it('a billing_info with an amount and no was_charged counts as billed; a Business Tax 500 in USD too', async () => {
    api.setScenario('custom', {
      times: 3,
      answer: { status: 502, body: { billing_info: { amount: '1.0', currency: 'USD' } } },
    });
    const outcome = await verifyBusinessTax(
      { ...config, taxIdPath: '/verification/ng/business_tax' },
      '2522520314833',
      options(),
    );
    expect(api.verificationCalls()).toHaveLength(1);
    expect(failureOf(outcome).charge).toEqual({ wasCharged: true, amount: '1.0', currency: 'USD' });
  });
});

describe('what the provider says was not billed is still retried', () => {
  it('HTTP 500 with was_charged: false → three calls, as before', async () => {
    api.setScenario('custom', {
      times: 3,
      answer: { status: 500, body: { billing_info: { was_charged: false } } },
    });
    const outcome = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect(api.verificationCalls()).toHaveLength(3);
    expect(failureOf(outcome)).toMatchObject({ retryable: true, charge: { wasCharged: false } });
  });

  it('a 503 that says nothing, then a 500 that charged → two calls, and the charge of the one that billed', async () => {
    api.setScenario('http_503');
    api.setScenario('custom', { times: 2, answer: { status: 500, body: { billing_info: NGN_100 } } });
    const outcome = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect(api.verificationCalls()).toHaveLength(2);
    expect(outcome.attempts).toBe(2);
    expect(failureOf(outcome).charge).toMatchObject({ wasCharged: true, amount: '100.00' });
  });
});

describe('the retry rule, pure', () => {
  it('reads billing_info at the top or inside data, and a bare was_charged; never throws', () => {
    expect(billingFactsOfBody(JSON.stringify({ billing_info: NGN_100 }))).toEqual({
      billed: true,
      charge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
    });
    expect(billingFactsOfBody(JSON.stringify({ data: { billing_info: { was_charged: 'true' } } }))).toEqual({
      billed: true,
      charge: { wasCharged: true },
    });
    expect(billingFactsOfBody('{"was_charged": 1}')).toMatchObject({ billed: true });
    expect(billingFactsOfBody('{"billing_info": {"was_charged": false, "amount": "100"}}')).toMatchObject({
      billed: false,
    });
    for (const text of ['', '<html>', 'null', '[1]', '{"billing_info": "yes"}', '{"data": 5}']) {
      expect(billingFactsOfBody(text)).toEqual({ billed: false });
    }
  });

  it('a failure that billed loses its retry and its "safe to retry"; one that did not keeps both', () => {
    const failure = { code: 'server_error' as const, title: '', message: '', action: '', retryable: true };
    const attempt = { ok: false as const, failure, attempts: 1, retry: {} };
    const billed = withBillingFacts(attempt, { billed: true, charge: { wasCharged: true } });
    expect(mayRepeat(billed)).toBe(false);
    expect(billed.failure).toMatchObject({ retryable: false, charge: { wasCharged: true } });
    const free = withBillingFacts(attempt, { billed: false, charge: { wasCharged: false } });
    expect(mayRepeat(free)).toBe(true);
    // A charge an interpreter already put on the failure is enough on its own.
    expect(mayRepeat({ ...attempt, failure: { ...failure, charge: { wasCharged: true } } })).toBe(false);
  });

  it('a success with no billing_info takes a bare was_charged from its body', () => {
    const success = { ok: true as const, meta: {}, attempts: 1 };
    expect(withBillingFacts(success, { billed: true, charge: { wasCharged: true } }).meta).toEqual({
      wasCharged: true,
    });
  });
});
