/**
 * The mock provider itself, driven with plain fetch: routes, auth, CORS, the call log, the control
 * endpoints, scenario identifiers and the CLI.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoVinAnswer } from '@/utils/demo/index';
import {
  SCENARIO_CACS,
  SCENARIO_NAMES,
  SCENARIO_PHONES,
  SCENARIO_TINS,
  SCENARIO_VINS,
  SCENARIOS,
  scenarioForIdentifier,
} from '@/test/mock-api/scenarios';
import { MOCK_PATHS, startMockApi, type MockApi } from '@/test/mock-api/server';

const VIN_PATH = MOCK_PATHS.vin[0];
const TIN_PATH = MOCK_PATHS.tax[0];
let api: MockApi;

function post(path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': 'test-key' }) {
  return fetch(api.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  api = await startMockApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => api.reset());

describe('serving', () => {
  it('binds to 127.0.0.1 on a random port with the default key', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(api.port).toBeGreaterThan(0);
    expect(api.apiKey).toBe('test-key');
  });

  it('answers demo VINs and taxpayers on the spec and Prembly 2.0 paths', async () => {
    const spec = await post(VIN_PATH, { vin: 'AAA00000000' });
    expect(spec.status).toBe(200);
    expect(await spec.json()).toEqual(demoVinAnswer('AAA00000000').body);
    const prembly = await post(MOCK_PATHS.vin[1], { vin: '1HGCP2F31CA094217' });
    expect(await prembly.json()).toMatchObject({ response_code: '00' });
    const phone = await post(MOCK_PATHS.tax[1], { channel: 'PHONE', number: '08082838487' });
    expect(await phone.json()).toMatchObject({ response_code: '00', data: { taxpayer_name: 'test test' } });
    const defaultChannel = await post(TIN_PATH, { number: '20304753-0001' });
    expect(await defaultChannel.json()).toMatchObject({ response_code: '00' });
  });

  it('answers 01 for an unknown identifier', async () => {
    const response = await post(VIN_PATH, { vin: '1FTFW1ET5DFC10312' });
    expect(await response.json()).toMatchObject({ status: false, response_code: '01' });
  });

  it('rejects bad requests with 400 and unknown paths with 404', async () => {
    expect((await post(VIN_PATH, {})).status).toBe(400);
    expect((await post(VIN_PATH, 'not json')).status).toBe(400);
    expect((await post(TIN_PATH, { channel: 'BVN', number: '1' })).status).toBe(400);
    expect((await post(TIN_PATH, { channel: 'TIN' })).status).toBe(400);
    expect((await post('/api/v2/nothing', { vin: 'x' })).status).toBe(404);
    expect((await fetch(api.url + VIN_PATH, { headers: { 'x-api-key': 'test-key' } })).status).toBe(405);
  });

  it('reports the wallet balance', async () => {
    const response = await fetch(api.url + MOCK_PATHS.wallet[0], { headers: { 'x-api-key': 'test-key' } });
    expect(await response.json()).toMatchObject({
      status: true,
      data: { balance: '25000.00', currency: 'NGN' },
    });
  });
});

describe('authentication', () => {
  it('a missing key gets the Django-style detail', async () => {
    const response = await post(VIN_PATH, { vin: 'AAA00000000' }, {});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('a wrong key gets status false and a message', async () => {
    const response = await post(VIN_PATH, { vin: 'AAA00000000' }, { 'x-api-key': 'nope' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, message: 'Unauthorized: invalid API key' });
    const wallet = await fetch(api.url + MOCK_PATHS.wallet[0], { headers: { 'x-api-key': 'nope' } });
    expect(wallet.status).toBe(401);
  });

  it('checks app-id when configured, and honours a custom key', async () => {
    const strict = await startMockApi({ apiKey: 'k-123', appId: 'app-9' });
    try {
      const call = (headers: Record<string, string>) =>
        fetch(strict.url + VIN_PATH, {
          method: 'POST',
          headers,
          body: JSON.stringify({ vin: 'AAA00000000' }),
        });
      expect((await call({ 'x-api-key': 'k-123' })).status).toBe(401);
      expect((await call({ 'x-api-key': 'k-123', 'app-id': 'app-9' })).status).toBe(200);
      expect((await call({ 'x-api-key': 'test-key', 'app-id': 'app-9' })).status).toBe(401);
      expect(strict.verificationCalls()).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });
});

describe('CORS', () => {
  it('answers preflights with the allowed origin, headers and methods', async () => {
    const response = await fetch(api.url + VIN_PATH, {
      method: 'OPTIONS',
      headers: {
        Origin: 'chrome-extension://abc',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, app-id, content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-api-key, app-id, content-type/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    expect(api.calls[0]).toMatchObject({ method: 'OPTIONS', endpoint: 'preflight', authenticated: false });
  });

  it('sends Access-Control-Allow-Origin on answers too', async () => {
    const response = await post(VIN_PATH, { vin: 'AAA00000000' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('call log', () => {
  it('records path, headers without the key value, body, time and status', async () => {
    const before = Date.now();
    await post(
      TIN_PATH,
      { channel: 'CAC', number: 'RC1456032' },
      { 'x-api-key': 'test-key', 'app-id': 'a1' },
    );
    const [call] = api.calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: TIN_PATH,
      endpoint: 'tax',
      body: { channel: 'CAC', number: 'RC1456032' },
      status: 200,
      authenticated: true,
    });
    expect(call?.headers['x-api-key']).toBe('<redacted>');
    expect(call?.headers['app-id']).toBe('a1');
    expect(call?.time).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(api.calls)).not.toContain('test-key');
  });

  it('counts only authenticated verification calls as billable', async () => {
    await post(VIN_PATH, { vin: 'AAA00000000' }, { 'x-api-key': 'wrong' });
    await post(VIN_PATH, { vin: 'AAA00000000' });
    await fetch(api.url + MOCK_PATHS.wallet[0], { headers: { 'x-api-key': 'test-key' } });
    expect(api.calls).toHaveLength(3);
    expect(api.verificationCalls()).toHaveLength(1);
  });

  it('GET /__calls returns the log; control calls are not logged; DELETE /__calls resets', async () => {
    await post(VIN_PATH, { vin: 'AAA00000000' });
    const log = (await (await fetch(`${api.url}/__calls`)).json()) as unknown[];
    expect(log).toHaveLength(1);
    expect(api.calls).toHaveLength(1);
    await fetch(`${api.url}/__calls`, { method: 'DELETE' });
    expect(api.calls).toHaveLength(0);
  });
});

describe('scenarios', () => {
  it('has unique ids, names and identifiers, recognised back from each identifier', () => {
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
    for (const name of SCENARIO_NAMES) {
      expect(scenarioForIdentifier('vin', SCENARIO_VINS[name])).toBe(name);
      expect(scenarioForIdentifier('vin', SCENARIO_VINS[name].toLowerCase())).toBe(name);
      expect(scenarioForIdentifier('TIN', SCENARIO_TINS[name])).toBe(name);
      expect(scenarioForIdentifier('CAC', SCENARIO_CACS[name])).toBe(name);
      expect(scenarioForIdentifier('Phone', SCENARIO_PHONES[name])).toBe(name);
      expect(scenarioForIdentifier('Phone', `+234${SCENARIO_PHONES[name].slice(1)}`)).toBe(name);
    }
    expect(scenarioForIdentifier('vin', 'AAA00000000')).toBeUndefined();
    expect(scenarioForIdentifier('TIN', '20304753-0001')).toBeUndefined();
  });

  it('scenario VINs are 17 valid characters with a correct check digit', () => {
    const values: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 }; // prettier-ignore
    const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
    for (const vin of Object.values(SCENARIO_VINS)) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const sum = [...vin].reduce(
        (total, char, i) =>
          total + (/\d/.test(char) ? Number(char) : (values[char] ?? 0)) * (weights[i] ?? 0),
        0,
      );
      const check = sum % 11 === 10 ? 'X' : String(sum % 11);
      expect(vin.charAt(8)).toBe(check);
    }
  });

  it('special identifiers trigger their outcome', async () => {
    expect((await post(VIN_PATH, { vin: SCENARIO_VINS.http_503 })).status).toBe(503);
    const limited = await post(VIN_PATH, { vin: SCENARIO_VINS.rate_limited_retry_after });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    const plain = await post(VIN_PATH, { vin: SCENARIO_VINS.rate_limited });
    expect([plain.status, plain.headers.get('retry-after')]).toEqual([429, null]);
    const html = await post(TIN_PATH, { channel: 'TIN', number: SCENARIO_TINS.html_502 });
    expect([html.status, html.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect(await html.text()).toMatch(/502 Bad Gateway/);
    const phone = await post(TIN_PATH, { channel: 'Phone', number: SCENARIO_PHONES.phone_as_number });
    // About the number asked, as a JSON number without its leading 0.
    expect(((await phone.json()) as { data: { phone_number: unknown } }).data.phone_number).toBe(
      Number(SCENARIO_PHONES.phone_as_number),
    );
    const funds = await post(TIN_PATH, { channel: 'CAC', number: SCENARIO_CACS.insufficient_funds });
    expect(await funds.json()).toMatchObject({ status: false, response_code: '03' });
    expect(api.calls.map((call) => call.scenario)).toEqual([
      'http_503',
      'rate_limited_retry_after',
      'rate_limited',
      'html_502',
      'phone_as_number',
      'insufficient_funds',
    ]);
  });

  it('"once" scenarios fail the first time per identifier, then answer the sandbox record', async () => {
    const first = await post(VIN_PATH, { vin: SCENARIO_VINS.retry_later_once });
    expect(await first.json()).toMatchObject({ response_code: '02' });
    const second = await post(VIN_PATH, { vin: SCENARIO_VINS.retry_later_once });
    expect(await second.json()).toMatchObject({
      response_code: '00',
      data: { vehicle_name: 'test vehicle' },
    });
    api.reset();
    expect(await (await post(VIN_PATH, { vin: SCENARIO_VINS.retry_later_once })).json()).toMatchObject({
      response_code: '02',
    });
  });

  it('a destroyed connection rejects fetch', async () => {
    await expect(post(VIN_PATH, { vin: SCENARIO_VINS.reset })).rejects.toThrow();
    expect(api.calls[0]?.status).toBeUndefined();
  });

  it('streams a 10 MB body', async () => {
    const response = await post(VIN_PATH, { vin: SCENARIO_VINS.huge });
    const text = await response.text();
    expect(text.length).toBe(10 * 1024 * 1024);
    expect(JSON.parse(text)).toMatchObject({ response_code: '00' });
  });

  it('truncated and malformed JSON are not parseable', async () => {
    for (const vin of [SCENARIO_VINS.truncated_json, SCENARIO_VINS.malformed_json]) {
      const text = await (await post(VIN_PATH, { vin })).text();
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it('setScenario queues outcomes for the next N calls, whatever the identifier', async () => {
    api.setScenario('http_500', { times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(VIN_PATH, { vin: 'AAA00000000' })).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('POST /__scenario does the same over HTTP, with delay and Retry-After options', async () => {
    const queued = await fetch(`${api.url}/__scenario`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'rate_limited_retry_after', times: 1, retryAfter: 7 }),
    });
    expect(await queued.json()).toMatchObject({
      ok: true,
      queued: [{ scenario: 'rate_limited_retry_after' }],
    });
    const limited = await post(TIN_PATH, { channel: 'TIN', number: '20304753-0001' });
    expect(limited.headers.get('retry-after')).toBe('7');

    await fetch(`${api.url}/__scenario`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'slow', delayMs: 30 }),
    });
    const slow = await post(TIN_PATH, { channel: 'TIN', number: '20304753-0001' });
    expect(await slow.json()).toMatchObject({ response_code: '00' });

    const unknown = await fetch(`${api.url}/__scenario`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'x' }),
    });
    expect(unknown.status).toBe(400);
    const list = (await (await fetch(`${api.url}/__scenarios`)).json()) as unknown[];
    expect(list).toHaveLength(SCENARIOS.length);
  });

  it('DELETE /__scenario clears the queue', async () => {
    api.setScenario('http_503', { times: 5 });
    await fetch(`${api.url}/__scenario`, { method: 'DELETE' });
    expect((await post(VIN_PATH, { vin: 'AAA00000000' })).status).toBe(200);
  });

  it('close() ends even with a slow answer pending', async () => {
    const other = await startMockApi();
    other.setScenario('slow', { delayMs: 60_000 });
    const pending = fetch(other.url + VIN_PATH, {
      method: 'POST',
      headers: { 'x-api-key': 'test-key' },
      body: JSON.stringify({ vin: 'AAA00000000' }),
    }).catch(() => 'closed');
    while (other.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await other.close();
    expect(await pending).toBe('closed');
  });
});

describe('cli', () => {
  it('prints the URL and key, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/mock-api/cli.ts', '--port', '0'], {
      cwd: process.cwd(),
      env: { ...process.env, MOCK_API_KEY: 'cli-key' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!/API key: /.test(output) && child.exitCode === null) await new Promise((r) => setTimeout(r, 20));
    expect(output).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toMatch(/API key: cli-key/);
    const url = /listening on (\S+)/.exec(output)?.[1] ?? '';
    const response = await fetch(url + VIN_PATH, {
      method: 'POST',
      headers: { 'x-api-key': 'cli-key' },
      body: JSON.stringify({ vin: 'AAA00000000' }),
    });
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 20_000);
});
