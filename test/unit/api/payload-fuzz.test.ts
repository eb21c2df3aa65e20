/**
 * Property tests over random provider answers (shaped by the schemas, then damaged): the interpreter
 * never throws, always gives exactly one valid outcome that can be cached and recorded, marks for retry
 * only what cannot have been billed, and never lets the key into anything shown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  interpretTaxResponse,
  interpretVinResponse,
  type Interpretation,
  type InterpretOptions,
} from '@/utils/api/interpret';
import {
  failureSchema,
  providerMetaSchema,
  taxpayerRecordSchema,
  vehicleReportSchema,
  type FailureCode,
} from '@/utils/api/model';
import { lookupResultSchema } from '@/utils/lookup/schema';
import {
  bodyText,
  envelope,
  headers,
  httpStatus,
  taxpayerData,
  vehicleData,
  weird,
} from '@/test/support/arbitraries';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const SECRET = 'sk_live_SECRET_9f8e7d6c5b4a';
const NEVER_RETRIED: readonly FailureCode[] = [
  'not_found',
  'insufficient_funds',
  'bad_key',
  'bad_request',
  'invalid_response',
  'timeout',
];
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 1500);

type Interpret = (
  status: number,
  body: string,
  headers: Record<string, string> | undefined,
  options: InterpretOptions,
) => Interpretation<unknown>;

const ENDPOINTS: readonly [string, Interpret, z.ZodType, fc.Arbitrary<Record<string, unknown>>][] = [
  ['vin', interpretVinResponse, vehicleReportSchema, vehicleData],
  ['tax', interpretTaxResponse, taxpayerRecordSchema, taxpayerData],
];

function checkOutcome(
  outcome: Interpretation<unknown>,
  status: number,
  dataSchema: z.ZodType,
  kind: 'vin' | 'tin',
): void {
  if (outcome.ok) {
    expect(status >= 200 && status <= 299).toBe(true);
    expect(dataSchema.safeParse(outcome.data).success).toBe(true);
    expect(providerMetaSchema.safeParse(outcome.meta).success).toBe(true);
    expect(JSON.stringify(outcome.meta)).not.toContain(SECRET);
    const payload =
      kind === 'vin' ? { type: 'vehicle', report: outcome.data } : { type: 'taxpayer', record: outcome.data };
    // What the service builds from it must survive the cache and history schemas.
    const result = {
      id: 'x',
      kind,
      value: 'v',
      source: { id: 'api', label: 'Custom' },
      fetchedAt: 1,
      fromCache: false,
      trigger: 'popup',
      payload,
      meta: outcome.meta,
    };
    expect(lookupResultSchema.safeParse(result).success).toBe(true);
    return;
  }
  const { failure } = outcome;
  expect(failureSchema.safeParse(failure).success).toBe(true);
  expect(failure.title.trim()).not.toBe('');
  expect(failure.message.trim()).not.toBe('');
  expect(failure.action.trim()).not.toBe('');
  expect(JSON.stringify(failure)).not.toContain(SECRET);
  if (NEVER_RETRIED.includes(failure.code)) expect(outcome.retry).toBeUndefined();
  if (outcome.retry) {
    const unbilled = status === 429 || (status >= 500 && status <= 599) || failure.code === 'retry_later';
    expect(unbilled).toBe(true);
    if (outcome.retry.afterMs !== undefined) {
      expect(outcome.retry.afterMs).toBeGreaterThanOrEqual(0);
      expect(outcome.retry.afterMs).toBeLessThanOrEqual(30_000);
    }
  }
  // HTTP statuses map onto one code whatever the body says.
  if (status === 400) expect(failure.code).toBe('bad_request');
  if (status === 401 || status === 403) expect(failure.code).toBe('bad_key');
  if (status === 402) expect(failure.code).toBe('insufficient_funds');
  if (status === 429) expect(failure.code).toBe('rate_limited');
  if (status >= 500 && status <= 599) expect(failure.code).toBe('server_error');
}

describe.each(ENDPOINTS)('the %s interpreter under random answers', (endpoint, interpret, schema, data) => {
  const kind = endpoint === 'vin' ? 'vin' : 'tin';

  it('never throws and always gives one valid, storable outcome', () => {
    fc.assert(
      fc.property(httpStatus, bodyText(envelope(data, SECRET)), headers, (status, body, head) => {
        const outcome = interpret(status, body, head, { t: english, secrets: [SECRET] });
        checkOutcome(outcome, status, schema, kind);
      }),
      { numRuns: RUNS },
    );
  });

  it('a success needs response_code 00 and a true status in the answer itself', () => {
    fc.assert(
      fc.property(envelope(data, SECRET), (answer) => {
        const outcome = interpret(200, JSON.stringify(answer), {}, { t: english, secrets: [SECRET] });
        if (!outcome.ok) return;
        const code =
          typeof answer['response_code'] === 'string'
            ? answer['response_code'].trim()
            : answer['response_code'];
        // Lenient by design: 0 and "0" read as "00" (the provider has sent numbers).
        expect(['00', '0', 0]).toContain(code);
        const flag =
          typeof answer['status'] === 'string' ? answer['status'].trim().toLowerCase() : answer['status'];
        expect([true, 'true', '1', 1]).toContain(flag);
      }),
      { numRuns: RUNS },
    );
  });

  it('any value of any type in any single field never throws', () => {
    fc.assert(
      fc.property(
        data,
        fc.constantFrom(
          'data',
          'status',
          'response_code',
          'detail',
          'message',
          'verification',
          'billing_info',
        ),
        weird,
        (record, field, value) => {
          const answer: Record<string, unknown> = { status: true, response_code: '00', data: record };
          answer[field] = value;
          checkOutcome(interpret(200, JSON.stringify(answer), undefined, { t: english }), 200, schema, kind);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
