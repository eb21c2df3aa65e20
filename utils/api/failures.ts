// One builder per FailureCode, worded through the caller's Translate (`failure.*` keys). The provider's
// own text stays apart in providerMessage; `retryable` only when a retry cannot charge twice.
import type { MessageKey, Translate } from '@/utils/i18n/translate';
import type { Charge, Failure, FailureCode } from './model';

export interface FailureContext {
  t: Translate;
  /** For wording: "this VIN" or "this number". */
  subject?: 'vin' | 'tax';
  /** Already cleaned (see ./redact.ts): never contains the API key. */
  providerMessage?: string;
  httpStatus?: number;
  responseCode?: string;
  charge?: Charge;
  reference?: string;
  errors?: string[];
}

function thing({ t, subject }: FailureContext): string {
  if (subject === 'vin') return t('failure.subjectVin');
  if (subject === 'tax') return t('failure.subjectTax');
  return t('failure.subjectAny');
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
  if (context.charge !== undefined) failure.charge = context.charge;
  if (context.reference !== undefined) failure.reference = context.reference;
  if (context.errors !== undefined && context.errors.length > 0) failure.errors = context.errors;
  return failure;
}

export function notFoundFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('not_found', context, {
    title: t('failure.notFoundTitle'),
    message: t('failure.notFoundMessage', [thing(context)]),
    action: t('failure.notFoundAction'),
    retryable: false,
  });
}

/** The provider failed inside and will retry: the call may be billed already, so only the free status check. */
export function pendingFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('pending', context, {
    title: t('failure.pendingTitle'),
    message: t('failure.pendingMessage'),
    action: t(context.reference ? 'failure.pendingAction' : 'failure.pendingNoReference'),
    retryable: false,
  });
}

/** The check ran and the identifier is not valid: an answer, never a success. */
export function notVerifiedFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('not_verified', context, {
    title: t('failure.notVerifiedTitle'),
    message: t('failure.notVerifiedMessage', [thing(context)]),
    action: t('failure.notVerifiedAction'),
    retryable: false,
  });
}

export function retryLaterFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('retry_later', context, {
    title: t('failure.retryLaterTitle'),
    message: t('failure.retryLaterMessage'),
    action: t('failure.retryLaterAction'),
    retryable: true,
  });
}

export function insufficientFundsFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('insufficient_funds', context, {
    title: t('failure.fundsTitle'),
    message: t('failure.fundsMessage'),
    action: t('failure.fundsAction'),
    retryable: false,
  });
}

export function badKeyFailure(context: FailureContext & { missingKey?: boolean }): Failure {
  const { t } = context;
  if (context.missingKey) {
    return build('bad_key', context, {
      title: t('failure.noKeyTitle'),
      message: t('failure.noKeyMessage'),
      action: t('failure.noKeyAction'),
      retryable: false,
    });
  }
  const forbidden = context.httpStatus === 403;
  return build('bad_key', context, {
    title: t(forbidden ? 'failure.forbiddenTitle' : 'failure.badKeyTitle'),
    message: t(forbidden ? 'failure.forbiddenMessage' : 'failure.badKeyMessage'),
    action: t(forbidden ? 'failure.forbiddenAction' : 'failure.badKeyAction'),
    retryable: false,
  });
}

export function badRequestFailure(context: FailureContext & { reason?: string }): Failure {
  const { t } = context;
  return build('bad_request', context, {
    title: t('failure.badRequestTitle'),
    message: context.reason ?? t('failure.badRequestMessage', [thing(context)]),
    action: t(context.reason === undefined ? 'failure.badRequestAction' : 'failure.badRequestCorrect'),
    retryable: false,
  });
}

export function rateLimitedFailure(context: FailureContext): Failure {
  const { t } = context;
  return build('rate_limited', context, {
    title: t('failure.rateLimitedTitle'),
    message: t('failure.rateLimitedMessage'),
    action: t('failure.rateLimitedAction'),
    retryable: true,
  });
}

export function serverErrorFailure(
  context: FailureContext & { unknownCode?: boolean; webPage?: boolean },
): Failure {
  const { t } = context;
  if (context.unknownCode) {
    // An unknown response_code may come with a charge: not safe to repeat blindly.
    return build('server_error', context, {
      title: t('failure.unknownCodeTitle'),
      message: t('failure.unknownCodeMessage', [context.responseCode ?? t('failure.unknownCodeNone')]),
      action: t('failure.unknownCodeAction'),
      retryable: false,
    });
  }
  const status = context.httpStatus === undefined ? '' : t('failure.httpStatus', [context.httpStatus]);
  return build('server_error', context, {
    title: t('failure.serverTitle'),
    message: t(context.webPage ? 'failure.serverWebPage' : 'failure.serverMessage', [status]),
    action: t('failure.serverAction'),
    retryable: true,
  });
}

