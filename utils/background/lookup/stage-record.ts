/** Stage: the answer into history (and the cache, for a fresh one) in one write. */
import type { Translate } from '@/utils/i18n/translate';
import type { HistoryEntry } from '@/utils/history/schema';
import { chargeField } from '@/utils/lookup/charge';
import type { LookupResult } from '@/utils/lookup/schema';
import { summariseResult } from './summary';
import type { LookupRecord } from './lookup-deps';
import type { LookupRun } from './stage-run';

/** The history entry of an answer, with its charge named once (a cached or free answer names none). */
export function historyEntryOf(
  result: LookupResult,
  at: number,
  t: Translate,
  pageUrl?: string,
): HistoryEntry {
  const { outcome, summary, vinCheck, verdict } = summariseResult(result, t);
  return {
    id: result.id,
    at,
    kind: result.kind,
    value: result.value,
    source: result.source,
    trigger: result.trigger,
    fromCache: result.fromCache,
    outcome,
    summary,
    ...chargeField(result),
    ...(vinCheck ? { vinCheck } : {}),
    verdict,
    ...(result.nameCheck ? { nameCheck: result.nameCheck } : {}),
    ...(pageUrl ? { pageUrl } : {}),
    result,
  };
}

/** Storage is bookkeeping: a failed write never costs the user an answer already paid for. */
export async function recordAnswer(
  run: Pick<LookupRun, 'deps' | 'source'>,
  result: LookupResult,
  cache?: LookupRecord['cache'],
  pageUrl?: string,
): Promise<void> {
  const { deps, source } = run;
  try {
    await deps.saveLookup({
      entry: historyEntryOf(result, deps.now(), deps.t, pageUrl),
      historyLimit: source.settings.historyLimit,
      ...(cache ? { cache } : {}),
    });
  } catch {
    // Nothing more to do here: the answer still goes back to the caller.
  }
}

/** Only a fresh answer worth caching is cached, under its key, in the same write as its entry. */
export function cacheSlot(run: Pick<LookupRun, 'deps'>, key: string, result: LookupResult) {
  return run.deps.isCacheable(result) ? { key, storedAt: result.fetchedAt } : undefined;
}
