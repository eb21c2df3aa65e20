/**
 * The words a dealer sees when a lookup fails: one builder per FailureCode.
 *
 * `message` says what happened in our words; the provider's own text (`detail ?? message`) travels
 * separately in `providerMessage` so the UI can show it as a secondary line without repeating it.
 * `retryable` is true only when trying again cannot cause a second charge for a call that was billed.
 */
import type { Failure, FailureCode } from './model';

export interface FailureContext {
  /** What was looked up, for wording: "this VIN" or "this number". Defaults to a neutral wording. */
  subject?: 'vin' | 'tax';
  /** Already cleaned (see ./redact.ts): never contains the API key. */
  providerMessage?: string;
  httpStatus?: number;
  responseCode?: string;
}

function thing(context: FailureContext): string {
  if (context.subject === 'vin') return 'this VIN';
  if (context.subject === 'tax') return 'this number';
  return 'this identifier';
}

function build(
  code: FailureCode,
  context: FailureContext,
  text: { title: string; message: string; action: string; retryable: boolean },
): Failure {
  const failure: Failure = { code, ...text };
  if (context.providerMessage !== undefined) failure.providerMessage = context.providerMessage;
  if (context.httpStatus !== undefined) failure.httpStatus = context.httpStatus;
  if (context.responseCode !== undefined) failure.responseCode = context.responseCode;
  return failure;
}

export function notFoundFailure(context: FailureContext = {}): Failure {
  return build('not_found', context, {
    title: 'No record found',
    message: `The provider has no record for ${thing(context)}. Check the number for typos.`,
    action: 'Correct the number and look it up again.',
    retryable: false,
  });
}

export function retryLaterFailure(context: FailureContext = {}): Failure {
  return build('retry_later', context, {
    title: 'Source temporarily unavailable',
    message: "The provider's data source is not answering right now. We tried a few times already.",
    action: 'Try again in a few minutes.',
    retryable: true,
  });
}

export function insufficientFundsFailure(context: FailureContext = {}): Failure {
  return build('insufficient_funds', context, {
    title: 'Wallet balance too low',
    message: 'The provider refused the lookup because your verification wallet does not cover its price.',
    action: 'Top up your verification wallet, then try again.',
    retryable: false,
  });
}

export function badKeyFailure(context: FailureContext & { missingKey?: boolean } = {}): Failure {
  if (context.missingKey) {
    return build('bad_key', context, {
      title: 'No API key',
      message: 'No API key is saved for the selected data source, so nothing was sent.',
      action: 'Open Options and enter the API key (and App ID) for this preset, or switch to Demo.',
      retryable: false,
    });
  }
  const forbidden = context.httpStatus === 403;
  return build('bad_key', context, {
    title: forbidden ? 'Access refused' : 'API key rejected',
    message: forbidden
      ? 'The provider accepted the key but does not allow it to use this lookup.'
      : 'The provider did not accept the API key.',
    action: forbidden
      ? 'Check in your provider dashboard that this lookup is enabled for your key, and the App ID in Options.'
      : 'Open Options and check the API key (and App ID) for this preset.',
    retryable: false,
  });
}

export function badRequestFailure(context: FailureContext & { reason?: string } = {}): Failure {
  return build('bad_request', context, {
    title: 'Request not accepted',
    message: context.reason ?? `The provider could not process the request for ${thing(context)}.`,
    action:
      context.reason === undefined
        ? 'Check the number and, in Options, the preset and API base URL.'
        : 'Correct it and try again.',
    retryable: false,
  });
}

export function rateLimitedFailure(context: FailureContext = {}): Failure {
  return build('rate_limited', context, {
    title: 'Too many requests',
    message: 'The provider is limiting how fast lookups can be made.',
    action: 'Wait a minute, then try again.',
    retryable: true,
  });
}