/**
 * An error answer (a 5xx, a 429, a code 02) that says it charged: it was sent once and not again, so the
 * words "we tried a few times" and "try again in a few minutes" would be untrue and cost another charge.
 */
export function billedErrorFailure(failure: Failure, t: Translate): Failure {
  const status = failure.httpStatus === undefined ? '' : t('failure.httpStatus', [failure.httpStatus]);
  return {
    ...failure,
    message: t('failure.billedErrorMessage', [status]),
    action: t('failure.billedErrorAction'),
    retryable: false,
  };
}

/** Offline, nothing was sent; otherwise the dropped request may have been billed, so no Retry. */
export function networkErrorFailure(context: FailureContext & { offline?: boolean }): Failure {
  const { t } = context;
  if (context.offline) {
    return build('network_error', context, {
      title: t('failure.offlineTitle'),
      message: t('failure.offlineMessage'),
      action: t('failure.offlineAction'),
      retryable: true,
    });
  }
  return build('network_error', context, {
    title: t('failure.networkTitle'),
    message: t('failure.networkMessage'),
    action: t('failure.networkAction'),
    retryable: false,
  });
}

/** Timeout or cancel: the provider may have received and billed the request, so it is not repeated. */
export function timeoutFailure(
  context: FailureContext & { timeoutMs?: number; cancelled?: boolean },
): Failure {
  const { t } = context;
  if (context.cancelled) {
    return build('timeout', context, {
      title: t('failure.cancelledTitle'),
      message: t('failure.cancelledMessage'),
      action: t('failure.cancelledAction'),
      retryable: false,
    });
  }
  return build('timeout', context, {
    title: t('failure.timeoutTitle'),
    message:
      context.timeoutMs === undefined
        ? t('failure.timeoutMessage')
        : t('failure.timeoutWithin', [Math.round(context.timeoutMs / 1000)]),
    action: t('failure.timeoutAction'),
    retryable: false,
  });
}

export type InvalidResponseReason =
  | 'html'
  | 'malformed'
  | 'schema'
  | 'too_large'
  | 'empty'
  | 'contradictory'
  | 'no_outcome'
  | 'redirect'
  | 'unreadable';

const INVALID_RESPONSE_MESSAGES: Record<InvalidResponseReason, MessageKey> = {
  html: 'failure.invalidHtml',
  malformed: 'failure.invalidMalformed',
  schema: 'failure.invalidSchema',
  too_large: 'failure.invalidTooLarge',
  empty: 'failure.invalidEmpty',
  contradictory: 'failure.invalidContradictory',
  no_outcome: 'failure.invalidNoOutcome',
  redirect: 'failure.invalidRedirect',
  unreadable: 'hostileInput.unreadableMessage',
};

export function invalidResponseFailure(
  context: FailureContext & { reason: InvalidResponseReason; detail?: string },
): Failure {
  const { t } = context;
  const message = t(INVALID_RESPONSE_MESSAGES[context.reason]);
  return build('invalid_response', context, {
    title: t('failure.invalidTitle'),
    message: context.detail === undefined ? message : t('failure.invalidDetail', [message, context.detail]),
    action: t(
      context.reason === 'html' || context.reason === 'redirect'
        ? 'failure.invalidAddressAction'
        : context.reason === 'unreadable'
          ? 'hostileInput.unreadableAction'
          : 'failure.invalidAction',
    ),
    retryable: false,
  });
}

/** An answer that arrived but threw while it was read (built to break a reader): what the status line and
 * billing said is kept, and it is never retried, since it may have been billed. */
export function unreadableAnswerFailure(context: FailureContext): Failure {
  return invalidResponseFailure({ ...context, reason: 'unreadable' });
}

/** A reference that is not of the provider's shapes: refused before it goes into a URL, nothing sent. */
export function referenceNotUnderstoodFailure(context: FailureContext & { shown: string }): Failure {
  const { t } = context;
  return build('bad_request', context, {
    title: t('hostileInput.referenceNotUnderstoodTitle'),
    message: t('hostileInput.referenceNotUnderstoodMessage', [context.shown]),
    action: t('hostileInput.referenceNotUnderstoodAction'),
    retryable: false,
  });
}

/** Rebuilds a failure from its code alone (history). */
export function failureForCode(code: FailureCode, context: FailureContext): Failure {
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
    case 'pending':
      return pendingFailure(context);
    case 'not_verified':
      return notVerifiedFailure(context);
  }
}
