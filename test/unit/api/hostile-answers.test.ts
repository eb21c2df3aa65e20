/**
 * Answers built to hurt (issue 28, "Hostile inputs lose nothing"): nested to overflow a reader, amounts
 * that are no price, endless strings, references that climb out of their path, pictures on other hosts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { z } from 'zod';
import { parseChargeAmount, readChargeAmount } from '@/utils/api/amount';
import { capText, MAX_PROVIDER_TEXT, nestsDeeperThan } from '@/utils/api/caps';
import { checkVerificationStatus, verifyVin, type ApiConfig, type CallOptions } from '@/utils/api/client';
import { interpretVinResponse } from '@/utils/api/interpret';
import { isProviderReference } from '@/utils/api/reference';
import { flattenErrors } from '@/utils/api/schemas';
import type { HistoryRow } from '@/utils/history/schema';
import { summariseSpend } from '@/utils/history/spend';
import { readHistory } from '@/utils/background/history/store';
import { english } from '@/test/support/english';
import { DEMO_VIN, realStorageService } from '@/test/support/lookup-harness';

z.config({ jitless: true });

const DEEP = 50_000;
const VEHICLE = { vehicle_name: '2013 Toyota Camry LE', vehicle_image: '' };

function nestedErrors(depth: number): string {
  return `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
}

/** A successful, charged answer whose `errors` nests `depth` levels: the body is built as text (a
 * recursive JSON.stringify would overflow here too). */
function chargedNestedAnswer(depth = DEEP): string {
  return (
    '{"status":true,"response_code":"00","detail":"VIN retrieved",' +
    '"verification":{"status":"VERIFIED","reference":"9f5521e5-5230-469c-b0f0-6c5e6266071d"},' +
    '"billing_info":{"was_charged":true,"amount":"100.00","currency":"NGN"},' +
    `"errors":${nestedErrors(depth)},"data":${JSON.stringify(VEHICLE)}}`
  );
}

function answer(billing: Record<string, unknown>, data: Record<string, unknown> = VEHICLE): string {
  return JSON.stringify({ status: true, response_code: '00', billing_info: billing, data });
}

interface FakeCall {
  url: string;
  method: string;
}

