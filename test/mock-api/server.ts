/**
 * A local stand-in for the verification provider, for tests and manual runs (README.md).
 * Loopback only: it accepts an API key in plain HTTP, which is fine on 127.0.0.1 and nowhere else.
 *
 * It serves the spec's v1 paths and the Prembly 2.0 paths, checks x-api-key like the provider does,
 * answers CORS preflights, records every call (so tests can count what would have been billed), and
 * produces any outcome on demand: special identifiers (./scenarios.ts) or POST /__scenario.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { demoBusinessTaxAnswer, demoTaxAnswer, demoVinAnswer, type DemoAnswer } from '@/utils/demo/index';
import {
  answerFor,
  HUGE_BODY_BYTES,
  pendingReference,
  type CustomAnswer,
  type Endpoint,
  type MockAnswer,
} from './answers';
import {
  isScenarioName,
  ONCE_SCENARIOS,
  SCENARIOS,
  scenarioForIdentifier,
  type ScenarioName,
} from './scenarios';

export const MOCK_PATHS = {
  vin: [
    '/api/v1/biometrics/merchant/data/verification/vehicle/vin',
    '/identitypass/verification/vehicle/vin',
    '/verification/vehicle/vin',
  ],
  tax: [
    '/api/v1/biometrics/merchant/data/verification/tin',
    '/identitypass/verification/tin',
    '/verification/tin',
  ],
  /** Business Tax: the 13-digit Tax ID, body `{ tax_number }` (the current docs; Custom may point here). */
  taxId: ['/verification/ng/business_tax'],
  wallet: ['/api/v1/biometrics/merchant/data/wallet/balance', '/api/v1/wallet'],
} as const;

/** The documented Business Tax test value, answered for scenario identifiers. */
const SANDBOX_TAX_ID = '2522520314833';
/** Business Tax's documented billing: the sample charged 1.0 USD, the amount a string. */
export const BUSINESS_TAX_BILLING = {
  was_charged: true,
  amount: '1.0',
  currency: 'USD',
  note: 'Wallet charged 1.0 USD',
} as const;

/** The free status check of the current generation: GET /api/v1/verification/api/status/{reference}/. */
const STATUS_PATH = /^\/api\/v1\/verification\/api\/status\/([^/]+)$/;

/** A sandbox key: verification calls pass, the live-only wallet refuses it. */
export const MOCK_SANDBOX_KEY = 'test_sandbox-key';

export interface MockApiOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** The only key accepted. Default 'test-key'. */
  apiKey?: string;
  /** When set, the app-id header must equal it. */
  appId?: string;
  /** Wallet balance reported by the wallet endpoints. Default "25000.00". */
  walletBalance?: string;
  /**
   * What each authenticated verification call takes from the wallet, per endpoint (e.g. `{ tax: 100 }`):
   * a provider whose answer reports no cost still lowers the balance. Unset, the balance never moves.
   */
  walletPrices?: Partial<Record<Endpoint, number>>;
  /** A sandbox key (verification works, the wallet refuses it). Default MOCK_SANDBOX_KEY. */
  sandboxKey?: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  endpoint: Endpoint | 'wallet' | 'status' | 'preflight' | 'other';
  /** Lower-cased header names; the x-api-key value is replaced by "<redacted>". */
  headers: Record<string, string>;
  /** Parsed JSON when it parsed, else the raw text ('' for none). */
  body: unknown;
  /** Date.now() on arrival. */
  time: number;
  /** The scenario that answered, when one did. */
  scenario?: ScenarioName;
  /** Status sent, or undefined for a destroyed connection. */
  status?: number;
  /** Date.now() when the connection finished or was dropped (to measure how many calls overlap). */
  finishedAt?: number;
  /** True once x-api-key (and app-id, when required) passed: the provider would bill from here on. */
  authenticated: boolean;
}

