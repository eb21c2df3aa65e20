/**
 * Faults test/unit/api does not cover yet, against the mock provider over loopback with the real client:
 * 01/02/03 under every spelling of `status`, random sequences of faults (nothing that may have been
 * billed is ever repeated), 5xx bursts, a connection dropped in the middle of a body, and Retry-After
 * values nobody should trust. Calls are counted at the server, i.e. what the provider would bill.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_MAX_RETRY_WAIT_MS, parseRetryAfterMs } from '@/utils/api/backoff';
import { verifyTaxpayer, verifyVin, type ApiConfig, type CallOptions } from '@/utils/api/client';
import type { ApiOutcome, FailureCode } from '@/utils/api/model';
import type { ScenarioName } from '@/test/mock-api/scenarios';
import { startMockApi, type MockApi } from '@/test/mock-api/server';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const API_KEY = 'sk_live_faults_0123456789';
let api: MockApi;
let config: ApiConfig;
let waits: number[];

const options = (extra: Partial<CallOptions> = {}): CallOptions => ({
  t: english,
  sleep: async (ms) => void waits.push(ms),
  random: () => 0.5,
  ...extra,
});

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

function codeOf(outcome: ApiOutcome<unknown>): FailureCode | 'ok' {
  return outcome.ok ? 'ok' : outcome.failure.code;
}

describe('01, 02 and 03 whatever `status` says', () => {
  const STATUSES: readonly [string, unknown][] = [
    ['true', true],
    ['false', false],
    ['"true"', 'true'],
    ['"false"', 'false'],
    ['1', 1],
    ['missing', undefined],
  ];
  const CODES = [
    { code: '01', outcome: 'not_found', title: 'No record found', calls: 1 },
    { code: '02', outcome: 'retry_later', title: 'Source temporarily unavailable', calls: 3 },
    { code: '03', outcome: 'insufficient_funds', title: 'Wallet balance too low', calls: 1 },
  ] as const;

  for (const endpoint of ['vin', 'tax'] as const) {
    for (const expected of CODES) {
      it.each(STATUSES)(`${endpoint} ${expected.code} with status %s`, async (_label, status) => {
        const text = `Provider words for ${expected.code}`;
        const body: Record<string, unknown> = {
          response_code: expected.code,
          [endpoint === 'vin' ? 'message' : 'detail']: text,
        };
        if (status !== undefined) body['status'] = status;
        api.setScenario('custom', { times: 3, answer: { body } });
        const outcome =
          endpoint === 'vin'
            ? await verifyVin(config, 'XTEST0006A0000000', options())
            : await verifyTaxpayer(config, 'TIN', '20304753-0001', options());
        if (outcome.ok) throw new Error('expected a failure');
        expect(outcome.failure.code).toBe(expected.outcome);
        expect(outcome.failure.title).toBe(expected.title);
        expect(outcome.failure.providerMessage).toBe(text);
        expect(outcome.failure.responseCode).toBe(expected.code);
        expect(api.verificationCalls()).toHaveLength(expected.calls);
        expect(outcome.attempts).toBe(expected.calls);
      });
    }
  }
});

/** Scenarios the client may repeat (nothing can have been billed), and those it must never repeat. */
const RETRIED: readonly ScenarioName[] = [
  'http_500',
  'http_503',
  'html_502',
  'rate_limited',
  'rate_limited_retry_after',
  'retry_later',
];
const FINAL: readonly ScenarioName[] = [
  'success',
  'not_found',
  'insufficient_funds',
  'http_400',
  'http_401',
  'http_402',
  'http_403',
  'html_200',
  'malformed_json',
  'truncated_json',
  'no_data',
  'nothing_to_show',
  'unknown_code',
  'redirect',
  'status_true_01',
  'status_false_00',
  'wrong_types',
  'quirks',
  'reset',
];

