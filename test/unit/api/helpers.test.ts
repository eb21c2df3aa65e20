/** Small building blocks: value coercion, back-off, Retry-After, capped body reading, redaction. */
import { describe, expect, it } from 'vitest';
import { abortableSleep, backoffDelayMs, parseRetryAfterMs } from '@/utils/api/backoff';
import { coerceFlag, coercePhone, coerceResponseCode, coerceText } from '@/utils/api/coerce';
import { readBodyCapped } from '@/utils/api/read-body';
import { cleanProviderMessage, redactSecrets } from '@/utils/api/redact';

describe('coerce', () => {
  it('text', () => {
    expect(
      [' a ', 12, 1.5, null, undefined, true, false, { a: 1 }, ['x', 2, null], Number.NaN].map(coerceText),
    ).toEqual(['a', '12', '1.5', '', '', 'Yes', 'No', '', 'x, 2', '']);
  });
  it('flags', () => {
    expect([true, 'true', ' TRUE ', 1, '1', false, 'false', 0, null, 'yes'].map(coerceFlag)).toEqual([
      true, true, true, true, true, false, false, false, false, false,
    ]); // prettier-ignore
  });
  it('response codes', () => {
    expect([0, 1, 2, 3, '00', ' 01 ', 99, '', null, 'E1'].map(coerceResponseCode)).toEqual([
      '00', '01', '02', '03', '00', '01', '99', '', '', 'E1',
    ]); // prettier-ignore
  });
  it('phone numbers', () => {
    expect([8082838487, '8082838487', '08082838487', 7012345678, '2348082838487', 12345, null].map(coercePhone)).toEqual([
      '08082838487', '08082838487', '08082838487', '07012345678', '2348082838487', '12345', '',
    ]); // prettier-ignore
  });
});

describe('back-off', () => {
  it('grows exponentially with jitter between half and all of the ceiling', () => {
    expect([0, 1, 2].map((i) => backoffDelayMs(i, () => 0))).toEqual([500, 1000, 2000]);
    expect([0, 1, 2].map((i) => backoffDelayMs(i, () => 0.999999))).toEqual([1000, 2000, 4000]);
    expect(backoffDelayMs(20, () => 1)).toBe(30000);
  });

  it('reads Retry-After as seconds or an HTTP-date, capped at 30 s', () => {
    const now = () => Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfterMs('1', now)).toBe(1000);
    expect(parseRetryAfterMs(' 2.5 ', now)).toBe(2500);
    expect(parseRetryAfterMs('0', now)).toBe(0);
    expect(parseRetryAfterMs('3600', now)).toBe(30000);
    expect(parseRetryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10000);
    expect(parseRetryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfterMs('soon', now)).toBeUndefined();
    expect(parseRetryAfterMs('-5', now)).toBeUndefined();
    expect(parseRetryAfterMs(null, now)).toBeUndefined();
  });

  it('the default sleep ends early when the signal aborts', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).resolves.toBeUndefined();
  });
});

describe('readBodyCapped', () => {
  it('reads a body under the cap, multi-byte characters intact', async () => {
    expect(await readBodyCapped(new Response('{"name":"Ọlá Àdé"}'), 100)).toEqual({
      tooLarge: false,
      text: '{"name":"Ọlá Àdé"}',
    });
  });

  it('refuses a body over the cap, by Content-Length or while streaming', async () => {
    const declared = new Response('x'.repeat(10), { headers: { 'content-length': '999999' } });
    expect(await readBodyCapped(declared, 100)).toEqual({ tooLarge: true });
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64));
      },
    });
    expect(await readBodyCapped(new Response(endless), 1000)).toEqual({ tooLarge: true });
    expect(pulled).toBeLessThan(30);
  });
});

describe('redaction', () => {
  it('masks every occurrence of each secret, ignoring empty or tiny ones', () => {
    expect(redactSecrets('key abc123 and abc123', ['abc123', undefined, '', 'a'])).toBe(
      'key [hidden] and [hidden]',
    );
  });
  it('cleans provider messages: collapses whitespace, caps length, drops empties', () => {
    expect(cleanProviderMessage('  a \n b  ', [])).toBe('a b');
    expect(cleanProviderMessage('   ', [])).toBeUndefined();
    expect(cleanProviderMessage(undefined, [])).toBeUndefined();
    expect(cleanProviderMessage('x'.repeat(1000), [])?.length).toBe(300);
  });
});