export interface ScenarioOptions {
  /** How many following verification calls get it. Default 1. */
  times?: number;
  /** Delay for `slow`, drip interval for `slow_drip`. */
  delayMs?: number;
  /** Retry-After value for `rate_limited_retry_after` / `rate_limited_once` (seconds or HTTP-date). */
  retryAfter?: string;
  /** For `custom`: the status, headers and body to answer. */
  answer?: CustomAnswer;
}

export interface MockApi {
  url: string;
  port: number;
  apiKey: string;
  close(): Promise<void>;
  /** Live log of every call except the /__ control endpoints. */
  readonly calls: readonly RecordedCall[];
  /** Billable calls: POSTs to a verification endpoint that passed the key check. */
  verificationCalls(): RecordedCall[];
  /** Forgets calls, queued scenarios and "once" counters. */
  reset(): void;
  /** Queues a scenario for the next verification calls, whatever identifier they carry. */
  setScenario(scenario: ScenarioName, options?: ScenarioOptions): void;
  /** Calls per "METHOD path" (preflights left out), e.g. `{"POST /verification/vehicle/vin": 1}`. */
  countsByPath(): Record<string, number>;
}

interface QueuedScenario {
  scenario: ScenarioName;
  remaining: number;
  served: number;
  delayMs?: number;
  retryAfter?: string;
  answer?: CustomAnswer;
}

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'x-api-key, app-id, content-type, accept',
  'Access-Control-Allow-Methods': 'POST, GET',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
};
const MAX_REQUEST_BYTES = 1024 * 1024;

// The sandbox values answer for scenario identifiers, which the demo does not know.
const SANDBOX_VIN = 'AAA00000000';
const SANDBOX_TAX: Record<'TIN' | 'CAC' | 'Phone', string> = {
  TIN: '20304753-0001',
  CAC: 'Rc323479',
  Phone: '08082838487',
};

function endpointOf(path: string): Endpoint | 'wallet' | 'status' | 'other' {
  if (STATUS_PATH.test(path)) return 'status';
  if ((MOCK_PATHS.vin as readonly string[]).includes(path)) return 'vin';
  if ((MOCK_PATHS.tax as readonly string[]).includes(path)) return 'tax';
  if ((MOCK_PATHS.taxId as readonly string[]).includes(path)) return 'taxId';
  if ((MOCK_PATHS.wallet as readonly string[]).includes(path)) return 'wallet';
  return 'other';
}

function recordedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name] = name === 'x-api-key' ? '<redacted>' : Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function readRequestBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_REQUEST_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The identifier a verification call asked about, and the answer field that names it. */
function askedIdentifier(
  endpoint: string,
  body: Record<string, unknown>,
): { field: string; value: string } | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (endpoint === 'taxId') return { field: 'tin', value: text(body['tax_number']) };
  if (endpoint !== 'tax') return undefined;
  const channel = channelOf(body['channel']);
  const field = channel === 'CAC' ? 'cac_reg_number' : channel === 'Phone' ? 'phone_number' : undefined;
  return field ? { field, value: text(body['number']) } : undefined;
}

/** A success about `asked`: its record names the number asked in the field of that kind. */
function aboutAsked(answer: DemoAnswer, asked: { field: string; value: string } | undefined): DemoAnswer {
  const body = answer.body as { response_code?: unknown; data?: unknown };
  if (!asked || body.response_code !== '00' || typeof body.data !== 'object' || body.data === null)
    return answer;
  const data = body.data as Record<string, unknown>;
  if (data[asked.field] === asked.value) return answer;
  return { ...answer, body: { ...body, data: { ...data, [asked.field]: asked.value } } };
}

/** A Business Tax success carries its billing, as the documented sample does; its "not found" says nothing
 * of billing (undocumented). */
function withBusinessTaxBilling(answer: DemoAnswer): DemoAnswer {
  const body = answer.body as Record<string, unknown>;
  return body['response_code'] === '00'
    ? { ...answer, body: { ...body, billing_info: { ...BUSINESS_TAX_BILLING } } }
    : answer;
}

