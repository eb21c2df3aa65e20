/**
 * What the mock API answers for each scenario. Successful data always comes from the built-in demo
 * records (utils/demo), so the mock, the demo source and the tests agree on what a record looks like;
 * scenarios that bend a success (quirks, wrong types) start from a copy of one.
 */
import type { DemoAnswer } from '@/utils/demo/index';
import type { ScenarioName } from './scenarios';

/** `taxId`: Business Tax, which takes the 13-digit Tax ID. */
export type Endpoint = 'vin' | 'tax' | 'taxId';

export type MockAnswer =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string>; delayMs?: number }
  | { kind: 'text'; status: number; contentType: string; text: string }
  | { kind: 'reset' }
  | { kind: 'drip'; status: number; text: string; chunkBytes: number; intervalMs: number }
  | { kind: 'huge'; bytes: number };

export interface AnswerContext {
  endpoint: Endpoint;
  /** The demo answer for the identifier that was sent (may be a 01). */
  demo: DemoAnswer;
  /** A successful demo answer: `demo` when it is one, else the sandbox record. */
  success: DemoAnswer;
  /** For `slow` and `slow_drip`. */
  delayMs?: number;
  /** Retry-After value for the 429 scenarios that send one. */
  retryAfter?: string;
  /** For `custom`: what to answer instead of the success record. */
  custom?: CustomAnswer;
  /** For `pending`: the reference the status endpoint will answer for. */
  reference?: string;
}

/** An arbitrary answer for `custom`, e.g. a hostile payload; omitted parts default to a plain 200 JSON. */
export interface CustomAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON; a string is sent as it is (to serve text that is not JSON). */
  body?: unknown;
  contentType?: string;
}

export const DEFAULT_SLOW_MS = 2000;
export const DEFAULT_DRIP_INTERVAL_MS = 200;
export const HUGE_BODY_BYTES = 10 * 1024 * 1024;

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
const CAPTIVE_PORTAL =
  '<!DOCTYPE html><html><head><title>Hotel Wi-Fi</title></head><body><h1>Welcome</h1><p>Please accept the terms to continue.</p><form><button>Connect</button></form></body></html>';

type Body = Record<string, unknown>;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function successBody(context: AnswerContext): Body {
  return clone(context.success.body) as Body;
}

function successData(context: AnswerContext): Body {
  const data = successBody(context)['data'];
  return typeof data === 'object' && data !== null ? (data as Body) : {};
}

/** Failures use `message` on the VIN endpoint and `detail` on the tax endpoint, as the spec does. */
function failureBody(context: AnswerContext, responseCode: string, text: string, status = false): Body {
  const key = context.endpoint === 'vin' ? 'message' : 'detail';
  return { status, response_code: responseCode, [key]: text };
}

function json(body: unknown, status = 200, headers?: Record<string, string>): MockAnswer {
  return headers ? { kind: 'json', status, body, headers } : { kind: 'json', status, body };
}

function wrongTypes(context: AnswerContext): Body {
  const data = successData(context);
  if (context.endpoint === 'vin') {
    const specification = Array.isArray(data['vehicle_specification']) ? data['vehicle_specification'] : [];
    return {
      status: 'true',
      response_code: 0,
      message: 'VIN retrieved successfully',
      data: {
        ...data,
        vehicle_age: Number(data['vehicle_age']) || 4,
        vehicle_made_in: null,
        vehicle_image: false,
        market_analysis: 'n/a',
        vehicle_specification: [
          { year: 2022 },
          ...specification.slice(1),
          'stray',
          null,
          { doors: 4, engine: null },
        ],
        fuel_details: { City_Mileage: 30, Highway_Mileage: 38, Fuel_Type: null, Fuel_Capacity: 13.2 },
        vehicle_equipments: { not: 'a list' },
        vehicle_warranty: null,
      },
    };
  }
  return {
    status: 'true',
    response_code: 0,
    detail: 'Verification Successful',
    data: {
      ...data,
      jittin: Number(data['jittin']) || 10001,
      email: null,
      tax_office: 42,
      phone_number: Number(data['phone_number']) || 8082838487,
    },
  };
}

