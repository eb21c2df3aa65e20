// One HTTP answer → one outcome. Pure: the demo data goes through it too, so demo and real results match.
// 2xx answers decide by response_code, others by HTTP status; `retry` marks the answers ./retry-rule.ts
// allows to repeat.
import { parseRetryAfterMs } from './backoff';
import { isRetryableStatus, RETRY_LATER_CODE } from './retry-rule';
import {
  badKeyFailure,
  badRequestFailure,
  insufficientFundsFailure,
  invalidResponseFailure,
  notFoundFailure,
  notVerifiedFailure,
  pendingFailure,
  rateLimitedFailure,
  retryLaterFailure,
  serverErrorFailure,
  unreadableAnswerFailure,
  type FailureContext,
} from './failures';
import { nestsDeeperThan } from './caps';
import type { ApiOutcome, Charge, Failure, ProviderMeta, TaxpayerRecord, VehicleReport } from './model';
import {
  normaliseBusinessTaxData,
  normaliseTaxpayerData,
  normaliseVehicleData,
  providerMetaFromEnvelope,
} from './normalise';
import { cleanProviderMessage } from './redact';
import {
  businessTaxResponseSchema,
  dataProblemOf,
  envelopeSchema,
  taxResponseSchema,
  vinResponseSchema,
  type ParsedAnswer,
  type ParsedEnvelope,
} from './schemas';
import type { z } from 'zod';
import type { Translate } from '@/utils/i18n/translate';

export type HeadersLike = Headers | Readonly<Record<string, string | undefined>>;

export interface InterpretOptions {
  t: Translate;
  /** Strings to mask in anything shown (the API key and App ID). */
  secrets?: readonly (string | undefined)[];
  now?: () => number;
}

/** An ApiOutcome for one attempt; failures that may be retried say so, with the server's wait if given. */
export type Interpretation<T> =
  | Extract<ApiOutcome<T>, { ok: true }>
  | (Extract<ApiOutcome<T>, { ok: false }> & { retry?: { afterMs?: number } });

type Subject = 'vin' | 'tax';

