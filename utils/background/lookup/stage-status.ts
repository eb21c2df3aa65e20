/** Finishes a PENDING answer with the free status check: a GET by reference, never a second POST. */
import type { ApiOutcome, Failure, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { cacheKey } from '@/utils/background/cache/key';
import { statusCheckMark } from '@/utils/lookup/charge';
import type { LookupResult, StatusCheckRequest } from '@/utils/lookup/schema';
import type { RequestQueue } from './request-queue';
import type { ResolvedSource } from './resolved-source';
import type { LookupDependencies } from './lookup-deps';
import { answerOfOutcome, unreadableFailure } from './stage-call';
import { cacheSlot, recordAnswer } from './stage-record';

export interface StatusRun {
  readonly deps: LookupDependencies;
  readonly queue: RequestQueue;
  readonly source: ResolvedSource;
  readonly request: StatusCheckRequest;
}

export async function runStatusCheck(run: StatusRun): Promise<LookupResult> {
  const { deps, source, request } = run;
  const base = {
    id: deps.newId(),
    kind: request.kind,
    value: request.value,
    source: source.info,
    trigger: request.trigger,
    fromCache: false,
  };
  const notReady = await deps.checkReady(source.settings);
  const status = source.status;
  if (notReady || !source.paid || !status) {
    const failure = notReady ?? noReferenceFailure(run);
    return { ...base, fetchedAt: deps.now(), payload: { type: 'failure', failure } };
  }
  const key = cacheKey(source.namespace, request.kind, request.value);
  return run.queue.run(`status|${key}`, async () => {
    const outcome = await status(request.kind, request.reference).catch(
      (): ApiOutcome<VehicleReport | TaxpayerRecord> => ({
        ok: false,
        failure: unreadableFailure(deps.t, request.kind),
        attempts: 1,
      }),
    );
    const answered = answerOfOutcome(deps.t, request.kind, request.value, outcome);
    // Free: marked so its row records no charge; the PENDING answer still cached names the one charge.
    const earlier = await Promise.resolve()
      .then(() => deps.readCache(key, Number.POSITIVE_INFINITY, deps.now()))
      .catch(() => undefined);
    const result: LookupResult = {
      ...base,
      fetchedAt: deps.now(),
      ...answered,
      statusCheck: statusCheckMark(request.reference, earlier),
    };
    await recordAnswer(run, result, cacheSlot(run, key, result));
    return result;
  });
}

function noReferenceFailure({ deps }: Pick<StatusRun, 'deps'>): Failure {
  return {
    code: 'bad_request',
    title: deps.t('failure.checkTitle'),
    message: deps.t('failure.pendingNoReference'),
    action: deps.t('failure.checkAction'),
    retryable: false,
  };
}