function channelOf(value: unknown): 'TIN' | 'CAC' | 'Phone' | undefined {
  if (value === undefined || value === null || value === '') return 'TIN'; // the spec's default
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return lower === 'tin' ? 'TIN' : lower === 'cac' ? 'CAC' : lower === 'phone' ? 'Phone' : undefined;
}

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const apiKey = options.apiKey ?? 'test-key';
  const sandboxKey = options.sandboxKey ?? MOCK_SANDBOX_KEY;
  /** Moves only with walletPrices: then each billable call lowers it. */
  let walletLeft = Number(options.walletBalance ?? '25000.00');
  /** PENDING answers given, by reference: what the status check finishes them with. */
  const pending = new Map<string, { endpoint: Endpoint; body: unknown }>();
  const calls: RecordedCall[] = [];
  const queue: QueuedScenario[] = [];
  const onceSeen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  let closed = false;

  function later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) action();
    }, ms);
    timers.add(timer);
  }

  function send(
    response: ServerResponse,
    call: RecordedCall | undefined,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (call) call.status = status;
    if (response.destroyed) return;
    const text = JSON.stringify(body);
    response.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    response.end(text);
  }

  function writeAnswer(response: ServerResponse, call: RecordedCall, answer: MockAnswer): void {
    switch (answer.kind) {
      case 'json': {
        const go = (): void => send(response, call, answer.status, answer.body, answer.headers);
        if (answer.delayMs) later(answer.delayMs, go);
        else go();
        return;
      }
      case 'text':
        call.status = answer.status;
        response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': answer.contentType });
        response.end(answer.text);
        return;
      case 'reset':
        response.socket?.destroy();
        return;
      case 'drip': {
        call.status = answer.status;
        response.writeHead(answer.status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
        response.flushHeaders();
        let offset = 0;
        const next = (): void => {
          if (response.destroyed) return;
          const chunk = answer.text.slice(offset, offset + answer.chunkBytes);
          offset += answer.chunkBytes;
          if (offset >= answer.text.length) return void response.end(chunk);
          response.write(chunk);
          later(answer.intervalMs, next);
        };
        next();
        return;
      }
      case 'huge':
        call.status = 200;
        streamHuge(response, answer.bytes);
        return;
    }
  }

  /** A valid-looking JSON answer of `bytes` bytes, chunked (no Content-Length), honouring back-pressure. */
  function streamHuge(response: ServerResponse, bytes: number = HUGE_BODY_BYTES): void {
    response.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
    const head =
      '{"status":true,"response_code":"00","message":"ok","data":{"vehicle_name":"Huge","padding":"';
    const tail = '"}}';
    const block = 'x'.repeat(64 * 1024);
    let remaining = bytes - head.length - tail.length;
    response.write(head);
    const pump = (): void => {
      while (remaining > 0 && !response.destroyed) {
        const piece = remaining >= block.length ? block : block.slice(0, remaining);
        remaining -= piece.length;
        if (!response.write(piece)) return void response.once('drain', pump);
      }
      if (!response.destroyed) response.end(tail);
    };
    pump();
  }

  /** The scenario for this call: the control queue first, then a special identifier. */
  function pickScenario(
    identifierScenario: ScenarioName | undefined,
    onceKey: string,
  ): {
    scenario: ScenarioName | undefined;
    delayMs?: number;
    retryAfter?: string;
    answer?: CustomAnswer;
  } {
    const queued = queue[0];
    if (queued) {
      queued.remaining -= 1;
      queued.served += 1;
      if (queued.remaining <= 0) queue.shift();
      const failing = ONCE_SCENARIOS[queued.scenario];
      const scenario = failing && queued.served === 1 ? failing : queued.scenario;
      return { scenario, delayMs: queued.delayMs, retryAfter: queued.retryAfter, answer: queued.answer };
    }
    if (!identifierScenario) return { scenario: undefined };
    const failing = ONCE_SCENARIOS[identifierScenario];
    if (failing && !onceSeen.has(onceKey)) {
      onceSeen.add(onceKey);
      return { scenario: failing };
    }
    return { scenario: identifierScenario };
  }

  async function handleVerification(
    request: IncomingMessage,
    response: ServerResponse,
    call: RecordedCall,
    endpoint: Endpoint,
  ): Promise<void> {
    const text = await readRequestBody(request);
    if (text === undefined)
      return send(response, call, 413, { status: false, detail: 'Request body too large' });
    call.body = text === '' ? '' : parseJson(text);

    const key = request.headers['x-api-key'];
    if (key === undefined || key === '') {
      return send(response, call, 401, { detail: 'Authentication credentials were not provided.' });
    }
    if (key !== apiKey && key !== sandboxKey)
      return send(response, call, 401, { status: false, message: 'Unauthorized: invalid API key' });
    if (options.appId !== undefined && request.headers['app-id'] !== options.appId) {
      return send(response, call, 401, { status: false, message: 'Unauthorized: invalid app-id' });
    }
    call.authenticated = true;
    const walletPrice = options.walletPrices?.[endpoint];
    if (walletPrice !== undefined) walletLeft = Math.round((walletLeft - walletPrice) * 100) / 100;
    if (typeof call.body !== 'object' || call.body === null || Array.isArray(call.body)) {
      return send(response, call, 400, { status: false, detail: 'JSON parse error: expected an object' });
    }
    const body = call.body as Record<string, unknown>;

    let demo: DemoAnswer;
    let identifierScenario: ScenarioName | undefined;
    let onceKey: string;
    if (endpoint === 'vin') {
      const vin = typeof body['vin'] === 'string' ? body['vin'].trim() : '';
      if (vin === '')
        return send(response, call, 400, { status: false, response_code: '', message: 'vin is required' });
      identifierScenario = scenarioForIdentifier('vin', vin);
      demo = demoVinAnswer(identifierScenario ? SANDBOX_VIN : vin);
      onceKey = `vin:${vin.toUpperCase()}`;
    } else if (endpoint === 'taxId') {
      const taxNumber = typeof body['tax_number'] === 'string' ? body['tax_number'].trim() : '';
      if (taxNumber === '')
        return send(response, call, 400, { status: false, detail: 'tax_number is required' });
      identifierScenario = scenarioForIdentifier('TIN', taxNumber);
      demo = withBusinessTaxBilling(demoBusinessTaxAnswer(identifierScenario ? SANDBOX_TAX_ID : taxNumber));
      onceKey = `taxId:${taxNumber}`;
    } else {
      const channel = channelOf(body['channel']);
      if (!channel)
        return send(response, call, 400, { status: false, detail: 'channel must be one of TIN, CAC, Phone' });
      const number = typeof body['number'] === 'string' ? body['number'].trim() : '';
      if (number === '') return send(response, call, 400, { status: false, detail: 'number is required' });
      identifierScenario = scenarioForIdentifier(channel, number);
      demo = demoTaxAnswer(channel, identifierScenario ? SANDBOX_TAX[channel] : number);
      onceKey = `${channel}:${number}`;
    }

    // A provider answers about the number it was asked: the sandbox record a scenario identifier borrows
    // carries that number in its own field (an answer about another number is no verdict: answer-identity.ts).
    const asked = askedIdentifier(endpoint, body);
    demo = aboutAsked(demo, asked);
    const picked = pickScenario(identifierScenario, onceKey);
    const scenario = picked.scenario ?? 'success';
    if (picked.scenario) call.scenario = picked.scenario;
    const isSuccess =
      demo.httpStatus === 200 && (demo.body as { response_code?: unknown }).response_code === '00';
    const success = isSuccess
      ? demo
      : aboutAsked(
          endpoint === 'vin'
            ? demoVinAnswer(SANDBOX_VIN)
            : endpoint === 'taxId'
              ? withBusinessTaxBilling(demoBusinessTaxAnswer(SANDBOX_TAX_ID))
              : demoTaxAnswer('TIN', SANDBOX_TAX.TIN),
          asked,
        );
    const reference = pendingReference(onceKey);
    if (scenario === 'pending') pending.set(reference, { endpoint, body: success.body });
    const context = {
      endpoint,
      demo,
      success,
      delayMs: picked.delayMs,
      retryAfter: picked.retryAfter,
      custom: picked.answer,
      reference,
    };
    writeAnswer(response, call, answerFor(scenario, context));
  }

  function handleWallet(request: IncomingMessage, response: ServerResponse, call: RecordedCall): void {
    const key = request.headers['x-api-key'];
    if (key === undefined || key === '')
      return send(response, call, 401, { detail: 'Authentication credentials were not provided.' });
    if (key === sandboxKey) {
      return send(response, call, 403, {
        status: false,
        detail: 'This endpoint is only available in live environment.',
      });
    }
    if (key !== apiKey)
      return send(response, call, 401, { status: false, message: 'Unauthorized: invalid API key' });
    const balance = options.walletPrices ? walletLeft.toFixed(2) : (options.walletBalance ?? '25000.00');
    if (call.path === '/api/v1/wallet') {
      // The current docs' shape: a number, no response_code.
      return send(response, call, 200, {
        status: true,
        data: {
          country_code: 'NG',
          name: 'Mock Merchant',
          email: 'merchant@example.com',
          currency: 'NGN',
          balance: Number(balance),
          is_active: true,
        },
      });
    }
    send(response, call, 200, {
      status: true,
      response_code: '00',
      detail: 'Wallet balance retrieved',
      data: { balance, currency: 'NGN' },
    });
  }

  /** The free status check: the documented answer, with the finished verification in response_data. */
  function handleStatus(request: IncomingMessage, response: ServerResponse, call: RecordedCall): void {
    const key = request.headers['x-api-key'];
    if (key !== apiKey && key !== sandboxKey)
      return send(response, call, 401, { status: false, message: 'Unauthorized: invalid API key' });
    const reference = decodeURIComponent(STATUS_PATH.exec(call.path)?.[1] ?? '');
    const earlier = pending.get(reference);
    if (!earlier) return send(response, call, 404, { status: false, detail: 'Verification not found.' });
    send(response, call, 200, {
      status: true,
      data: {
        reference,
        response_code: '00',
        price: '100.0',
        endpoint_name:
          earlier.endpoint === 'vin' ? 'Vehicle VIN' : earlier.endpoint === 'taxId' ? 'Business Tax' : 'TIN',
        billing_status: true,
        verification_status: 'VERIFIED',
        response_data: earlier.body,
        created_at: '2026-11-23T09:00:00Z',
      },
    });
  }

  async function handleControl(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    if (path === '/__calls' && request.method === 'GET') return send(response, undefined, 200, calls);
    if (path === '/__counts' && request.method === 'GET')
      return send(response, undefined, 200, api.countsByPath());
    if (path === '/__calls' && request.method === 'DELETE') {
      api.reset();
      return send(response, undefined, 200, { ok: true });
    }
    if (path === '/__scenarios' && request.method === 'GET') return send(response, undefined, 200, SCENARIOS);
    if (path === '/__scenario' && request.method === 'DELETE') {
      queue.length = 0;
      return send(response, undefined, 200, { ok: true });
    }
    if (path === '/__scenario' && request.method === 'POST') {
      const raw = parseJson((await readRequestBody(request)) ?? '');
      const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      if (!isScenarioName(input['scenario'])) {
        return send(response, undefined, 400, {
          ok: false,
          error: 'Unknown scenario',
          scenarios: SCENARIOS.map((s) => s.name),
        });
      }
      const scenarioOptions: ScenarioOptions = {};
      if (typeof input['times'] === 'number') scenarioOptions.times = input['times'];
      if (typeof input['delayMs'] === 'number') scenarioOptions.delayMs = input['delayMs'];
      if (typeof input['retryAfter'] === 'string' || typeof input['retryAfter'] === 'number') {
        scenarioOptions.retryAfter = String(input['retryAfter']);
      }
      const answer = input['answer'];
      if (typeof answer === 'object' && answer !== null) scenarioOptions.answer = answer as CustomAnswer;
      api.setScenario(input['scenario'], scenarioOptions);
      return send(response, undefined, 200, {
        ok: true,
        queued: queue.map((q) => ({ scenario: q.scenario, remaining: q.remaining })),
      });
    }
    return send(response, undefined, 404, { detail: 'Not found.' });
  }

  /** CORS preflight; Chrome's Private Network Access asks an extra question for loopback targets. */
  function preflight(
    request: IncomingMessage,
    response: ServerResponse,
    call: RecordedCall | undefined,
  ): void {
    if (call) call.status = 204;
    const extra: Record<string, string> =
      request.headers['access-control-request-private-network'] === 'true'
        ? { 'Access-Control-Allow-Private-Network': 'true' }
        : {};
    response.writeHead(204, { ...CORS_HEADERS, ...extra });
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/+$/, '') || '/';
    if (path.startsWith('/__')) {
      if (request.method === 'OPTIONS') return preflight(request, response, undefined);
      return handleControl(request, response, path);
    }
    const endpoint = endpointOf(path);
    const call: RecordedCall = {
      method: request.method ?? '',
      path,
      endpoint: request.method === 'OPTIONS' ? 'preflight' : endpoint,
      headers: recordedHeaders(request),
      body: '',
      time: Date.now(),
      authenticated: false,
    };
    calls.push(call);
    response.once('close', () => {
      call.finishedAt = Date.now();
    });

    if (request.method === 'OPTIONS') return preflight(request, response, call);
    if (endpoint === 'other') return send(response, call, 404, { detail: 'Not found.' });
    if (endpoint === 'wallet' || endpoint === 'status') {
      if (request.method !== 'GET')
        return send(response, call, 405, { detail: `Method "${request.method}" not allowed.` });
      return endpoint === 'wallet'
        ? handleWallet(request, response, call)
        : handleStatus(request, response, call);
    }
    if (request.method !== 'POST')
      return send(response, call, 405, { detail: `Method "${request.method}" not allowed.` });
    return handleVerification(request, response, call, endpoint);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, undefined, 500, { detail: 'Mock server error' });
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 127.0.0.1 only: never reachable from another machine.
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const api: MockApi = {
    url: `http://127.0.0.1:${port}`,
    port,
    apiKey,
    get calls() {
      return calls;
    },
    verificationCalls() {
      return calls.filter((call) => call.authenticated);
    },
    reset() {
      calls.length = 0;
      queue.length = 0;
      onceSeen.clear();
      pending.clear();
    },
    countsByPath() {
      const counts: Record<string, number> = {};
      for (const call of calls) {
        if (call.endpoint === 'preflight') continue;
        const name = `${call.method} ${call.path}`;
        counts[name] = (counts[name] ?? 0) + 1;
      }
      return counts;
    },
    setScenario(scenario, scenarioOptions = {}) {
      const entry: QueuedScenario = {
        scenario,
        remaining: Math.max(1, Math.floor(scenarioOptions.times ?? 1)),
        served: 0,
      };
      if (scenarioOptions.delayMs !== undefined) entry.delayMs = scenarioOptions.delayMs;
      if (scenarioOptions.retryAfter !== undefined) entry.retryAfter = scenarioOptions.retryAfter;
      if (scenarioOptions.answer !== undefined) entry.answer = scenarioOptions.answer;
      queue.push(entry);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
  return api;
}
