/** The one place a lookup happens: validate, answer from cache or call the source once, then record it. */
import type {
  ApiOutcome,
  Failure,
  IdentifierKind,
  ProviderMeta,
  TaxpayerRecord,
  VehicleReport,
} from '@/utils/api/model';
import { unreadableAnswerFailure } from '@/utils/api/failures';
import { isMaskedVin } from '@/utils/detect';
import { parseQuery } from '@/utils/detect/parse-input';
import type { HistoryEntry } from '@/utils/history/schema';
import type { Translate } from '@/utils/i18n/translate';
import type { Settings } from '@/utils/settings/schema';
import { acceptsSandboxValues, cacheNamespace, describeDataSource, isUncheckedTaxId } from './data-source';
import { chargeField } from '@/utils/lookup/charge';
import { createRequestQueue, type RequestQueue } from './request-queue';
import { chargeOfMeta, reachedProvider, reportedCharge, statusCheckMark } from '@/utils/lookup/charge';
import { MAX_CONCURRENT_CALLS } from '@/utils/lookup/limits';
import type { LookupPayload, LookupRequest, LookupResult, StatusCheckRequest } from '@/utils/lookup/schema';
import type { SentCalls } from './sent-calls';
import { summariseResult } from './summary';
import { cacheKey as cacheKeyOf } from '@/utils/background/cache/key';
import type { SpendGuard, SpendTicket } from '@/utils/background/policy/spend-guard';
import { formatTimestamp } from '@/utils/format/time';
import { checkName } from '@/utils/taxpayer/name-check';
import { answeredAboutOther, otherNumberFailure } from '@/utils/lookup/answer-identity';

/** The provider's answer for one identifier, whatever the source. */
export interface SourceCaller {
  vehicle(settings: Settings, vin: string): Promise<ApiOutcome<VehicleReport>>;
  taxpayer(
    settings: Settings,
    kind: Exclude<IdentifierKind, 'vin'>,
    number: string,
  ): Promise<ApiOutcome<TaxpayerRecord>>;
  /** The free status check of an earlier PENDING answer, by the provider's reference. */
  status?(
    settings: Settings,
    kind: IdentifierKind,
    reference: string,
  ): Promise<ApiOutcome<VehicleReport | TaxpayerRecord>>;
}

export interface LookupRecord {
  entry: HistoryEntry;
  historyLimit: number;
  /** Only for a fresh answer worth caching: cached under this key in the same write as its entry. */
  cache?: { key: string; storedAt: number };
}

export interface LookupDependencies {
  t: Translate;
  getSettings(): Promise<Settings>;
  checkReady(settings: Settings): Promise<Failure | undefined>;
  callSource: SourceCaller;
  readCache(key: string, maxAgeMs: number, now: number): Promise<LookupResult | undefined>;
  isCacheable(result: LookupResult): boolean;
  /** Tells the user itself when storage is full. */
  saveLookup(record: LookupRecord): Promise<void>;
  now(): number;
  newId(): string;
  /** A fresh API answer that said nothing about its cost: the balance is worth asking for (free). */
  onUnbilledAnswer?(): void;
  /**
   * The organisation's spend rules for a paid lookup (utils/background/policy/spend-guard.ts): checked
   * before a call queues and again when it gets its slot, where its price is reserved in the spend ledger
   * until its answer is recorded.
   */
  spend?: SpendGuard;
  /** Paid calls sent and not yet answered, kept past a stopped worker (sent-calls.ts). */
  sentCalls?: SentCalls;
  /** Where this source's and account's answers are cached (account.ts); the source's alone by default. */
  namespaceOf?(settings: Settings): Promise<string>;
}

/** The answer with this request's name check; a cached answer's earlier check (another page's) is dropped. */
function withNameCheck(result: LookupResult, request: LookupRequest): LookupResult {
  const { nameCheck: _earlier, ...rest } = result;
  const check =
    rest.payload.type === 'taxpayer'
      ? checkName(request.nameClaim, rest.payload.record.taxpayerName)
      : undefined;
  return check ? { ...rest, nameCheck: check } : rest;
}

