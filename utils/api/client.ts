/** HTTP client for both endpoints. The API key travels only in x-api-key: never a URL, Failure or log. */
import { abortableSleep, backoffDelayMs } from './backoff';
import { API_MAX_RETRIES, billingFactsOfBody, mayRepeat, withBillingFacts } from './retry-rule';
import {
  badKeyFailure,
  badRequestFailure,
  billedErrorFailure,
  invalidResponseFailure,
  networkErrorFailure,
  referenceNotUnderstoodFailure,
  timeoutFailure,
  unreadableAnswerFailure,
} from './failures';
import {
  interpretBusinessTaxResponse,
  interpretTaxResponse,
  interpretVinResponse,
  type Interpretation,
  type InterpretOptions,
} from './interpret';
import {
  taxChannelSchema,
  type ApiOutcome,
  type Failure,
  type TaxChannel,
  type TaxpayerRecord,
  type VehicleReport,
} from './model';
import { API_PRESETS, buildEndpoint, channelForPreset, validateBaseUrl, type PresetId } from './presets';
import { capText } from './caps';
import { withImageOrigin } from './image-origin';
import { readBodyCapped } from './read-body';
import { isProviderReference } from './reference';
import { salvageBillingFacts } from './salvage';
import { statusBodyAsVerification } from './status-answer';
import { interpretWalletResponse, looksLikeSandboxKey, type WalletOutcome } from './wallet';
import type { Translate } from '@/utils/i18n/translate';

export { interpretBusinessTaxResponse, interpretTaxResponse, interpretVinResponse };
export type { Interpretation, InterpretOptions };

export interface ApiConfig {
  presetId: PresetId;
  /** Empty means the preset's default base URL. */
  baseUrl: string;
  apiKey: string;
  appId?: string;
  /** Custom preset only: the gateway's own paths. */
  vinPath?: string;
  tinPath?: string;
  taxIdPath?: string;
}

export interface CallOptions {
  t: Translate;
  fetch?: typeof fetch;
  /** Per attempt, including the body. */
  timeoutMs?: number;
  maxRetries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The user's cancel: ends the call and any wait with a "cancelled" timeout failure. */
  signal?: AbortSignal;
  random?: () => number;
  now?: () => number;
  isOnline?: () => boolean;
}

export const API_DEFAULT_TIMEOUT_MS = 20_000;
export { API_MAX_RETRIES };

type Attempt<T> = Interpretation<T>;

interface Call<T> {
  url: string;
  body?: Record<string, string>;
  config: ApiConfig;
  subject: 'vin' | 'tax';
  interpret: (status: number, text: string, headers: Headers, options: InterpretOptions) => Interpretation<T>;
}

function browserIsOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

function requestHeaders(config: ApiConfig, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'x-api-key': config.apiKey, Accept: 'application/json' };
  if (withBody) headers['Content-Type'] = 'application/json';
  const appId = config.appId?.trim();
  if (appId) headers['app-id'] = appId;
  return headers;
}

function pathOptions(config: ApiConfig): { vinPath?: string; tinPath?: string; taxIdPath?: string } {
  return {
    ...(config.vinPath ? { vinPath: config.vinPath } : {}),
    ...(config.tinPath ? { tinPath: config.tinPath } : {}),
    ...(config.taxIdPath ? { taxIdPath: config.taxIdPath } : {}),
  };
}

/** One attempt, body included, under its own time limit. */
async function attemptOnce<T>(call: Call<T>, options: CallOptions, timeoutMs: number): Promise<Attempt<T>> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const context = { t: options.t, subject: call.subject };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onUserAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onUserAbort, { once: true });

  // Which failure an abort or a broken stream means; never the thrown error's text (it could quote the URL).
  const stopped = (): Failure | undefined =>
    timedOut
      ? timeoutFailure({ ...context, timeoutMs })
      : options.signal?.aborted
        ? timeoutFailure({ ...context, cancelled: true })
        : undefined;

  const headers = requestHeaders(call.config, call.body !== undefined);
  const appId = call.config.appId?.trim();

  try {
    let response: Response;
    try {
      response = await fetchImpl(call.url, {
        method: call.body === undefined ? 'GET' : 'POST',
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: controller.signal,
        // No cookies, no referrer, no cache: the answer is personal data and the call is billed.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        // A redirect would carry x-api-key to another host: stop and report it instead (see interpret).
        redirect: 'manual',
      });
    } catch {
      const failure = stopped();
      if (failure) return { ok: false, failure, attempts: 1 };
      // Offline, nothing left the machine; otherwise the request may have reached the provider.
      const offline = (options.isOnline ?? browserIsOnline)() === false;
      return { ok: false, failure: networkErrorFailure({ ...context, offline }), attempts: 1 };
    }

    let body;
    try {
      body = await readBodyCapped(response);
    } catch {
      const failure = stopped() ?? networkErrorFailure({ ...context, httpStatus: response.status });
      // The status line arrived but not the body, so what it said about billing is unknown: never repeated.
      return { ok: false, failure, attempts: 1 };
    }
    if (body.tooLarge) {
      const failure = invalidResponseFailure({
        ...context,
        httpStatus: response.status,
        reason: 'too_large',
      });
      return { ok: false, failure, attempts: 1 };
    }
    const interpretOptions: InterpretOptions = { t: options.t, secrets: [call.config.apiKey, appId] };
    if (options.now) interpretOptions.now = options.now;
    try {
      // The answer's own billing facts are read before anything decides to send it again.
      const interpreted = call.interpret(response.status, body.text, response.headers, interpretOptions);
      const read = withBillingFacts(interpreted, billingFactsOfBody(body.text));
      // An error that would have been retried, had it not charged: worded as sent once.
      if (!read.ok && interpreted.ok === false && interpreted.retry && read.failure.charge?.wasCharged) {
        return { ...read, failure: billedErrorFailure(read.failure, options.t) };
      }
      return read;
    } catch {
      // Any exception while reading (an answer nested to overflow a reader, say) is an unreadable answer:
      // it keeps the status and what billing said, and is never retried (it may have been billed).
      const failure = unreadableAnswerFailure({
        ...context,
        httpStatus: response.status,
        ...salvageBillingFacts(body.text),
      });
      return { ok: false, failure, attempts: 1 };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onUserAbort);
  }
}

