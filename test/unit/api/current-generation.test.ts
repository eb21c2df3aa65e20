/**
 * The current generation of the provider (issue 13) against the mock over loopback: the Prembly preset's
 * paths, billing info, HTTP 402 with any body, PENDING finished by the free status check (one POST in all),
 * NOT-VERIFIED, the newer envelope and its errors, and the free wallet check for Test connection.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkVerificationStatus,
  checkWallet,
  verifyTaxpayer,
  verifyVin,
  type ApiConfig,
  type CallOptions,
} from '@/utils/api/client';
import type { ApiOutcome } from '@/utils/api/model';
import { interpretWalletResponse } from '@/utils/api/wallet';
import { MOCK_SANDBOX_KEY, startMockApi, type MockApi } from '@/test/mock-api/server';
import { scenarioTin, scenarioVin } from '@/test/mock-api/scenarios';
import { english } from '@/test/support/english';

z.config({ jitless: true });

const API_KEY = 'live_sk_SECRET_0987654321';
let api: MockApi;
let config: ApiConfig;
const options = (): CallOptions => ({ t: english, sleep: async () => undefined });

function failureOf<T>(outcome: ApiOutcome<T>) {
  if (outcome.ok) throw new Error('expected a failure, got success');
  return outcome.failure;
}

beforeAll(async () => {
  api = await startMockApi({ apiKey: API_KEY, walletBalance: '9900' });
  config = { presetId: 'prembly', baseUrl: api.url, apiKey: API_KEY };
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => api.reset());

describe('the Prembly preset against the current generation', () => {
  it('posts to /verification/vehicle/vin and reports the charge the provider stated', async () => {
    const outcome = await verifyVin(config, scenarioVin('charged'), options());
    expect(outcome.ok).toBe(true);
    if (outcome.ok)
      expect(outcome.meta).toMatchObject({ wasCharged: true, amount: '100.00', currency: 'NGN' });
    expect(api.countsByPath()).toEqual({ 'POST /verification/vehicle/vin': 1 });
  });

  it.each(['http_402', 'http_402_text'] as const)(
    'HTTP 402 (%s) means fund your wallet, never retried',
    async (name) => {
      const failure = failureOf(await verifyTaxpayer(config, 'TIN', scenarioTin(name), options()));
      expect(failure).toMatchObject({ code: 'insufficient_funds', retryable: false, httpStatus: 402 });
      expect(failure.action).toMatch(/^Fund your wallet/);
      expect(api.verificationCalls()).toHaveLength(1);
    },
  );

  it('PENDING is never retried and is finished by one free GET with its reference', async () => {
    const vin = scenarioVin('pending');
    const failure = failureOf(await verifyVin(config, vin, options()));
    expect(failure).toMatchObject({ code: 'pending', retryable: false, charge: { wasCharged: true } });
    expect(failure.title).toBe('Still being checked by the provider');
    expect(failure.reference).toMatch(/^ref-pending-/);

    const finished = await checkVerificationStatus(config, 'vin', failure.reference ?? '', options());
    expect(finished.ok).toBe(true);
    if (finished.ok) {
      expect(finished.data).toMatchObject({ name: expect.any(String) });
      expect(finished.meta.wasCharged).toBe(false);
    }
    expect(api.countsByPath()).toEqual({
      'POST /verification/vehicle/vin': 1,
      [`GET /api/v1/verification/api/status/${failure.reference}`]: 1,
    });
    const statusCall = api.calls.find((call) => call.method === 'GET');
    expect(statusCall?.body).toBe('');
  });

  it('NOT-VERIFIED is never a success, even with response_code 00 and data', async () => {
    const failure = failureOf(await verifyTaxpayer(config, 'TIN', scenarioTin('not_verified'), options()));
    expect(failure).toMatchObject({ code: 'not_verified', title: 'Not verified', retryable: false });
  });

  it('reads the newer envelope: a success without response_code, and its errors on a failure', async () => {
    const success = await verifyVin(config, scenarioVin('new_envelope'), options());
    expect(success.ok).toBe(true);
    const failure = failureOf(
      await verifyTaxpayer(config, 'TIN', scenarioTin('new_envelope_errors'), options()),
    );
    expect(failure.errors).toEqual(['number: This field is required.']);
    expect(failure.charge).toEqual({ wasCharged: false });
    expect(failure.code).toBe('bad_request');
  });

  it('Custom sends to its own paths', async () => {
    const custom: ApiConfig = { ...config, presetId: 'custom', vinPath: '/verification/vehicle/vin' };
    await verifyVin(custom, scenarioVin('success'), options());
    expect(Object.keys(api.countsByPath())).toEqual(['POST /verification/vehicle/vin']);
  });
});

describe('the free wallet check (Test connection)', () => {
  it('reads balance and currency from the current wallet, sending only the key', async () => {
    expect(await checkWallet(config, options())).toEqual({ ok: true, balance: '9900', currency: 'NGN' });
    const [call] = api.calls;
    expect(call).toMatchObject({ method: 'GET', path: '/api/v1/wallet', body: '' });
    expect(api.verificationCalls()).toHaveLength(0);
  });

  it('uses the older wallet path for IdentityPass v1', async () => {
    const older = await checkWallet({ ...config, presetId: 'identitypass-v1' }, options());
    expect(older).toMatchObject({ ok: true, currency: 'NGN' });
    expect(api.calls[0]?.path).toBe('/api/v1/biometrics/merchant/data/wallet/balance');
  });

  it('names each problem: refused key, sandbox key, unreachable host, not the provider', async () => {
    expect(await checkWallet({ ...config, apiKey: 'live_sk_WRONG' }, options())).toMatchObject({
      ok: false,
      problem: 'key_refused',
      httpStatus: 401,
    });
    expect(await checkWallet({ ...config, apiKey: MOCK_SANDBOX_KEY }, options())).toMatchObject({
      ok: false,
      problem: 'sandbox',
    });
    expect(await checkWallet({ ...config, baseUrl: 'http://127.0.0.1:9' }, options())).toEqual({
      ok: false,
      problem: 'unreachable',
    });
    expect(await checkWallet({ ...config, apiKey: '' }, options())).toEqual({ ok: false, problem: 'no_key' });
    expect(interpretWalletResponse(200, '<html>Hotel Wi-Fi</html>', 'text/html')).toMatchObject({
      problem: 'not_provider',
      reason: 'html',
    });
    expect(interpretWalletResponse(404, '{"detail":"Not found."}', 'application/json')).toMatchObject({
      problem: 'not_provider',
      reason: 'status',
    });
    expect(interpretWalletResponse(200, '{"status":true,"data":{}}', 'application/json')).toMatchObject({
      problem: 'not_provider',
      reason: 'shape',
    });
  });

  it('reads a balance as the provider may write it, and refuses one no wallet holds', () => {
    const wallet = (data: unknown) =>
      interpretWalletResponse(200, JSON.stringify({ status: true, data }), 'application/json');
    expect(wallet({ balance: ' 25,000.00 ', currency: 'NGN' })).toEqual({
      ok: true,
      balance: '25000.00',
      currency: 'NGN',
    });
    expect(wallet({ balance: -150.5, currency: 'USD' })).toEqual({
      ok: true,
      balance: '-150.5',
      currency: 'USD',
    });
    expect(wallet({ balance: 0 })).toEqual({ ok: true, balance: '0', currency: 'NGN' });
    const broken = { ok: false, problem: 'not_provider', reason: 'shape', httpStatus: 200 };
    // A trillion or more, a float's exponent, a 200,000-digit string, words: never shown as money.
    expect(wallet({ balance: 1e12 + 1 })).toEqual(broken);
    expect(wallet({ balance: 1e308 })).toEqual(broken);
    expect(wallet({ balance: '9'.repeat(200_000) })).toEqual(broken);
    expect(wallet({ balance: 'plenty' })).toEqual(broken);
    expect(wallet({ balance: '12.5.3' })).toEqual(broken);
    expect(wallet({ balance: '100', currency: 'N'.repeat(300) })).toEqual(broken);
  });
});
