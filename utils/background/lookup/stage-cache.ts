/** Stage: a fresh cached answer of this source and account answers at once, free; nothing is sent. */
import type { LookupResult } from '@/utils/lookup/schema';
import { withNameCheck } from './stage-claims';
import { recordAnswer } from './stage-record';
import type { Identified, LookupRun } from './stage-run';

export async function answerFromCache(
  run: LookupRun,
  { key }: Identified,
): Promise<LookupResult | undefined> {
  const { deps, request, source } = run;
  if (request.refresh) return undefined;
  const cached = await deps.readCache(key, source.settings.cacheHours * 3_600_000, deps.now());
  if (!cached) return undefined;
  const result = withNameCheck(
    { ...cached, id: deps.newId(), trigger: request.trigger, fromCache: true },
    request,
  );
  // A cached answer is free and already safe in storage: answer at once, note it in history after.
  void recordAnswer(run, result, undefined, request.pageUrl);
  return result;
}