async function run<T>(call: Call<T>, options: CallOptions): Promise<ApiOutcome<T>> {
  const maxRetries = Math.min(
    API_MAX_RETRIES,
    Math.max(0, Math.floor(options.maxRetries ?? API_MAX_RETRIES)),
  );
  const timeoutMs = options.timeoutMs ?? API_DEFAULT_TIMEOUT_MS;
  const sleep = options.sleep ?? ((ms: number) => abortableSleep(ms, options.signal));
  const cancelled = (attempts: number): ApiOutcome<T> => ({
    ok: false,
    failure: timeoutFailure({ t: options.t, subject: call.subject, cancelled: true }),
    attempts,
  });

  let attempts = 0;
  for (;;) {
    if (options.signal?.aborted) return cancelled(attempts);
    attempts += 1;
    const result = await attemptOnce(call, options, timeoutMs);
    if (result.ok) return { ...result, attempts };
    // An attempt that says it charged ends the call here, so its charge is the one the outcome records.
    if (!mayRepeat(result) || attempts > maxRetries) return { ok: false, failure: result.failure, attempts };
    await sleep(result.retry.afterMs ?? backoffDelayMs(attempts - 1, options.random));
  }
}

/** The base URL actually called, whose origin a vehicle image may share. */
function apiBase(config: ApiConfig): string {
  return config.baseUrl.trim() || API_PRESETS[config.presetId].defaultBaseUrl;
}

/** Checks that need no network; a failure here means nothing was sent (attempts 0). */
function checkConfig(config: ApiConfig, subject: 'vin' | 'tax', t: Translate): Failure | undefined {
  if (config.apiKey.trim() === '') return badKeyFailure({ t, subject, missingKey: true });
  const urlProblem = validateBaseUrl(config.baseUrl.trim() || API_PRESETS[config.presetId].defaultBaseUrl);
  if (urlProblem) return badRequestFailure({ t, subject, reason: t(urlProblem) });
  return undefined;
}

/** Looks up a vehicle by VIN. The VIN is sent trimmed, otherwise as given (sandbox VINs are not ISO VINs). */
export async function verifyVin(
  config: ApiConfig,
  vin: string,
  options: CallOptions,
): Promise<ApiOutcome<VehicleReport>> {
  const { t } = options;
  const value = vin.trim();
  const problem =
    checkConfig(config, 'vin', t) ??
    (value === '' ? badRequestFailure({ t, subject: 'vin', reason: t('failure.enterVin') }) : undefined);
  if (problem) return { ok: false, failure: problem, attempts: 0 };
  const outcome = await run(
    {
      url: buildEndpoint(config.presetId, config.baseUrl, 'vin', pathOptions(config)),
      body: { vin: value },
      config,
      subject: 'vin',
      interpret: interpretVinResponse,
    },
    options,
  );
  return withImageOrigin(outcome, apiBase(config));
}

export async function verifyTaxpayer(
  config: ApiConfig,
  channel: TaxChannel,
  number: string,
  options: CallOptions,
): Promise<ApiOutcome<TaxpayerRecord>> {
  const { t } = options;
  const value = number.trim();
  const problem =
    checkConfig(config, 'tax', t) ??
    (!taxChannelSchema.safeParse(channel).success
      ? badRequestFailure({ t, subject: 'tax', reason: t('failure.unknownChannel') })
      : value === ''
        ? badRequestFailure({ t, subject: 'tax', reason: t('failure.enterNumber') })
        : undefined);
  if (problem) return { ok: false, failure: problem, attempts: 0 };
  return run(
    {
      url: buildEndpoint(config.presetId, config.baseUrl, 'tax', pathOptions(config)),
      body: { channel: channelForPreset(config.presetId, channel), number: value },
      config,
      subject: 'tax',
      interpret: interpretTaxResponse,
    },
    options,
  );
}