function fakeFetch(body: string, calls: FakeCall[], status = 200): typeof fetch {
  return (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const CONFIG: ApiConfig = { presetId: 'prembly', baseUrl: 'https://api.prembly.com', apiKey: 'sk_live_1234' };
const options = (fetchImpl: typeof fetch): CallOptions => ({
  t: english,
  fetch: fetchImpl,
  sleep: async () => {},
});

describe('an answer nested 50,000 deep', () => {
  it('flattenErrors walks it without the call stack, to a bounded depth and size', () => {
    expect(() => flattenErrors(JSON.parse(nestedErrors(DEEP)))).not.toThrow();
    expect(flattenErrors(JSON.parse(nestedErrors(DEEP)))).toEqual([]);
    let objects: unknown = 'deep';
    for (let level = 0; level < DEEP; level++) objects = { field: objects };
    expect(() => flattenErrors(objects)).not.toThrow();
    // Real shapes still read, in order, ten lines at most.
    expect(flattenErrors({ vin: ['too short', 'bad check digit'], number: 'missing' })).toEqual([
      'vin: too short',
      'vin: bad check digit',
      'number: missing',
    ]);
    expect(flattenErrors(Array.from({ length: 100_000 }, (_, index) => `e${index}`))).toHaveLength(10);
  });

  it('is an unreadable answer that keeps its charge and reference, and is never retried', async () => {
    const calls: FakeCall[] = [];
    const outcome = await verifyVin(CONFIG, DEMO_VIN, options(fakeFetch(chargedNestedAnswer(), calls)));
    expect(calls).toHaveLength(1);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.attempts).toBe(1);
    expect(outcome.failure).toMatchObject({
      code: 'invalid_response',
      title: 'Unreadable answer',
      retryable: false,
      httpStatus: 200,
      charge: { wasCharged: true, amount: '100.00', currency: 'NGN' },
      reference: '9f5521e5-5230-469c-b0f0-6c5e6266071d',
    });
    expect(outcome.failure.message).toContain('could not be read');
    expect(outcome.failure.action).toContain('may have been charged');
    expect(JSON.stringify(outcome)).not.toContain('call stack');
  });

  it('a real answer a few levels deep still reads', () => {
    const outcome = interpretVinResponse(200, chargedNestedAnswer(3), undefined, { t: english });
    expect(outcome.ok).toBe(true);
    expect(nestsDeeperThan(JSON.parse(chargedNestedAnswer(3)))).toBe(false);
    expect(nestsDeeperThan(JSON.parse(chargedNestedAnswer(40)))).toBe(true);
  });

  it('any exception while an answer is read becomes an unreadable answer with what billing said', async () => {
    const calls: FakeCall[] = [];
    const body = answer({ was_charged: true, amount: '250.00', currency: 'NGN' });
    // Headers that throw once the answer is being read (content-length is read before, and passes).
    const hostile = (async (url: string | URL) => {
      calls.push({ url: String(url), method: 'POST' });
      const headers = {
        get: (name: string) => {
          if (name.toLowerCase() === 'content-type') throw new RangeError('Maximum call stack size exceeded');
          return null;
        },
      };
      return { status: 200, headers, body: null, text: () => Promise.resolve(body) } as unknown as Response;
    }) as typeof fetch;
    const outcome = await verifyVin(CONFIG, DEMO_VIN, options(hostile));
    expect(calls).toHaveLength(1);
    expect(outcome).toMatchObject({
      ok: false,
      attempts: 1,
      failure: {
        code: 'invalid_response',
        retryable: false,
        httpStatus: 200,
        charge: { wasCharged: true, amount: '250.00', currency: 'NGN' },
      },
    });
  });

  describe('in the lookup service', () => {
    beforeEach(() => fakeBrowser.reset());

    it('a source that throws gives an unreadable answer that goes into history, not an error', async () => {
      const { service } = realStorageService({
        caller: {
          vehicle: async () => {
            throw new RangeError('Maximum call stack size exceeded');
          },
        },
      });
      const result = await service.lookup({ kind: 'vin', value: DEMO_VIN, trigger: 'popup' });
      expect(result.payload).toMatchObject({
        type: 'failure',
        failure: { code: 'invalid_response', title: 'Unreadable answer', retryable: false },
      });
      const history = await readHistory();
      expect(history).toHaveLength(1);
      expect(history[0]?.result?.payload.type).toBe('failure');
    });
  });
});

describe('amounts', () => {
  it('accepts only finite, non-negative prices up to 10 million', () => {
    expect(parseChargeAmount('100.00')).toBe(100);
    expect(parseChargeAmount(' 1,500.50 ')).toBe(1500.5);
    expect(parseChargeAmount(0)).toBe(0);
    expect(parseChargeAmount('10000000')).toBe(10_000_000);
    for (const bad of [
      '9'.repeat(400),
      '-250.00',
      'A'.repeat(200_000),
      'NaN',
      '1e400',
      'Infinity',
      '10000000.01',
      '',
      '1.2.3',
      -1,
      Number.NaN,
      Infinity,
      true,
      {},
    ]) {
      expect(parseChargeAmount(bad), String(bad).slice(0, 20)).toBeUndefined();
    }
    expect(readChargeAmount(undefined)).toEqual({});
    expect(readChargeAmount(null)).toEqual({});
    expect(readChargeAmount(' 250 ')).toEqual({ amount: '250' });
    expect(readChargeAmount('-250.00')).toEqual({ amountNotUnderstood: true });
  });

  it('an answer with an amount that is no price keeps "charged" and says the amount is not understood', () => {
    for (const amount of ['9'.repeat(400), '-250.00', 'A'.repeat(200_000), 'NaN', '1e400']) {
      const outcome = interpretVinResponse(
        200,
        answer({ was_charged: true, amount, currency: 'NGN' }),
        undefined,
        { t: english },
      );
      expect(outcome.ok && outcome.meta, amount.slice(0, 20)).toEqual({
        wasCharged: true,
        amountNotUnderstood: true,
        currency: 'NGN',
      });
    }
    // A JSON number too big for a double arrives as Infinity: not understood either.
    const infinite = interpretVinResponse(
      200,
      `{"status":true,"response_code":"00","billing_info":{"was_charged":true,"amount":1e400},"data":{"vehicle_name":"Car"}}`,
      undefined,
      { t: english },
    );
    expect(infinite.ok && infinite.meta).toEqual({ wasCharged: true, amountNotUnderstood: true });
  });

  it('spend totals leave out amounts that are no price, even in rows stored before the check', () => {
    const now = Date.now();
    const row = (id: string, amount: string): HistoryRow =>
      ({
        id,
        at: now,
        kind: 'vin',
        value: DEMO_VIN,
        source: { id: 'api', label: 'Prembly' },
        trigger: 'popup',
        fromCache: false,
        outcome: 'found',
        summary: '',
        charge: { wasCharged: true, amount, currency: 'NGN' },
      }) as unknown as HistoryRow;
    const spend = summariseSpend(
      [
        row('a', '100.00'),
        row('b', '-250.00'),
        row('c', '9'.repeat(400)),
        row('d', 'NaN'),
        row('e', '1e400'),
      ],
      now,
    );
    expect(spend.today.totals).toEqual({ NGN: 100 });
  });
});

describe('provider strings are capped where they enter', () => {
  it('names, keys, messages and references stop at a few hundred characters, with an ellipsis', () => {
    const long = 'W'.repeat(200_000);
    const outcome = interpretVinResponse(
      200,
      JSON.stringify({
        status: true,
        response_code: '00',
        detail: long,
        verification: { status: 'VERIFIED', reference: long },
        reference_id: long,
        billing_info: { was_charged: true, amount: '1.0', currency: long },
        data: {
          vehicle_name: long,
          vehicle_specification: [{ [long]: long }],
          fuel_details: { [long]: long },
        },
      }),
      undefined,
      { t: english },
    );
    if (!outcome.ok) throw new Error('expected a record');
    const texts = [
      outcome.data.name,
      outcome.data.specification[0]?.key,
      outcome.data.specification[0]?.value,
      outcome.data.fuel[0]?.value,
      outcome.meta.providerMessage,
      outcome.meta.reference,
      outcome.meta.referenceId,
      outcome.meta.currency,
    ];
    for (const text of texts) {
      expect(text?.length).toBe(MAX_PROVIDER_TEXT);
      expect(text?.endsWith('…')).toBe(true);
    }
    // Never half an emoji.
    expect(capText('a'.repeat(298) + '🚗🚗', 300)).toBe(`${'a'.repeat(298)}…`);
  });
});

describe('references are checked before they go into a path', () => {
  it('only the shapes the provider uses', () => {
    expect(isProviderReference('9f5521e5-5230-469c-b0f0-6c5e6266071d')).toBe(true);
    expect(isProviderReference('VER-BUSINESS_TAX_NG-2XDO45UWN2')).toBe(true);
    for (const bad of [
      '..',
      '.',
      '../wallet',
      'a/b',
      'a b',
      '%2e%2e',
      '?x=1',
      '#',
      '-x',
      'r'.repeat(129),
      '',
    ]) {
      expect(isProviderReference(bad), bad).toBe(false);
    }
  });

  it('a PENDING reference of ".." sends nothing and says the reference is not understood', async () => {
    for (const reference of ['..', '../../api/v1/wallet', 'x/..']) {
      const calls: FakeCall[] = [];
      const outcome = await checkVerificationStatus(
        CONFIG,
        'vin',
        reference,
        options(fakeFetch('{}', calls)),
      );
      expect(calls, reference).toEqual([]);
      expect(outcome).toMatchObject({
        ok: false,
        attempts: 0,
        failure: { code: 'bad_request', title: 'Reference not understood', retryable: false },
      });
      expect(!outcome.ok && outcome.failure.message).toContain('nothing was sent');
    }
  });

  it('a reference of the provider shape goes to the status path, encoded', async () => {
    const calls: FakeCall[] = [];
    await checkVerificationStatus(
      CONFIG,
      'tax',
      'VER-BUSINESS_TAX_NG-2XDO45UWN2',
      options(fakeFetch('{}', calls)),
    );
    expect(calls).toEqual([
      {
        url: 'https://api.prembly.com/api/v1/verification/api/status/VER-BUSINESS_TAX_NG-2XDO45UWN2/',
        method: 'GET',
      },
    ]);
  });
});

describe('vehicle pictures', () => {
  it("are marked as on the API's own origin only when they are", async () => {
    const cases: [string, boolean][] = [
      ['https://api.prembly.com/images/car.png', true],
      ['https://tracker.example/pixel.png?who=you', false],
      ['https://api.prembly.com.evil.example/car.png', false],
      ['http://api.prembly.com/car.png', false],
      ['data:image/png;base64,iVBORw0KGgo=', false],
    ];
    for (const [image, own] of cases) {
      const body = answer({ was_charged: false }, { ...VEHICLE, vehicle_image: image });
      const outcome = await verifyVin(CONFIG, DEMO_VIN, options(fakeFetch(body, [])));
      expect(outcome.ok && outcome.data.imageOnApiOrigin, image).toBe(own);
    }
  });
});
