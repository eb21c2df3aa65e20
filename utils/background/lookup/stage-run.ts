/** One lookup on its way through the stages: what was asked, of which source, with which services. */
import type { IdentifierKind, ProviderMeta } from '@/utils/api/model';
import type { LookupPayload, LookupRequest, LookupResult } from '@/utils/lookup/schema';
import type { RequestQueue } from './request-queue';
import type { ResolvedSource } from './resolved-source';
import type { LookupDependencies } from './lookup-deps';

export interface LookupRun {
  readonly deps: LookupDependencies;
  readonly queue: RequestQueue;
  readonly source: ResolvedSource;
  readonly request: LookupRequest;
}

/** The identifier as parsed, and the key its answer is cached and queued under. */
export interface Identified {
  kind: IdentifierKind;
  value: string;
  key: string;
}

/** An answer of this run: a fresh id and time, the source it came from and the trigger that asked. */
export function answerOf(
  run: LookupRun,
  kind: IdentifierKind | undefined,
  value: string,
  payload: LookupPayload,
  meta?: ProviderMeta,
): LookupResult {
  return {
    id: run.deps.newId(),
    kind,
    value,
    source: run.source.info,
    trigger: run.request.trigger,
    fromCache: false,
    fetchedAt: run.deps.now(),
    payload,
    ...(meta ? { meta } : {}),
  };
}

/** An answer given before anything was sent: a refusal, or a question. */
export function unsentAnswer(
  run: LookupRun,
  kind: IdentifierKind | undefined,
  value: string,
  payload: LookupPayload,
): LookupResult {
  return { ...answerOf(run, kind, value, payload), notSent: true };
}
