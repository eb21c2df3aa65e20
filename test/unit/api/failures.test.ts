import { describe, expect, it } from 'vitest';
import {
  badKeyFailure,
  failureForCode,
  insufficientFundsFailure,
  invalidResponseFailure,
  notFoundFailure,
  serverErrorFailure,
  timeoutFailure,
} from '../../../utils/api/failures';
import { failureCodeSchema, failureSchema } from '../../../utils/api/model';

describe('failure wording', () => {
  it('every code yields a complete, valid Failure with that code', () => {
    for (const code of failureCodeSchema.options) {
      const failure = failureForCode(code, { subject: 'vin', providerMessage: 'said so', httpStatus: 200 });
      expect(failureSchema.parse(failure)).toEqual(failure);
      expect(failure.code).toBe(code);
      expect(failure.title).not.toBe('');
      expect(failure.message).toMatch(/\.$|\)$/);
      expect(failure.action).toMatch(/\.$/);
      expect(failure.providerMessage).toBe('said so');
    }
  });

  it('uses the agreed sentences', () => {
    expect(notFoundFailure({ subject: 'vin' })).toMatchObject({
      title: 'No record found',
      message: 'The provider has no record for this VIN. Check the number for typos.',
      retryable: false,
    });
    expect(insufficientFundsFailure()).toMatchObject({
      title: 'Wallet balance too low',
      action: 'Top up your verification wallet, then try again.',
    });
    expect(badKeyFailure({ httpStatus: 401 })).toMatchObject({
      title: 'API key rejected',
      action: 'Open Options and check the API key (and App ID) for this preset.',
    });
    expect(invalidResponseFailure({ reason: 'html' }).message).toBe(
      'The server answered with a web page instead of data (a proxy or captive portal?).',
    );
  });

  it('only failures that cannot cause a second charge are retryable', () => {
    const retryable = failureCodeSchema.options.filter((code) => failureForCode(code).retryable);
    expect(retryable.sort()).toEqual(['network_error', 'rate_limited', 'retry_later', 'server_error']);
    expect(serverErrorFailure({ unknownCode: true, responseCode: '99' }).retryable).toBe(false);
    expect(timeoutFailure({ timeoutMs: 20000 }).message).toMatch(/within 20 s.*billed/);
    expect(timeoutFailure({ cancelled: true }).title).toBe('Lookup cancelled');
  });

  it('leaves out context it was not given', () => {
    expect(Object.keys(notFoundFailure())).toEqual(['code', 'title', 'message', 'action', 'retryable']);
  });
});
