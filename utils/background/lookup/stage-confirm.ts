/**
 * The questions asked before a paid call: "look up anyway?" for a doubtful input, and the warning for a
 * paid call of this identifier sent earlier whose answer never came back (the worker stopped mid-call): it
 * may have been billed, so sending again waits for the user's yes. One "Look up anyway" answers them all.
 */
import { formatTimestamp } from '@/utils/format/time';
import type { LookupResult } from '@/utils/lookup/schema';
import { unsentAnswer, type Identified, type LookupRun } from './stage-run';

export function confirmationAnswer(
  run: LookupRun,
  { kind, value }: Identified,
  warnings: readonly string[],
  cutOff: string | undefined,
): LookupResult {
  return unsentAnswer(run, kind, value, {
    type: 'needs-confirmation',
    warnings: [...warnings, ...(cutOff ? [cutOff] : [])],
  });
}

/**
 * The cut-off call's warning, read only where an answer would ask or send (a cache hit pays no storage
 * read for it). A call still running in this worker is not cut off: the queue merges a new lookup into it.
 */
export async function cutOffWarning(run: LookupRun, key: string): Promise<string | undefined> {
  const { deps, source, request, queue } = run;
  if (!source.paid || request.confirmCost || !deps.sentCalls || queue.has(key)) return undefined;
  const sentAt = await deps.sentCalls.sentAt(key).catch(() => undefined);
  if (sentAt === undefined) return undefined;
  return deps.t('lookup.cutOffWarning', [formatTimestamp(sentAt)]);
}