export function createLookupService(
  deps: LookupDependencies,
  queue: RequestQueue = createRequestQueue(MAX_CONCURRENT_CALLS),
) {
  const namespaceOf = deps.namespaceOf ?? (async (settings: Settings) => cacheNamespace(settings));

  async function lookup(request: LookupRequest): Promise<LookupResult> {
    const settings = await deps.getSettings();
    const source = describeDataSource(settings, deps.t);
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

    // A page's masked VIN: the API needs all 17 characters, so the answer is the free preview alone.
    const written = request.value.trim();
    if ((request.kind ?? 'vin') === 'vin' && isMaskedVin(written)) {
      const failure: Failure = {
        code: 'bad_request',
        title: deps.t('failure.maskedTitle'),
        message: deps.t('failure.maskedMessage', [written.replace(/\*+$/, '').length]),
        action: deps.t('failure.maskedAction'),
        retryable: false,
      };
      return { ...answer('vin', written, { type: 'failure', failure }), notSent: true };
    }
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
      return { ...answer(parsed.kind, request.value.trim(), { type: 'failure', failure }), notSent: true };
    }
    const { kind, value } = parsed;
    const cacheKey = cacheKeyOf(await namespaceOf(settings), kind, value);
    // Read only where an answer would ask or send: a cache hit pays no storage read for it.
    const unanswered = () => cutOffWarning(settings, cacheKey, request);
    /** Asks with a cut-off call's warning beside the others: one "Look up anyway" answers them all. */
    const ask = (warnings: readonly string[], cutOff: string | undefined): LookupResult => ({
      ...answer(kind, value, {
        type: 'needs-confirmation',
        warnings: [...warnings, ...(cutOff ? [cutOff] : [])],
      }),
      notSent: true,
    });
    if (parsed.warnings.length > 0 && !request.acceptWarnings)
      return ask(parsed.warnings, await unanswered());

    // A Tax ID where the source has no check for it: said before anything is sent.
    if (isUncheckedTaxId(settings, kind, value)) {
      const failure: Failure = {
        code: 'bad_request',
        title: deps.t('businessTax.noCheckTitle'),
        message: deps.t('businessTax.noCheckMessage', [source.label]),
        action: deps.t('businessTax.noCheckAction'),
        retryable: false,
        noTaxIdCheck: true,
      };
      return { ...answer(kind, value, { type: 'failure', failure }), notSent: true };
    }

    const notReady = await deps.checkReady(settings);
    if (notReady) return { ...answer(kind, value, { type: 'failure', failure: notReady }), notSent: true };

    if (!request.refresh) {
      const cached = await deps.readCache(cacheKey, settings.cacheHours * 3_600_000, deps.now());
      if (cached) {
        const result: LookupResult = withNameCheck(
          { ...cached, id: deps.newId(), trigger: request.trigger, fromCache: true },
          request,
        );
        // A cached answer is free and already safe in storage: answer at once, note it in history after.
        void saveSafely(result, settings, undefined, request.pageUrl);
        return result;
      }
    }

    // Only a call that may be billed is held to the organisation's limits; the cache above is free.
    const spend = settings.dataSource === 'api' ? deps.spend : undefined;
    if (spend) {
      // Unreadable here is decided at the slot, where the guard runs again and fails closed.
      const verdict = await spend.check(kind, value, request.confirmCost === true).catch(() => undefined);
      if (verdict && 'stop' in verdict) {
        return { ...answer(kind, value, { type: 'failure', failure: verdict.stop }), notSent: true };
      }
      if (verdict) return ask([verdict.confirm], await unanswered());
    }
    const cutOff = await unanswered();
    if (cutOff) return ask([], cutOff);

    return queue.run(cacheKey, async () => {
      // The guard again now the call has its slot: calls ahead of it may have spent what it was let in for.
      // Passing reserves its expected price; an error here sends nothing (money first).
      let ticket: SpendTicket | undefined;
      if (spend) {
        const admitted = await spend
          .admit(kind, value, request.confirmCost === true)
          .catch((): { stop: Failure } => ({ stop: unreadableLedgerFailure() }));
        if ('stop' in admitted) {
          return { ...answer(kind, value, { type: 'failure', failure: admitted.stop }), notSent: true };
        }
        if ('confirm' in admitted) return ask([admitted.confirm], undefined);
        ticket = admitted.ticket;
      }
      const ledger = settings.dataSource === 'api' ? deps.sentCalls : undefined;
      // On record before it leaves: a worker stopped mid-call leaves the record, never a silent resend.
      await ledger?.noteSent(cacheKey, deps.now()).catch(() => undefined);
      let recorded: LookupResult | undefined;
      try {
        const { payload, meta } = await callSourceSafely(settings, kind, value);
        const result = withNameCheck(answer(kind, value, payload, meta), request);
        recorded = result;
        const cache = deps.isCacheable(result) ? { key: cacheKey, storedAt: result.fetchedAt } : undefined;
        await saveSafely(result, settings, cache, request.pageUrl);
        if (
          settings.dataSource === 'api' &&
          reportedCharge(result) === undefined &&
          reachedProvider(result)
        ) {
          deps.onUnbilledAnswer?.();
        }
        return result;
      } finally {
        // The reservation becomes the answer's charge; with no answer, the call counts as spent.
        if (ticket) await spend?.settle(ticket, recorded).catch(() => undefined);
        await ledger?.noteAnswered(cacheKey).catch(() => undefined);
      }
    });
  }

  function unreadableLedgerFailure(): Failure {
    return {
      code: 'bad_request',
      title: deps.t('policy.guardTitle'),
      message: deps.t('policy.unknownCostMessage'),
      action: deps.t('policy.limitAction'),
      retryable: false,
    };
  }

  /**
   * The warning for a paid call of this identifier sent earlier whose answer never came back (the
   * worker stopped mid-call): it may have been billed, so sending again waits for the user's yes. A call
   * still running in this worker is not cut off: the queue merges a new lookup into it.
   */
  async function cutOffWarning(
    settings: Settings,
    key: string,
    request: LookupRequest,
  ): Promise<string | undefined> {
    if (settings.dataSource !== 'api' || request.confirmCost || !deps.sentCalls || queue.has(key)) return;
    const sentAt = await deps.sentCalls.sentAt(key).catch(() => undefined);
    if (sentAt === undefined) return;
    return deps.t('lookup.cutOffWarning', [formatTimestamp(sentAt)]);
  }

  /** Finishes a PENDING answer with the free status check: a GET by reference, never a second POST. */
  async function checkStatus(request: StatusCheckRequest): Promise<LookupResult> {
    const settings = await deps.getSettings();
    const source = describeDataSource(settings, deps.t);
    const base = {
      id: deps.newId(),
      kind: request.kind,
      value: request.value,
      source,
      trigger: request.trigger,
      fromCache: false,
    };
    const notReady = await deps.checkReady(settings);
    const checkStatusOf = deps.callSource.status?.bind(deps.callSource);
    if (notReady || settings.dataSource === 'demo' || !checkStatusOf) {
      const failure = notReady ?? {
        code: 'bad_request' as const,
        title: deps.t('failure.checkTitle'),
        message: deps.t('failure.pendingNoReference'),
        action: deps.t('failure.checkAction'),
        retryable: false,
      };
      return { ...base, fetchedAt: deps.now(), payload: { type: 'failure', failure } };
    }
    const cacheKey = cacheKeyOf(await namespaceOf(settings), request.kind, request.value);
    return queue.run(`status|${cacheKey}`, async () => {
      const outcome = await checkStatusOf(settings, request.kind, request.reference).catch(
        (): ApiOutcome<VehicleReport | TaxpayerRecord> => ({
          ok: false,
          failure: unreadableAnswerFailure({ t: deps.t, subject: request.kind === 'vin' ? 'vin' : 'tax' }),
          attempts: 1,
        }),
      );
      const answered: { payload: LookupPayload; meta?: ProviderMeta } = !outcome.ok
        ? { payload: { type: 'failure', failure: outcome.failure } }
        : aboutTheNumberAsked(
            request.kind,
            request.value,
            request.kind === 'vin'
              ? { type: 'vehicle', report: outcome.data as VehicleReport }
              : { type: 'taxpayer', record: outcome.data as TaxpayerRecord },
            outcome.meta,
          );
      // Free: marked so its row records no charge; the PENDING answer still cached names the one charge.
      const earlier = await Promise.resolve()
        .then(() => deps.readCache(cacheKey, Number.POSITIVE_INFINITY, deps.now()))
        .catch(() => undefined);
      const result: LookupResult = {
        ...base,
        fetchedAt: deps.now(),
        ...answered,
        statusCheck: statusCheckMark(request.reference, earlier),
      };
      const cache = deps.isCacheable(result) ? { key: cacheKey, storedAt: result.fetchedAt } : undefined;
      await saveSafely(result, settings, cache);
      return result;
    });
  }

  /** An exception past the client's own guard is still an answer that may have been billed: it becomes an
   * unreadable answer that goes into history, never a thrown error the page offers to retry. */
  async function callSourceSafely(
    settings: Settings,
    kind: IdentifierKind,
    value: string,
  ): Promise<{ payload: LookupPayload; meta?: LookupResult['meta'] }> {
    try {
      return await callSource(settings, kind, value);
    } catch {
      const failure = unreadableAnswerFailure({ t: deps.t, subject: kind === 'vin' ? 'vin' : 'tax' });
      return { payload: { type: 'failure', failure } };
    }
  }

  async function callSource(
    settings: Settings,
    kind: IdentifierKind,
    value: string,
  ): Promise<{ payload: LookupPayload; meta?: LookupResult['meta'] }> {
    if (kind === 'vin') {
      const outcome = await deps.callSource.vehicle(settings, value);
      return outcome.ok
        ? aboutTheNumberAsked(kind, value, { type: 'vehicle', report: outcome.data }, outcome.meta)
        : { payload: { type: 'failure', failure: outcome.failure } };
    }
    const outcome = await deps.callSource.taxpayer(settings, kind, value);
    return outcome.ok
      ? aboutTheNumberAsked(kind, value, { type: 'taxpayer', record: outcome.data }, outcome.meta)
      : { payload: { type: 'failure', failure: outcome.failure } };
  }

  /** A record about another number than the one asked is no verdict on it: a failure that keeps the charge. */
  function aboutTheNumberAsked(
    kind: IdentifierKind,
    value: string,
    record: Extract<LookupPayload, { type: 'vehicle' | 'taxpayer' }>,
    meta: ProviderMeta,
  ): { payload: LookupPayload; meta: ProviderMeta } {
    const other = answeredAboutOther(kind, value, record);
    if (!other) return { payload: record, meta };
    const charge = chargeOfMeta(meta);
    return { payload: { type: 'failure', failure: otherNumberFailure(deps.t, value, other, charge) }, meta };
  }

  /** Storage is bookkeeping: a failed write never costs the user an answer already paid for. */
  async function saveSafely(
    result: LookupResult,
    settings: Settings,
    cache?: LookupRecord['cache'],
    pageUrl?: string,
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
          ...chargeField(result),
          ...(vinCheck ? { vinCheck } : {}),
          ...(result.nameCheck ? { nameCheck: result.nameCheck } : {}),
          ...(pageUrl ? { pageUrl } : {}),
          result,
        },
        historyLimit: settings.historyLimit,
        ...(cache ? { cache } : {}),
      });
    } catch {
      // Nothing more to do here: the answer still goes back to the caller.
    }
  }

  return { lookup, checkStatus, queue };
}

export type LookupService = ReturnType<typeof createLookupService>;
