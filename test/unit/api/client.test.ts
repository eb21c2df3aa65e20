/**
 * The client against the real mock provider over loopback: every failure code, what is retried
 * (counted in the server's call log, i.e. what would have been billed) and what never is.
 * Waits are recorded by an injected sleep, so back-off costs no real time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { verifyTaxpayer, verifyVin, type ApiConfig, type CallOptions } from '@/utils/api/client';
import type { ApiOutcome, FailureCode } from '@/utils/api/model';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { scenarioPhone, scenarioTin, scenarioVin, type ScenarioName } from '@/test/mock-api/scenarios';
import { english } from '@/test/support/english';

// The extension runs zod without eval (MV3); the schemas must work that way.
z.config({ jitless: true });

const API_KEY = 'sk_live_TOPSECRET_1234567890';
const APP_ID = 'app_0042';
let api: MockApi;
let config: ApiConfig;
let waits: number[];

function options(extra: Partial<CallOptions> = {}): CallOptions {
  return { t: english, sleep: async (ms) => void waits.push(ms), random: () => 0.5, ...extra };
}

function failureOf<T>(outcome: ApiOutcome<T>) {
  if (outcome.ok) throw new Error(`expected a failure, got success`);
  return outcome.failure;
}

function expectNoSecret(outcome: ApiOutcome<unknown>): void {
  expect(JSON.stringify(outcome)).not.toContain(API_KEY);
}

beforeAll(async () => {
  api = await startMockApi({ apiKey: API_KEY });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.reset();
  waits = [];
  config = { presetId: 'custom', baseUrl: api.url, apiKey: API_KEY };
});

describe('success', () => {
  it('returns a normalised vehicle report for a demo VIN, in one attempt', async () => {
    const outcome = await verifyVin(config, '1HGCP2F31CA094217', options());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.attempts).toBe(1);
    expect(outcome.data.name).toMatch(/Honda Accord/);
    expect(outcome.data.specification[0]).toEqual({ key: 'year', label: 'Year', value: '2012' });
    expect(outcome.meta.providerMessage).toBe('VIN retrieved successfully');
    expect(api.verificationCalls()).toHaveLength(1);
  });

  it('returns a taxpayer record for the sandbox TIN', async () => {
    const outcome = await verifyTaxpayer(config, 'TIN', '20304753-0001', options());
    expect(outcome).toMatchObject({ ok: true, attempts: 1, data: { taxpayerName: 'test test' } });
  });

  it('sends exactly the documented request: POST JSON, x-api-key, no Authorization, no app-id unless set', async () => {
    await verifyVin(config, '  AAA00000000 ', options());
    const call = api.calls[0];
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/v1/biometrics/merchant/data/verification/vehicle/vin',
      body: { vin: 'AAA00000000' },
    });
    expect(call?.headers['x-api-key']).toBe('<redacted>');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['accept']).toBe('application/json');
    expect(call?.headers['authorization']).toBeUndefined();
    expect(call?.headers['app-id']).toBeUndefined();
    expect(call?.headers['cookie']).toBeUndefined();
  });

  it('sends app-id when set and spells the phone channel per preset', async () => {
    const v1 = await verifyTaxpayer({ ...config, appId: APP_ID }, 'Phone', '08082838487', options());
    expect(v1.ok).toBe(true);
    expect(api.calls[0]?.headers['app-id']).toBe(APP_ID);
    expect(api.calls[0]?.body).toEqual({ channel: 'Phone', number: '08082838487' });

    const prembly = await verifyTaxpayer(
      { ...config, presetId: 'prembly-v2' },
      'Phone',
      '08082838487',
      options(),
    );
    expect(prembly.ok).toBe(true);
    expect(api.calls[1]).toMatchObject({
      path: '/identitypass/verification/tin',
      body: { channel: 'PHONE', number: '08082838487' },
    });
  });

  it('uses the Prembly 2.0 VIN path', async () => {
    const outcome = await verifyVin({ ...config, presetId: 'prembly-v2' }, 'AAA00000000', options());
    expect(outcome.ok).toBe(true);
    expect(api.calls[0]?.path).toBe('/identitypass/verification/vehicle/vin');
  });

  it('tolerates every documented quirk in a real answer and keeps meta', async () => {
    const outcome = await verifyVin(config, scenarioVin('quirks'), options());
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.data.name).toBe('test vehicle');
    expect(outcome.data.age).toBe('');
    expect(outcome.data.imageUrl).toBe('');
    expect(outcome.data.specification.slice(-2)).toEqual([
      { key: 'extra_one', label: 'Extra One', value: 'A' },
      { key: 'extra_two', label: 'Extra Two', value: 'B' },
    ]);
    expect(outcome.data.warranty.at(-1)).toMatchObject({ remaining: 'EXPIRED', expired: true });
    expect(outcome.meta).toEqual({
      providerMessage: 'VIN retrieved successfully',
      reference: 'ref-mock-0001',
      wasCharged: true,
      amount: '50',
      currency: 'NGN',
    });
  });

  it('restores the leading zero of a phone number sent as a JSON number', async () => {
    // The mock answers about the number asked, as a JSON number that lost its 0.
    const asked = scenarioPhone('phone_as_number');
    const outcome = await verifyTaxpayer(config, 'Phone', asked, options());
    expect(outcome).toMatchObject({ ok: true, data: { phoneNumber: asked } });
  });

  it('reads wrong types leniently when there is still something to show', async () => {
    const vehicle = await verifyVin(config, scenarioVin('wrong_types'), options());
    if (!vehicle.ok) throw new Error(vehicle.failure.message);
    expect(vehicle.data).toMatchObject({ age: '4', madeIn: '', imageUrl: '', warranty: [], equipment: [] });
    expect(vehicle.data.marketAnalysis).toEqual({ timePeriod: '', certainty: '' });
    expect(vehicle.data.specification[0]).toEqual({ key: 'year', label: 'Year', value: '2022' });
    expect(vehicle.data.specification.slice(-2)).toEqual([
      { key: 'doors', label: 'Doors', value: '4' },
      { key: 'engine', label: 'Engine', value: '' },
    ]);
    expect(vehicle.data.fuel.map((row) => row.value)).toEqual(['30', '38', '', '13.2']);

    const taxpayer = await verifyTaxpayer(config, 'TIN', scenarioTin('wrong_types'), options());
    expect(taxpayer).toMatchObject({
      ok: true,
      data: { email: '', taxOffice: '42', jtbTin: '10001', phoneNumber: '08082838487' },
    });
  });
});

describe('failures that are never retried (each may have been billed)', () => {
  const cases: [ScenarioName, FailureCode, number | undefined, string | undefined][] = [
    ['not_found', 'not_found', 200, '01'],
    ['status_true_01', 'not_found', 200, '01'],
    ['insufficient_funds', 'insufficient_funds', 200, '03'],
    ['http_400', 'bad_request', 400, undefined],
    ['http_401', 'bad_key', 401, undefined],
    ['http_402', 'insufficient_funds', 402, undefined],
    ['http_403', 'bad_key', 403, undefined],
    ['unknown_code', 'server_error', 200, '99'],
    ['status_false_00', 'invalid_response', 200, '00'],
    ['html_200', 'invalid_response', 200, undefined],
    ['malformed_json', 'invalid_response', 200, undefined],
    ['truncated_json', 'invalid_response', 200, undefined],
    ['no_data', 'invalid_response', 200, '00'],
    ['nothing_to_show', 'invalid_response', 200, undefined],
    ['redirect', 'invalid_response', 307, undefined],
  ];
  it.each(cases)('%s → %s in exactly 1 attempt', async (scenario, code, httpStatus, responseCode) => {
    const outcome = await verifyVin(config, scenarioVin(scenario), options());
    const failure = failureOf(outcome);
    expect(failure.code).toBe(code);
    expect(failure.httpStatus).toBe(httpStatus);
    if (responseCode !== undefined) expect(failure.responseCode).toBe(responseCode);
    expect(outcome.attempts).toBe(1);
    expect(api.verificationCalls()).toHaveLength(1);
    expect(waits).toEqual([]);
    expectNoSecret(outcome);
  });

  it('the same codes on the tax endpoint', async () => {
    for (const [scenario, code] of cases) {
      api.reset();
      const outcome = await verifyTaxpayer(config, 'TIN', scenarioTin(scenario), options());
      expect([scenario, failureOf(outcome).code, outcome.attempts]).toEqual([scenario, code, 1]);
    }
  });

  it('carries the provider message and uses dealer wording', async () => {
    const notFound = failureOf(await verifyTaxpayer(config, 'TIN', scenarioTin('not_found'), options()));
    expect(notFound).toMatchObject({
      title: 'No record found',
      message: 'The provider has no record for this number. Check the number for typos.',
      providerMessage: 'No record found for this identifier',
      retryable: false,
    });
    const funds = failureOf(await verifyVin(config, scenarioVin('insufficient_funds'), options()));
    expect(funds).toMatchObject({ title: 'Wallet balance too low', retryable: false });
    expect(funds.action).toBe(
      'Fund your wallet with the provider, then try again. Nothing is retried until you do.',
    );
  });

  it('explains an HTML page instead of data', async () => {
    const failure = failureOf(await verifyVin(config, scenarioVin('html_200'), options()));
    expect(failure.message).toBe(
      'The server answered with a web page instead of data (a proxy or captive portal?).',
    );
  });

  it('a wrong key: 401 with the provider message, 1 attempt, key never echoed', async () => {
    const outcome = await verifyVin(
      { ...config, apiKey: 'sk_live_WRONG_987654321' },
      'AAA00000000',
      options(),
    );
    const failure = failureOf(outcome);
    expect(failure).toMatchObject({
      code: 'bad_key',
      title: 'API key rejected',
      providerMessage: 'Unauthorized: invalid API key',
    });
    expect(failure.action).toBe('Open Options and check the API key (and App ID) for this preset.');
    expect(outcome.attempts).toBe(1);
    expect(JSON.stringify(outcome)).not.toContain('sk_live_WRONG_987654321');
  });

  it('a wrong base path (404) is a configuration problem, not retried', async () => {
    const outcome = await verifyVin(
      { ...config, baseUrl: `${api.url}/wrong-prefix` },
      'AAA00000000',
      options(),
    );
    expect(failureOf(outcome)).toMatchObject({ code: 'bad_request', httpStatus: 404 });
    expect(failureOf(outcome).message).toMatch(/API address was not found/);
    expect(outcome.attempts).toBe(1);
  });

  it('a redirect is not followed, so the key never reaches another host', async () => {
    const outcome = await verifyVin(config, scenarioVin('redirect'), options());
    expect(failureOf(outcome).message).toMatch(/another address/);
    expect(api.calls).toHaveLength(1);
  });

  it('a 10 MB answer is refused as too large without hanging', async () => {
    const outcome = await verifyVin(config, scenarioVin('huge'), options());
    const failure = failureOf(outcome);
    expect(failure.code).toBe('invalid_response');
    expect(failure.message).toMatch(/too large/);
    expect(outcome.attempts).toBe(1);
  });
});

describe('retries only where nothing can have been billed', () => {
  it('503 → 3 attempts with exponential back-off and jitter, then server_error', async () => {
    const outcome = await verifyVin(config, scenarioVin('http_503'), options());
    expect(failureOf(outcome)).toMatchObject({ code: 'server_error', httpStatus: 503, retryable: true });
    expect(outcome.attempts).toBe(3);
    expect(api.verificationCalls()).toHaveLength(3);
    expect(waits).toEqual([750, 1500]);
  });

  it('500 → 3 attempts', async () => {
    const outcome = await verifyTaxpayer(config, 'CAC', 'RC1456032', options());
    expect(outcome.ok).toBe(true);
    api.reset();
    api.setScenario('http_500', { times: 5 });
    const failed = await verifyTaxpayer(config, 'CAC', 'RC1456032', options());
    expect(failureOf(failed).code).toBe('server_error');
    expect(failed.attempts).toBe(3);
  });

  it('an HTML 502 from a proxy is retried and explained', async () => {
    const outcome = await verifyVin(config, scenarioVin('html_502'), options());
    const failure = failureOf(outcome);
    expect(failure).toMatchObject({ code: 'server_error', httpStatus: 502 });
    expect(failure.message).toMatch(/web page .*proxy or gateway/);
    expect(outcome.attempts).toBe(3);
  });

  it('503 once, then success → 2 attempts and the record', async () => {
    const outcome = await verifyVin(config, scenarioVin('http_503_once'), options());
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(waits).toHaveLength(1);
  });

  it('02 once, then success → 2 attempts and the record', async () => {
    const outcome = await verifyVin(config, scenarioVin('retry_later_once'), options());
    expect(outcome).toMatchObject({ ok: true, attempts: 2, data: { name: 'test vehicle' } });
    expect(api.verificationCalls()).toHaveLength(2);
  });

  it('02 always → 3 attempts, then retry_later', async () => {
    const outcome = await verifyTaxpayer(config, 'TIN', scenarioTin('retry_later'), options());
    expect(failureOf(outcome)).toMatchObject({ code: 'retry_later', responseCode: '02', retryable: true });
    expect(outcome.attempts).toBe(3);
  });

  it('429 with Retry-After: 1 waits 1 s before each retry, then rate_limited', async () => {
    const outcome = await verifyVin(config, scenarioVin('rate_limited_retry_after'), options());
    expect(failureOf(outcome)).toMatchObject({ code: 'rate_limited', httpStatus: 429 });
    expect(outcome.attempts).toBe(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('429 once with Retry-After: 1, then success', async () => {
    const outcome = await verifyVin(config, scenarioVin('rate_limited_once'), options());
    expect(outcome).toMatchObject({ ok: true, attempts: 2 });
    expect(waits).toEqual([1000]);
  });

  it('429 without Retry-After falls back to back-off', async () => {
    const outcome = await verifyVin(config, scenarioVin('rate_limited'), options());
    expect(outcome.attempts).toBe(3);
    expect(waits).toEqual([750, 1500]);
  });

  it('Retry-After as an HTTP-date, and a long Retry-After is capped at 30 s', async () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    api.setScenario('rate_limited_retry_after', { times: 1, retryAfter: new Date(now + 5000).toUTCString() });
    api.setScenario('rate_limited_retry_after', { times: 1, retryAfter: '3600' });
    const outcome = await verifyVin(config, 'AAA00000000', options({ now: () => now }));
    expect(outcome).toMatchObject({ ok: true, attempts: 3 });
    expect(waits).toEqual([5000, 30000]);
  });

  it('connection reset before any answer → network_error, not repeated: the provider did receive it', async () => {
    const outcome = await verifyVin(config, scenarioVin('reset'), options());
    expect(failureOf(outcome)).toMatchObject({ code: 'network_error', retryable: false });
    expect(outcome.attempts).toBe(1);
    // The mock logged the request although the client only saw a dropped connection: it may be billed.
    expect(api.calls.filter((call) => call.endpoint === 'vin')).toHaveLength(1);
    expectNoSecret(outcome);
  });

  it("connection reset once → one call and a failure; the user's next lookup succeeds", async () => {
    const first = await verifyTaxpayer(config, 'Phone', scenarioPhone('reset_once'), options());
    expect(first).toMatchObject({ ok: false, attempts: 1, failure: { code: 'network_error' } });
    const second = await verifyTaxpayer(config, 'Phone', scenarioPhone('reset_once'), options());
    expect(second).toMatchObject({
      ok: true,
      attempts: 1,
      data: { phoneNumber: scenarioPhone('reset_once') },
    });
  });

  it('nothing listening → network_error after one attempt', async () => {
    const closed = await startMockApi();
    const url = closed.url;
    await closed.close();
    const outcome = await verifyVin({ ...config, baseUrl: url }, 'AAA00000000', options());
    expect(failureOf(outcome)).toMatchObject({ code: 'network_error', retryable: false });
    expect(outcome.attempts).toBe(1);
  });

  it('offline → "You are offline", nothing sent, Retry offered', async () => {
    const closed = await startMockApi();
    const url = closed.url;
    await closed.close();
    const outcome = await verifyVin(
      { ...config, baseUrl: url },
      'AAA00000000',
      options({ isOnline: () => false }),
    );
    expect(failureOf(outcome)).toMatchObject({
      code: 'network_error',
      title: 'You are offline',
      retryable: true,
    });
    expect(outcome.attempts).toBe(1);
  });

  it('maxRetries is honoured and capped at 2', async () => {
    const none = await verifyVin(config, scenarioVin('http_503'), options({ maxRetries: 0 }));
    expect(none.attempts).toBe(1);
    api.reset();
    const capped = await verifyVin(config, scenarioVin('http_503'), options({ maxRetries: 10 }));
    expect(capped.attempts).toBe(3);
  });
});

describe('time limits and cancelling', () => {
  it('a slow answer past timeoutMs → timeout after 1 attempt, not retried', async () => {
    api.setScenario('slow', { delayMs: 5000 });
    const outcome = await verifyVin(config, 'AAA00000000', options({ timeoutMs: 100 }));
    expect(failureOf(outcome)).toMatchObject({ code: 'timeout', retryable: false });
    expect(outcome.attempts).toBe(1);
    expect(api.verificationCalls()).toHaveLength(1);
  });

  it('a body dripping in slower than timeoutMs → timeout', async () => {
    api.setScenario('slow_drip', { delayMs: 100 });
    const outcome = await verifyVin(config, 'AAA00000000', options({ timeoutMs: 300 }));
    expect(failureOf(outcome).code).toBe('timeout');
    expect(outcome.attempts).toBe(1);
  });

  it('a slow answer within timeoutMs succeeds', async () => {
    api.setScenario('slow', { delayMs: 50 });
    const outcome = await verifyVin(config, 'AAA00000000', options({ timeoutMs: 5000 }));
    expect(outcome.ok).toBe(true);
  });

  it("the user's cancel ends the call: code timeout, titled 'Lookup cancelled'", async () => {
    api.setScenario('slow', { delayMs: 5000 });
    const controller = new AbortController();
    const pending = verifyVin(config, 'AAA00000000', options({ signal: controller.signal }));
    while (api.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const outcome = await pending;
    expect(failureOf(outcome)).toMatchObject({
      code: 'timeout',
      title: 'Lookup cancelled',
      retryable: false,
    });
    expect(outcome.attempts).toBe(1);
  });

  it('an already cancelled signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcome = await verifyVin(config, 'AAA00000000', options({ signal: controller.signal }));
    expect(failureOf(outcome).title).toBe('Lookup cancelled');
    expect(outcome.attempts).toBe(0);
    expect(api.calls).toHaveLength(0);
  });

  it('cancelling during the back-off wait stops further attempts', async () => {
    const controller = new AbortController();
    const outcome = await verifyVin(
      config,
      scenarioVin('http_503'),
      options({ signal: controller.signal, sleep: async () => controller.abort() }),
    );
    expect(failureOf(outcome).title).toBe('Lookup cancelled');
    expect(outcome.attempts).toBe(1);
  });
});

describe('checks before anything is sent', () => {
  it('no API key → bad_key, 0 attempts', async () => {
    const outcome = await verifyVin({ ...config, apiKey: '  ' }, 'AAA00000000', options());
    expect(failureOf(outcome)).toMatchObject({ code: 'bad_key', title: 'No API key' });
    expect(outcome.attempts).toBe(0);
    expect(api.calls).toHaveLength(0);
  });

  it('plain http to a non-loopback host → bad_request, 0 attempts', async () => {
    const outcome = await verifyVin(
      { ...config, baseUrl: 'http://api.example.com' },
      'AAA00000000',
      options(),
    );
    expect(failureOf(outcome)).toMatchObject({ code: 'bad_request' });
    expect(failureOf(outcome).message).toMatch(/https/);
    expect(outcome.attempts).toBe(0);
  });

  it('an empty VIN or number, or an unknown channel → bad_request, 0 attempts', async () => {
    expect(failureOf(await verifyVin(config, ' ', options())).code).toBe('bad_request');
    expect(failureOf(await verifyTaxpayer(config, 'TIN', '', options())).code).toBe('bad_request');
    const badChannel = await verifyTaxpayer(config, 'BVN' as never, '123', options());
    expect(failureOf(badChannel).code).toBe('bad_request');
    expect(api.calls).toHaveLength(0);
  });
});
