/**
 * The one place a lookup happens: validate, answer from cache, or call the data source once
 * (merged with any identical call in flight, within the concurrency cap), then cache and record it.
 */
import type {
  ApiOutcome,
  Failure,
  IdentifierKind,
  ProviderMeta,
  TaxpayerRecord,
  VehicleReport,
} from '../api/model';
import { parseQuery } from '../detect/parse-input';
import type { HistoryEntry } from '../history/schema';
import type { Translate } from '../i18n/translate';
import type { Settings } from '../settings/schema';
import { acceptsSandboxValues, cacheNamespace, describeDataSource } from './data-source';
import { createRequestQueue, type RequestQueue } from './request-queue';
import type { LookupPayload, LookupRequest, LookupResult } from './schema';
import { summariseResult } from './summary';

/** The provider's answer for one identifier, whatever the source. */
export interface SourceCaller {
  vehicle(settings: Settings, vin: string): Promise<ApiOutcome<VehicleReport>>;
  taxpayer(
    settings: Settings,
    kind: Exclude<IdentifierKind, 'vin'>,
    number: string,
  ): Promise<ApiOutcome<TaxpayerRecord>>;
}

/** What one lookup leaves in storage. */
export interface LookupRecord {
  entry: HistoryEntry;
  historyLimit: number;
  /** Only for a fresh answer worth caching: cached under this key in the same write as its entry. */
  cache?: { key: string; storedAt: number };
}

export interface LookupDependencies {
  /** Words validation failures and history lines in the user's language. */
  t: Translate;
  getSettings(): Promise<Settings>;
  /** Says why a lookup cannot be sent (e.g. no key saved), or undefined when it can. */
  checkReady(settings: Settings): Promise<Failure | undefined>;
  callSource: SourceCaller;
  readCache(key: string, maxAgeMs: number, now: number): Promise<LookupResult | undefined>;
  isCacheable(result: LookupResult): boolean;
  /**
   * One storage write for the history entry and the cache entry, so a worker stopped at any moment
   * leaves the answer cached and recorded, or neither. Tells the user itself when storage is full.
   */
  saveLookup(record: LookupRecord): Promise<void>;
  now(): number;
  newId(): string;
}

/** The provider allows a handful of calls at once; more only queue up behind its rate limit. */
export const MAX_CONCURRENT_CALLS = 4;

export function createLookupService(
  deps: LookupDependencies,
  queue: RequestQueue = createRequestQueue(MAX_CONCURRENT_CALLS),
) {
  async function lookup(request: LookupRequest): Promise<LookupResult> {
    const settings = await deps.getSettings();
    const source = describeDataSource(settings, deps.t);
    /** A fresh answer made here and now, without the cache. */
    const answer = (
      kind: IdentifierKind | undefined,
      value: string,
      payload: LookupPayload,
      meta?: ProviderMeta,
    ): LookupResult => ({
      id: deps.newId(),
      kind,
      value,
      source,
      trigger: request.trigger,
      fromCache: false,
      fetchedAt: deps.now(),
      payload,
      ...(meta ? { meta } : {}),
    });

    const parsed = parseQuery(request.value, {
      t: deps.t,
      ...(request.kind ? { kind: request.kind } : {}),
      allowSandboxValues: acceptsSandboxValues(settings),
    });
    if (!parsed.ok) {
      const failure: Failure = {
        code: 'bad_request',
        title: deps.t('failure.checkTitle'),
        message: parsed.error,
        action: deps.t('failure.checkAction'),
        retryable: false,
      };
      return answer(parsed.kind, request.value.trim(), { type: 'failure', failure });
    }
    const { kind, value } = parsed;
    if (parsed.warnings.length > 0 && !request.acceptWarnings) {
      return answer(kind, value, { type: 'needs-confirmation', warnings: parsed.warnings });
    }

    const notReady = await deps.checkReady(settings);
    if (notReady) return answer(kind, value, { type: 'failure', failure: notReady });

    const cacheKey = `${cacheNamespace(settings)}|${kind}|${value}`;
    if (!request.refresh) {
      const cached = await deps.readCache(cacheKey, settings.cacheHours * 3_600_000, deps.now());
      if (cached) {
        const result: LookupResult = {
          ...cached,
          id: deps.newId(),
          trigger: request.trigger,
          fromCache: true,
        };
        // A cached answer is free and already safe in storage: answer at once, note it in history after.
        void saveSafely(result, settings);
        return result;
      }
    }

    return queue.run(cacheKey, async () => {
      const { payload, meta } = await callSource(settings, kind, value);
      const result = answer(kind, value, payload, meta);
      const cache = deps.isCacheable(result) ? { key: cacheKey, storedAt: result.fetchedAt } : undefined;
      await saveSafely(result, settings, cache);
      return result;
    });
  }

  async function callSource(
    settings: Settings,
    kind: IdentifierKind,
    value: string,
  ): Promise<{ payload: LookupPayload; meta?: LookupResult['meta'] }> {
    if (kind === 'vin') {
      const outcome = await deps.callSource.vehicle(settings, value);
      return outcome.ok
        ? { payload: { type: 'vehicle', report: outcome.data }, meta: outcome.meta }
        : { payload: { type: 'failure', failure: outcome.failure } };
    }
    const outcome = await deps.callSource.taxpayer(settings, kind, value);
    return outcome.ok
      ? { payload: { type: 'taxpayer', record: outcome.data }, meta: outcome.meta }
      : { payload: { type: 'failure', failure: outcome.failure } };
  }

  /**
   * Storage is bookkeeping: an error while writing must never cost the user an answer that was already
   * paid for (the store tells the user itself when storage is full).
   */
  async function saveSafely(
    result: LookupResult,
    settings: Settings,
    cache?: LookupRecord['cache'],
  ): Promise<void> {
    try {
      const { outcome, summary, vinCheck } = summariseResult(result, deps.t);
      await deps.saveLookup({
        entry: {
          id: result.id,
          at: deps.now(),
          kind: result.kind,
          value: result.value,
          source: result.source,
          trigger: result.trigger,
          fromCache: result.fromCache,
          outcome,
          summary,
          ...(vinCheck ? { vinCheck } : {}),
          result,
        },
        historyLimit: settings.historyLimit,
        ...(cache ? { cache } : {}),
      });
    } catch {
      // Nothing more to do here: the answer still goes back to the caller.
    }
  }

  return { lookup, queue };
}

export type LookupService = ReturnType<typeof createLookupService>;