/** The 13-digit Tax ID on the provider's Business Tax check: `{ "tax_number": … }`, no channel. A preset
 * without the check fails before anything is sent (attempts 0). */
export async function verifyBusinessTax(
  config: ApiConfig,
  taxId: string,
  options: CallOptions,
): Promise<ApiOutcome<TaxpayerRecord>> {
  const { t } = options;
  const value = taxId.trim();
  const url = buildEndpoint(config.presetId, config.baseUrl, 'taxId', pathOptions(config));
  const problem =
    checkConfig(config, 'tax', t) ??
    (url === ''
      ? badRequestFailure({
          t,
          subject: 'tax',
          reason: t('businessTax.noCheckMessage', [API_PRESETS[config.presetId].label]),
        })
      : value === ''
        ? badRequestFailure({ t, subject: 'tax', reason: t('failure.enterNumber') })
        : undefined);
  if (problem) return { ok: false, failure: problem, attempts: 0 };
  return run(
    { url, body: { tax_number: value }, config, subject: 'tax', interpret: interpretBusinessTaxResponse },
    options,
  );
}

/** A tax answer of either check: the status check does not say whether the earlier POST was Business Tax. */
function interpretEitherTaxResponse(
  ...args: Parameters<typeof interpretTaxResponse>
): Interpretation<TaxpayerRecord> {
  const legacy = interpretTaxResponse(...args);
  if (legacy.ok || legacy.failure.code !== 'invalid_response') return legacy;
  const businessTax = interpretBusinessTaxResponse(...args);
  return businessTax.ok ? businessTax : legacy;
}

/** The free status check: a GET by the provider's reference, never a second POST, never a charge. */
export async function checkVerificationStatus<T extends VehicleReport | TaxpayerRecord>(
  config: ApiConfig,
  subject: 'vin' | 'tax',
  reference: string,
  options: CallOptions,
): Promise<ApiOutcome<T>> {
  const { t } = options;
  const wanted = reference.trim();
  const problem =
    checkConfig(config, subject, t) ??
    (wanted === ''
      ? badRequestFailure({ t, subject, reason: t('failure.pendingNoReference') })
      : !isProviderReference(wanted)
        ? referenceNotUnderstoodFailure({ t, subject, shown: capText(wanted, 60) })
        : undefined);
  if (problem) return { ok: false, failure: problem, attempts: 0 };
  const interpretAnswer = (subject === 'vin' ? interpretVinResponse : interpretEitherTaxResponse) as (
    ...args: Parameters<typeof interpretVinResponse>
  ) => Interpretation<T>;
  const outcome = await run<T>(
    {
      url: buildEndpoint(config.presetId, config.baseUrl, 'status', { reference: wanted }),
      config,
      subject,
      interpret: (status, text, headers, interpretOptions) =>
        interpretAnswer(status, statusBodyAsVerification(text), headers, interpretOptions),
    },
    options,
  );
  // Documented as not billed, whatever the earlier answer's billing said.
  if (outcome.ok) {
    const checked = withImageOrigin(outcome, apiBase(config)) as typeof outcome;
    return { ...checked, meta: { ...outcome.meta, wasCharged: false } };
  }
  const {
    amount: _amount,
    currency: _currency,
    ...charge
  } = { ...outcome.failure.charge, wasCharged: false };
  return { ...outcome, failure: { ...outcome.failure, charge } };
}

/** The free wallet check: a GET with the key and App ID only. Never retried (a person is waiting). */
export async function checkWallet(config: ApiConfig, options: CallOptions): Promise<WalletOutcome> {
  if (config.apiKey.trim() === '') return { ok: false, problem: 'no_key' };
  if (validateBaseUrl(config.baseUrl.trim() || API_PRESETS[config.presetId].defaultBaseUrl)) {
    return { ok: false, problem: 'bad_url' };
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetchImpl(buildEndpoint(config.presetId, config.baseUrl, 'wallet'), {
      method: 'GET',
      headers: requestHeaders(config, false),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      redirect: 'manual',
    });
    const body = await readBodyCapped(response);
    if (body.tooLarge)
      return { ok: false, problem: 'not_provider', reason: 'shape', httpStatus: response.status };
    const outcome = interpretWalletResponse(
      response.status,
      body.text,
      response.headers.get('content-type') ?? '',
      [config.apiKey, config.appId],
    );
    // A refused test key is a sandbox key, not a wrong one: say so kindly.
    if (!outcome.ok && outcome.problem === 'key_refused' && looksLikeSandboxKey(config.apiKey)) {
      return { ...outcome, problem: 'sandbox' };
    }
    return outcome;
  } catch {
    return controller.signal.aborted
      ? { ok: false, problem: 'timeout' }
      : { ok: false, problem: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