function quirks(context: AnswerContext): Body {
  const data = successData(context);
  const extras = {
    session: { id: 'sess_mock' },
    verification: { status: 'VERIFIED', reference: '  ref-mock-0001  ' },
    billing_info: { was_charged: 'true', amount: 50, currency: 'NGN' },
    some_future_field: { nested: [1, 2, 3] },
  };
  if (context.endpoint === 'vin') {
    const specification = Array.isArray(data['vehicle_specification']) ? data['vehicle_specification'] : [];
    const warranty = Array.isArray(data['vehicle_warranty']) ? data['vehicle_warranty'] : [];
    const { vehicle_age: _dropped, ...rest } = data;
    return {
      status: true,
      response_code: '00',
      detail: '  VIN retrieved successfully  ',
      message: 'ignored because detail is given',
      ...extras,
      data: {
        ...rest,
        vehicle_name: `   ${String(data['vehicle_name'] ?? '')}   `,
        vehicle_made_in: '',
        vehicle_image: null,
        unknown_block: { anything: true },
        vehicle_specification: [...specification, {}, { extra_one: ' A ', extra_two: 'B' }],
        vehicle_warranty: [
          ...warranty,
          { type: 'Corrosion', warranty: '5 years', estimated_remainings: 'EXPIRED' },
        ],
      },
    };
  }
  const { tax_office: _dropped, ...rest } = data;
  return {
    status: 'true',
    response_code: '00',
    message: ' Verification Successful ',
    ...extras,
    data: {
      ...rest,
      taxpayer_name: `  ${String(data['taxpayer_name'] ?? '')}  `,
      email: null,
      cac_reg_number: '',
      phone_number: ` ${String(data['phone_number'] ?? '')} `,
      directors: ['not in the spec'],
    },
  };
}

function nothingToShow(context: AnswerContext): Body {
  const data =
    context.endpoint === 'vin'
      ? {
          vehicle_name: '',
          vehicle_specification: [],
          vehicle_equipments: [{ section: 'Chassis', details: [] }],
        }
      : { taxpayer_name: '', firstin: null, jittin: '', email: 'someone@example.com' };
  return { status: true, response_code: '00', message: 'Retrieved', data };
}

export const MOCK_PRICE = { amount: '100.00', currency: 'NGN' } as const;
const CHARGED = { was_charged: true, ...MOCK_PRICE };
const META = { timestamp: '2026-11-23T09:00:00Z', version: 'v1', request_id: 'req-mock-0001' };