describe('any sequence of faults', () => {
  it('stops at the first answer that may have been billed, and never makes more than 3 calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...RETRIED, ...FINAL), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (sequence, vin) => {
          api.reset();
          waits = [];
          for (const scenario of sequence) api.setScenario(scenario, { retryAfter: '0' });
          const outcome = vin
            ? await verifyVin(config, 'XTEST0006A0000000', options())
            : await verifyTaxpayer(config, 'TIN', '20304753-0001', options());
          const firstFinal = sequence.findIndex((scenario) => FINAL.includes(scenario));
          const expectedCalls = Math.min(3, firstFinal === -1 ? sequence.length + 1 : firstFinal + 1);
          // The calls the provider saw (a reset connection was still received and logged).
          expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(Math.min(3, expectedCalls));
          expect(outcome.attempts).toBe(Math.min(3, expectedCalls));
          // Waits only between calls, each bounded.
          expect(waits).toHaveLength(outcome.attempts - 1);
          for (const wait of waits) expect(wait).toBeLessThanOrEqual(API_MAX_RETRY_WAIT_MS);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a burst of 5xx shorter than the retries ends in the record; a longer one in a clear error', async () => {
    api.setScenario('http_503', { times: 2 });
    const short = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect([codeOf(short), short.attempts]).toEqual(['ok', 3]);

    api.reset();
    api.setScenario('http_503', { times: 5 });
    const long = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect([codeOf(long), long.attempts]).toEqual(['server_error', 3]);
    if (!long.ok) expect(long.failure.message).toMatch(/HTTP 503/);
    expect(api.verificationCalls()).toHaveLength(3);
  });
});

/** A fetch whose answer starts, then the connection drops in the middle of the body. */
function droppedMidBody(status: number): typeof fetch {
  return async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode('{"status":true,"response_code":"00","da'));
        } else controller.error(new TypeError('network error: connection reset'));
      },
    });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('a connection dropped in the middle of a body', () => {
  it('after a 200 is a network error, not repeated (the call may have been billed)', async () => {
    let calls = 0;
    const base = droppedMidBody(200);
    const outcome = await verifyVin(
      config,
      '4T1BF1FK5DU276514',
      options({ fetch: (...args) => (calls++, base(...args)) }),
    );
    expect([codeOf(outcome), outcome.attempts, calls]).toEqual(['network_error', 1, 1]);
  });

  // What the body said about billing never arrived: the 503 alone does not prove the call was not billed.
  it('after a 503 is not repeated either: its billing facts were never read', async () => {
    let calls = 0;
    const base = droppedMidBody(503);
    const outcome = await verifyVin(
      config,
      '4T1BF1FK5DU276514',
      options({ fetch: (...args) => (calls++, base(...args)) }),
    );
    expect([codeOf(outcome), outcome.attempts, calls]).toEqual(['network_error', 1, 1]);
  });
});

describe('Retry-After values nobody should trust', () => {
  it('always give a wait between 0 and the cap, or none', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            '1e999',
            '-1',
            '0x10',
            ' 5 ',
            '5.5',
            'Infinity',
            'NaN',
            'Tue, 01 Jan 2999 00:00:00 GMT',
          ),
          fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
          fc.double().map(String),
        ),
        (header) => {
          const ms = parseRetryAfterMs(header, () => Date.UTC(2026, 0, 1));
          if (ms === undefined) return;
          expect(Number.isFinite(ms)).toBe(true);
          expect(ms).toBeGreaterThanOrEqual(0);
          expect(ms).toBeLessThanOrEqual(API_MAX_RETRY_WAIT_MS);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a 429 asking for a day waits at most the cap before its only retries', async () => {
    api.setScenario('rate_limited_retry_after', { times: 3, retryAfter: '86400' });
    const outcome = await verifyVin(config, '4T1BF1FK5DU276514', options());
    expect(codeOf(outcome)).toBe('rate_limited');
    expect(waits).toEqual([API_MAX_RETRY_WAIT_MS, API_MAX_RETRY_WAIT_MS]);
  });
});
