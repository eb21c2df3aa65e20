/**
 * A lookup as named stages: parse → policy → readiness → cache → spend guard → cut-off → queue → (admit →
 * call → identity → claims → record → charge). Each stage answers, or lets the lookup go on; nothing is sent
 * until every stage before the queue has let it through.
 */
import { cacheKey } from '@/utils/background/cache/key';
import type { LookupResult } from '@/utils/lookup/schema';
import { answerFromCache } from './stage-cache';
import { confirmationAnswer, cutOffWarning } from './stage-confirm';
import { parseLookupRequest } from './stage-parse';
import { uncheckedKindFailure } from './stage-policy';
import { unsentAnswer, type Identified, type LookupRun } from './stage-run';
import { sendAtSlot } from './stage-send';
import { checkSpend } from './stage-spend';

export async function runLookup(run: LookupRun): Promise<LookupResult> {
  const { deps, source, request } = run;
  const parsed = parseLookupRequest(request, source, deps.t);
  if ('stop' in parsed) return unsentAnswer(run, parsed.stop.kind, parsed.stop.value, parsed.stop.payload);
  const id: Identified = {
    kind: parsed.kind,
    value: parsed.value,
    key: cacheKey(source.namespace, parsed.kind, parsed.value),
  };
  if (parsed.warnings.length > 0 && !request.acceptWarnings) {
    return confirmationAnswer(run, id, parsed.warnings, await cutOffWarning(run, id.key));
  }
  const refused = uncheckedKindFailure(source, id, deps.t) ?? (await deps.checkReady(source.settings));
  if (refused) return unsentAnswer(run, id.kind, id.value, { type: 'failure', failure: refused });

  const cached = await answerFromCache(run, id);
  if (cached) return cached;
  const held = await checkSpend(run, id);
  if (held) return held;
  const cutOff = await cutOffWarning(run, id.key);
  if (cutOff) return confirmationAnswer(run, id, [], cutOff);
  return run.queue.run(id.key, () => sendAtSlot(run, id));
}