function header(headers: HeadersLike | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

function looksLikeHtml(bodyText: string, headers: HeadersLike | undefined): boolean {
  const type = header(headers, 'content-type')?.toLowerCase() ?? '';
  return type.includes('text/html') || /^\s*</.test(bodyText);
}

type JsonRead = { kind: 'json'; value: unknown } | { kind: 'empty' | 'html' | 'malformed' };

function readJson(bodyText: string, headers: HeadersLike | undefined): JsonRead {
  if (bodyText.trim() === '') return { kind: 'empty' };
  if (looksLikeHtml(bodyText, headers)) return { kind: 'html' };
  try {
    return { kind: 'json', value: JSON.parse(bodyText) as unknown };
  } catch {
    return { kind: 'malformed' };
  }
}

function readErrorEnvelope(json: JsonRead): ParsedEnvelope | undefined {
  if (json.kind !== 'json') return undefined;
  const parsed = envelopeSchema.safeParse(json.value);
  return parsed.success ? parsed.data : undefined;
}

function addProviderFacts(
  context: FailureContext,
  envelope: ParsedEnvelope,
  secrets: readonly (string | undefined)[],
): void {
  const charge = chargeOf(envelope);
  if (charge) context.charge = charge;
  if (envelope.verification.reference !== undefined) context.reference = envelope.verification.reference;
  const errors = envelope.errors
    .map((line) => cleanProviderMessage(line, secrets))
    .filter((line): line is string => line !== undefined);
  if (errors.length > 0) context.errors = errors;
}

export function chargeOf(envelope: Pick<ParsedEnvelope, 'billing_info'>): Charge | undefined {
  const billing = envelope.billing_info;
  if (billing.was_charged === undefined) return undefined;
  const charge: Charge = { wasCharged: billing.was_charged };
  if (billing.amount !== undefined) charge.amount = billing.amount;
  if (billing.amountNotUnderstood) charge.amountNotUnderstood = true;
  if (billing.currency !== undefined) charge.currency = billing.currency;
  return charge;
}

function fail<T>(failure: Failure, retry?: { afterMs?: number }): Interpretation<T> {
  return retry ? { ok: false, failure, attempts: 1, retry } : { ok: false, failure, attempts: 1 };
}

function interpretHttpError<T>(
  httpStatus: number,
  json: JsonRead,
  headers: HeadersLike | undefined,
  context: FailureContext,
  options: InterpretOptions,
): Interpretation<T> {
  const envelope = readErrorEnvelope(json);
  const code = envelope?.response_code ?? '';
  const withCode: FailureContext = code === '' ? context : { ...context, responseCode: code };

  if (httpStatus === 400) return fail(badRequestFailure(withCode));
  if (httpStatus === 401 || httpStatus === 403) return fail(badKeyFailure(withCode));
  if (httpStatus === 402) return fail(insufficientFundsFailure(withCode));
  if (httpStatus === 429) {
    const afterMs = parseRetryAfterMs(header(headers, 'retry-after'), options.now);
    return fail(rateLimitedFailure(withCode), afterMs === undefined ? {} : { afterMs });
  }
  if (isRetryableStatus(httpStatus)) {
    return fail(serverErrorFailure({ ...withCode, webPage: json.kind === 'html' }), {});
  }
  if ((httpStatus >= 300 && httpStatus <= 399) || httpStatus === 0) {
    // 0 is a browser's opaque redirect (fetch with redirect: 'manual').
    return fail(invalidResponseFailure({ ...withCode, reason: 'redirect' }));
  }
  if (httpStatus >= 400 && httpStatus <= 499) {
    // Some gateways pair a 404/422 with a meaningful response_code: trust the code when it is one we know.
    if (code === '01') return fail(notFoundFailure(withCode));
    if (code === '03') return fail(insufficientFundsFailure(withCode));
    const reason =
      httpStatus === 404 || httpStatus === 405
        ? context.t('failure.endpointNotFound', [httpStatus])
        : undefined;
    return fail(badRequestFailure(reason === undefined ? withCode : { ...withCode, reason }));
  }
  return fail(serverErrorFailure({ ...withCode, unknownCode: false }));
}

function interpret<Data, T>(
  subject: Subject,
  schema: z.ZodType<ParsedAnswer<Data>>,
  normaliseData: (data: Data, t: Translate) => T,
  httpStatus: number,
  bodyText: string,
  headers: HeadersLike | undefined,
  options: InterpretOptions,
): Interpretation<T> {
  const secrets = options.secrets ?? [];
  const json = readJson(bodyText, headers);
  const errorEnvelope = readErrorEnvelope(json);
  const providerMessage = cleanProviderMessage(errorEnvelope?.detail ?? errorEnvelope?.message, secrets);
  const context: FailureContext = { t: options.t, subject, httpStatus };
  if (providerMessage !== undefined) context.providerMessage = providerMessage;
  if (errorEnvelope?.response_code) context.responseCode = errorEnvelope.response_code;
  if (errorEnvelope) addProviderFacts(context, errorEnvelope, secrets);

  if (httpStatus < 200 || httpStatus > 299) {
    return interpretHttpError(httpStatus, json, headers, context, options);
  }
  if (json.kind !== 'json') return fail(invalidResponseFailure({ ...context, reason: json.kind }));
  // No verification answer nests dozens deep: one that does is built to break readers, so it is not read
  // further. What its status and billing said is kept (in context), and it is never retried.
  if (nestsDeeperThan(json.value)) return fail(unreadableAnswerFailure(context));

  // Before the record is read: a PENDING answer (often with no record yet) may already be billed and is
  // never retried, whatever its code; NOT-VERIFIED is an answer, never a success; "not found" stays so.
  const verdict = errorEnvelope?.verification.status?.toUpperCase().replace(/_/g, '-');
  if (verdict === 'PENDING') return fail(pendingFailure(context));
  if (verdict === 'NOT-VERIFIED' && errorEnvelope?.response_code !== '01') {
    return fail(notVerifiedFailure(context));
  }

  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = options.t(
      issue?.path[0] === 'data' ? dataProblemOf(issue.message) : 'failure.invalidNotObject',
    );
    return fail(invalidResponseFailure({ ...context, reason: 'schema', detail }));
  }
  const answer = parsed.data;
  const code = answer.response_code;
  const withCode: FailureContext = code === '' ? context : { ...context, responseCode: code };

  if (answer.success) {
    const meta: ProviderMeta = providerMetaFromEnvelope(answer);
    if (meta.providerMessage !== undefined) {
      const cleaned = cleanProviderMessage(meta.providerMessage, secrets);
      if (cleaned === undefined) delete meta.providerMessage;
      else meta.providerMessage = cleaned;
    }
    return { ok: true, data: normaliseData(answer.data, options.t), meta, attempts: 1 };
  }
  switch (code) {
    case '':
      // The newer envelope says "no" with status false and its errors, without a response_code.
      if (answer.newer) return fail(badRequestFailure(context));
      return fail(invalidResponseFailure({ ...context, reason: 'no_outcome' }));
    case '00':
      // response_code says success while status says failure (status alone is unreliable).
      return fail(invalidResponseFailure({ ...withCode, reason: 'contradictory' }));
    case '01':
      return fail(notFoundFailure(withCode));
    case RETRY_LATER_CODE:
      return fail(retryLaterFailure(withCode), {});
    case '03':
      return fail(insufficientFundsFailure(withCode));
    default:
      return fail(serverErrorFailure({ ...withCode, unknownCode: true }));
  }
}

/** The outcome of one VIN answer. `attempts` is 1; the client overwrites it. */
export function interpretVinResponse(
  httpStatus: number,
  bodyText: string,
  headers: HeadersLike | undefined,
  options: InterpretOptions,
): Interpretation<VehicleReport> {
  return interpret('vin', vinResponseSchema, normaliseVehicleData, httpStatus, bodyText, headers, options);
}

export function interpretTaxResponse(
  httpStatus: number,
  bodyText: string,
  headers: HeadersLike | undefined,
  options: InterpretOptions,
): Interpretation<TaxpayerRecord> {
  return interpret('tax', taxResponseSchema, normaliseTaxpayerData, httpStatus, bodyText, headers, options);
}

/** The outcome of one Business Tax answer (the 13-digit Tax ID): a taxpayer record like the TIN check's. */
export function interpretBusinessTaxResponse(
  httpStatus: number,
  bodyText: string,
  headers: HeadersLike | undefined,
  options: InterpretOptions,
): Interpretation<TaxpayerRecord> {
  return interpret(
    'tax',
    businessTaxResponseSchema,
    normaliseBusinessTaxData,
    httpStatus,
    bodyText,
    headers,
    options,
  );
}
