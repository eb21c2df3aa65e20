import { describe, expect, it } from 'vitest';
import { identifierMatchKey } from '@/utils/detect/identifier-key';
import { identifierOutcome, newestLookups } from '@/utils/panel/identifier-outcome';
import type { TabLookup } from '@/utils/panel/tab-lookups';
import { LOOKUP_WAIT_LIMIT_MS } from '@/utils/lookup/limits';
import { failureResult, taxpayerResult } from '@/test/unit/bulk/lookup-results';

const NOW = 1_000_000;

function lookup(value: string, extra: Partial<TabLookup> = {}): TabLookup {
  return { id: `l-${value}`, value, trigger: 'page', startedAt: NOW - 1_000, ...extra };
}

describe('a page identifier in the side panel', () => {
  it('matches its lookup however the page spaced or cased it', () => {
    expect(identifierMatchKey('RC 1456032')).toBe(identifierMatchKey('rc1456032'));
    expect(identifierMatchKey('10493827-0001')).toBe('104938270001');
    const newest = newestLookups([
      lookup('RC1456032', { id: 'second' }),
      lookup('RC 1456032', { id: 'first' }),
    ]);
    expect(newest.get(identifierMatchKey('RC-1456032'))?.id).toBe('second');
  });

  it('shows nothing before a lookup, then running, then the answer with whether it was cached', () => {
    expect(identifierOutcome(undefined, NOW)).toEqual({ state: 'none' });
    expect(identifierOutcome(lookup('10493827-0001'), NOW)).toEqual({
      state: 'running',
      lookupId: 'l-10493827-0001',
    });
    const found = lookup('10493827-0001', {
      result: taxpayerResult('10493827-0001', { fromCache: true }),
    });
    expect(identifierOutcome(found, NOW)).toEqual({
      state: 'found',
      lookupId: 'l-10493827-0001',
      line: '✓ Verified · Taxpayer 10493827-0001',
      cached: true,
    });
  });

  it('tells not found, not verified and a call that failed apart', () => {
    const notFound = lookup('x', { result: failureResult('x', 'not_found') });
    const notVerified = lookup('y', { result: failureResult('y', 'not_verified') });
    const refused = lookup('z', { result: failureResult('z', 'bad_key') });
    expect(identifierOutcome(notFound, NOW)).toMatchObject({ state: 'notFound', cached: false });
    expect(identifierOutcome(notVerified, NOW)).toMatchObject({ state: 'notVerified' });
    expect(identifierOutcome(refused, NOW)).toMatchObject({ state: 'failed', line: '✗ Failed: bad_key' });
    // A provider's pending answer is pending, not failed.
    const pending = lookup('p', { result: failureResult('p', 'pending') });
    expect(identifierOutcome(pending, NOW)).toMatchObject({ state: 'pending', line: '⚠ Pending' });
  });

  it('shows a found answer whose name differs in amber words, never green', () => {
    const differs = lookup('10493827-0001', {
      result: taxpayerResult('10493827-0001', {
        claims: { name: { name: 'Sahel Haulage Ltd', from: 'page' } },
      }),
    });
    expect(identifierOutcome(differs, NOW)).toMatchObject({
      state: 'differs',
      line: '⚠ Found, but the name differs · Taxpayer 10493827-0001',
    });
  });

  it('says a lookup cut off by a stopped worker was interrupted, not still running', () => {
    const cutOff = lookup('x', { interruptedAt: NOW });
    const stale = lookup('y', { startedAt: NOW - LOOKUP_WAIT_LIMIT_MS - 1 });
    expect(identifierOutcome(cutOff, NOW).state).toBe('interrupted');
    expect(identifierOutcome(stale, NOW).state).toBe('interrupted');
  });

  it('shows a masked VIN as its free preview, in neutral words, never as a failure', () => {
    const masked = lookup('1HGCM82633A******', {
      result: { ...failureResult('1HGCM82633A******', 'bad_request', 'vin'), notSent: true },
    });
    expect(identifierOutcome(masked, NOW)).toMatchObject({
      state: 'preview',
      line: 'Honda · 2003 · United States · serial hidden by the auction',
    });
    // A VIN that failed for real stays a failure.
    const failed = lookup('1HGCM82633A004352', {
      result: failureResult('1HGCM82633A004352', 'server_error', 'vin'),
    });
    expect(identifierOutcome(failed, NOW).state).toBe('failed');
  });
});
