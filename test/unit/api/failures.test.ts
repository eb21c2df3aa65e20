import { describe, expect, it } from 'vitest';
import {
  badKeyFailure,
  failureForCode,
  insufficientFundsFailure,
  invalidResponseFailure,
  networkErrorFailure,
  notFoundFailure,
  serverErrorFailure,
  timeoutFailure,
} from '@/utils/api/failures';
import { failureCodeSchema, failureSchema } from '@/utils/api/model';
import { english } from '@/test/support/english';

describe('failure wording', () => {
  it('every code yields a complete, valid Failure with that code', () => {
    for (const code of failureCodeSchema.options) {
      const failure = failureForCode(code, {
        t: english,
        subject: 'vin',
        providerMessage: 'said so',
        httpStatus: 200,
      });
      expect(failureSchema.parse(failure)).toEqual(failure);
      expect(failure.code).toBe(code);
      expect(failure.title).not.toBe('');
      expect(failure.message).toMatch(/\.$|\)$/);
      expect(failure.action).toMatch(/\.$/);
      expect(failure.providerMessage).toBe('said so');
    }
  });

  it('uses the agreed sentences', () => {
    expect(notFoundFailure({ t: english, subject: 'vin' })).toMatchObject({
      title: 'No record found',
      message: 'The provider has no record for this VIN. Check the number for typos.',
      retryable: false,
    });
    expect(insufficientFundsFailure({ t: english })).toMatchObject({
      title: 'Wallet balance too low',
      action: 'Fund your wallet with the provider, then try again. Nothing is retried until you do.',
    });
    expect(badKeyFailure({ t: english, httpStatus: 401 })).toMatchObject({
      title: 'API key rejected',
      action: 'Open Options and check the API key (and App ID) for this preset.',
    });
    expect(invalidResponseFailure({ t: english, reason: 'html' }).message).toBe(
      'The server answered with a web page instead of data (a proxy or captive portal?).',
    );
  });

  it('only failures that cannot cause a second charge are retryable', () => {
    const retryable = failureCodeSchema.options.filter(
      (code) => failureForCode(code, { t: english }).retryable,
    );
    expect(retryable.sort()).toEqual(['rate_limited', 'retry_later', 'server_error']);
    // Offline, nothing left the machine; online, a dropped connection may have delivered the request.
    expect(networkErrorFailure({ t: english, offline: true }).retryable).toBe(true);
    expect(networkErrorFailure({ t: english }).message).toMatch(/may have received and billed it/);
    expect(serverErrorFailure({ t: english, unknownCode: true, responseCode: '99' }).retryable).toBe(false);
    expect(timeoutFailure({ t: english, timeoutMs: 20000 }).message).toMatch(/within 20 s.*billed/);
    expect(timeoutFailure({ t: english, cancelled: true }).title).toBe('Lookup cancelled');
  });

  it('words every message from locales/en.yml, never from code', () => {
    const keys: string[] = [];
    const recording = (key: Parameters<typeof english>[0], substitutions?: readonly (string | number)[]) => {
      keys.push(key);
      return english(key, substitutions);
    };
    for (const code of failureCodeSchema.options) failureForCode(code, { t: recording, subject: 'tax' });
    expect(keys.every((key) => key.startsWith('failure.'))).toBe(true);
    // A translator that marks its output shows that nothing reaches the user untranslated.
    const marked = failureForCode('server_error', { t: (key) => `«${key}»`, httpStatus: 502 });
    expect(marked).toMatchObject({
      title: '«failure.serverTitle»',
      message: '«failure.serverMessage»',
      action: '«failure.serverAction»',
    });
  });

  it('leaves out context it was not given', () => {
    expect(Object.keys(notFoundFailure({ t: english }))).toEqual([
      'code',
      'title',
      'message',
      'action',
      'retryable',
    ]);
  });
});