export function serverErrorFailure(
  context: FailureContext & { unknownCode?: boolean; webPage?: boolean } = {},
): Failure {
  if (context.unknownCode) {
    // An unknown response_code may come with a charge: not safe to repeat blindly.
    return build('server_error', context, {
      title: 'Unexpected answer',
      message: `The provider answered with a code we do not know (${context.responseCode ?? 'none'}).`,
      action: "Read the provider's message; contact the provider if it persists.",
      retryable: false,
    });
  }
  const status = context.httpStatus === undefined ? '' : ` (HTTP ${context.httpStatus})`;
  return build('server_error', context, {
    title: 'Provider error',
    message: context.webPage
      ? `The server answered with an error web page${status} instead of data: a proxy or gateway between you and the provider is failing.`
      : `The provider's server had a problem${status}. We tried a few times already.`,
    action: 'Try again in a few minutes.',
    retryable: true,
  });
}

export function networkErrorFailure(context: FailureContext = {}): Failure {
  return build('network_error', context, {
    title: 'Could not reach the provider',
    message: 'The connection to the API failed (offline, address unreachable or connection dropped).',
    action: 'Check your internet connection and the API base URL in Options, then try again.',
    retryable: true,
  });
}

/**
 * A request that got no answer in time, or that the user cancelled. Both share one code because they
 * share the risk: the provider may have received and billed the request, so it is not repeated for you.
 */
export function timeoutFailure(
  context: FailureContext & { timeoutMs?: number; cancelled?: boolean } = {},
): Failure {
  if (context.cancelled) {
    return build('timeout', context, {
      title: 'Lookup cancelled',
      message: 'The lookup was cancelled before an answer arrived.',
      action: 'Look it up again when you need it; if it had reached the provider, it may have been billed.',
      retryable: false,
    });
  }
  const seconds = context.timeoutMs === undefined ? '' : ` within ${Math.round(context.timeoutMs / 1000)} s`;
  return build('timeout', context, {
    title: 'No answer in time',
    message: `The provider did not answer${seconds}. The request may still have been processed and billed.`,
    action: 'Check your provider dashboard before looking it up again.',
    retryable: false,
  });
}

export type InvalidResponseReason =
  'html' | 'malformed' | 'schema' | 'too_large' | 'empty' | 'contradictory' | 'no_outcome' | 'redirect';

const INVALID_RESPONSE_MESSAGES: Record<InvalidResponseReason, string> = {
  html: 'The server answered with a web page instead of data (a proxy or captive portal?).',
  malformed: 'The server answered with data that could not be read (broken or cut-off JSON).',
  schema: 'The answer is missing what a result needs, so there is nothing reliable to show.',
  too_large: 'The answer was too large to be a verification result, so it was not read.',
  empty: 'The server answered with an empty page.',
  contradictory:
    'The provider reported success and failure at the same time, so the result cannot be trusted.',
  no_outcome: 'The answer does not say whether the lookup succeeded.',
  redirect:
    'The server tried to send the request to another address; it was stopped to protect your API key.',
};

export function invalidResponseFailure(
  context: FailureContext & { reason: InvalidResponseReason; detail?: string },
): Failure {
  const detail = context.detail === undefined ? '' : ` (${context.detail})`;
  return build('invalid_response', context, {
    title: 'Unreadable answer',
    message: INVALID_RESPONSE_MESSAGES[context.reason] + detail,
    action:
      context.reason === 'html' || context.reason === 'redirect'
        ? 'Check the API base URL in Options and your network (hotel or office Wi-Fi login pages do this).'
        : 'Check the preset and API base URL in Options; contact the provider if it persists.',
    retryable: false,
  });
}

/** A failure for a code alone, e.g. to rebuild one from history; wording as the builders above. */
export function failureForCode(code: FailureCode, context: FailureContext = {}): Failure {
  switch (code) {
    case 'not_found':
      return notFoundFailure(context);
    case 'retry_later':
      return retryLaterFailure(context);
    case 'insufficient_funds':
      return insufficientFundsFailure(context);
    case 'bad_key':
      return badKeyFailure(context);
    case 'bad_request':
      return badRequestFailure(context);
    case 'rate_limited':
      return rateLimitedFailure(context);
    case 'server_error':
      return serverErrorFailure(context);
    case 'network_error':
      return networkErrorFailure(context);
    case 'timeout':
      return timeoutFailure(context);
    case 'invalid_response':
      return invalidResponseFailure({ ...context, reason: 'schema' });
  }
}