/** The reference a PENDING answer carries for this identifier; the status endpoint knows it. */
export function pendingReference(onceKey: string): string {
  return `ref-pending-${onceKey.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The answers of the current generation (billing info, verification status, newer envelope). */
function currentGeneration(scenario: ScenarioName, context: AnswerContext): MockAnswer | undefined {
  const body = successBody(context);
  switch (scenario) {
    case 'charged':
      return json({
        ...body,
        verification: { status: 'VERIFIED', reference: 'ref-mock-charged' },
        billing_info: CHARGED,
      });
    case 'charged_slow':
      return {
        kind: 'json',
        status: 200,
        body: {
          ...body,
          verification: { status: 'VERIFIED', reference: 'ref-mock-charged' },
          billing_info: CHARGED,
        },
        delayMs: context.delayMs ?? DEFAULT_SLOW_MS,
      };
    case 'pending':
      return json({
        status: true,
        response_code: '00',
        message: 'Verification is being processed',
        data: {},
        verification: { status: 'PENDING', reference: context.reference ?? 'ref-pending' },
        billing_info: CHARGED,
      });
    case 'not_verified':
      return json({
        ...body,
        verification: { status: 'NOT-VERIFIED', reference: 'ref-mock-nv' },
        billing_info: CHARGED,
      });
    case 'new_envelope':
      return json({
        data: body['data'],
        status: true,
        message: 'Request successful.',
        errors: {},
        meta: META,
        billing_info: CHARGED,
      });
    case 'new_envelope_errors':
      return json(
        {
          data: null,
          status: false,
          message: 'Validation failed.',
          errors:
            context.endpoint === 'vin'
              ? { vin: ['Ensure this field has at least 17 characters.'] }
              : { number: ['This field is required.'] },
          meta: META,
          billing_info: { was_charged: false },
        },
        400,
      );
    case 'http_402_text':
      return { kind: 'text', status: 402, contentType: 'text/plain', text: 'Payment Required' };
    default:
      return undefined;
  }
}

/** The answer for a scenario; `_once` scenarios are resolved by the server before this is called. */
export function answerFor(scenario: ScenarioName, context: AnswerContext): MockAnswer {
  const current = currentGeneration(scenario, context);
  if (current) return current;
  switch (scenario) {
    case 'success':
    case 'retry_later_once':
    case 'rate_limited_once':
    case 'http_503_once':
    case 'reset_once':
      return json(context.demo.body, context.demo.httpStatus);
    case 'not_found':
      return json(failureBody(context, '01', 'No record found for this identifier'));
    case 'retry_later':
      return json(failureBody(context, '02', 'Service temporarily unavailable, please try again later'));
    case 'insufficient_funds':
      return json(failureBody(context, '03', 'Insufficient wallet balance, please fund your wallet'));
    case 'http_400':
      return json({ status: false, detail: 'Bad request: the request could not be processed' }, 400);
    case 'http_401':
      return json({ detail: 'Invalid API key or inactive organisation' }, 401);
    case 'http_402':
      return json({ status: false, message: 'Payment required: please fund your wallet' }, 402);
    case 'http_403':
      return json({ detail: 'You do not have permission to perform this action.' }, 403);
    case 'rate_limited_retry_after':
      return json({ detail: 'Request was throttled.' }, 429, { 'Retry-After': context.retryAfter ?? '1' });
    case 'rate_limited':
      return json({ detail: 'Request was throttled.' }, 429);
    case 'http_500':
      return json({ detail: 'A server error occurred.' }, 500);
    case 'http_503':
      return json({ detail: 'Service unavailable' }, 503);
    case 'slow':
      return {
        kind: 'json',
        status: context.demo.httpStatus,
        body: context.demo.body,
        delayMs: context.delayMs ?? DEFAULT_SLOW_MS,
      };
    case 'html_502':
      return { kind: 'text', status: 502, contentType: 'text/html', text: NGINX_502 };
    case 'html_200':
      return { kind: 'text', status: 200, contentType: 'text/html; charset=utf-8', text: CAPTIVE_PORTAL };
    case 'malformed_json':
      return {
        kind: 'text',
        status: 200,
        contentType: 'application/json',
        text: "{'status': True, 'response_code': '00', data: }",
      };
    case 'truncated_json': {
      const text = JSON.stringify(successBody(context));
      return {
        kind: 'text',
        status: 200,
        contentType: 'application/json',
        text: text.slice(0, Math.floor(text.length / 2)),
      };
    }
    case 'wrong_types':
      return json(wrongTypes(context));
    case 'phone_as_number': {
      const body = successBody(context);
      const data = body['data'] as Body | undefined;
      if (context.endpoint === 'tax' && data)
        data['phone_number'] = Number(String(data['phone_number']).replace(/\D/g, ''));
      return json(body);
    }
    case 'status_true_01':
      return json(failureBody(context, '01', 'No record found for this identifier', true));
    case 'status_false_00':
      return json({ ...successBody(context), status: false });
    case 'huge':
      return { kind: 'huge', bytes: HUGE_BODY_BYTES };
    case 'reset':
      return { kind: 'reset' };
    case 'slow_drip':
      return {
        kind: 'drip',
        status: 200,
        text: JSON.stringify(context.demo.body),
        chunkBytes: 64,
        intervalMs: context.delayMs ?? DEFAULT_DRIP_INTERVAL_MS,
      };
    case 'no_data':
      return json({ status: true, response_code: '00', message: 'Retrieved successfully' });
    case 'nothing_to_show':
      return json(nothingToShow(context));
    case 'unknown_code':
      return json(failureBody(context, '99', 'Unexpected upstream error'));
    case 'quirks':
      return json(quirks(context));
    case 'custom': {
      const custom = context.custom;
      if (!custom || custom.body === undefined) return json(context.demo.body, context.demo.httpStatus);
      if (typeof custom.body === 'string') {
        return {
          kind: 'text',
          status: custom.status ?? 200,
          contentType: custom.contentType ?? 'application/json',
          text: custom.body,
        };
      }
      return json(custom.body, custom.status ?? 200, custom.headers);
    }
    case 'redirect':
      // Port 9 (discard) on loopback: following it would fail, and it must never be followed with the key.
      return json({ detail: 'Moved' }, 307, { Location: 'http://127.0.0.1:9/elsewhere' });
    default:
      // The current generation's scenarios are answered above.
      return json(context.demo.body, context.demo.httpStatus);
  }
}
