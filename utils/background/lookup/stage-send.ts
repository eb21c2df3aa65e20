/**
 * The stages that run once the call has its queue slot: admit (spend guard again) → note it sent → call →
 * claims → record → charge. Each paid call is on record before it leaves, and its charge is settled once,
 * whatever happens to its answer.
 */
import { reachedProvider, reportedCharge } from '@/utils/lookup/charge';
import type { LookupResult } from '@/utils/lookup/schema';
import type { SpendTicket } from '@/utils/background/policy/spend-guard';
import { callSourceOnce } from './stage-call';
import { withNameCheck } from './stage-claims';
import { cacheSlot, recordAnswer } from './stage-record';
import { answerOf, type Identified, type LookupRun } from './stage-run';
import { admitAtSlot, settleCharge } from './stage-spend';

export async function sendAtSlot(run: LookupRun, id: Identified): Promise<LookupResult> {
  const admitted = await admitAtSlot(run, id);
  if ('stop' in admitted) return admitted.stop;
  return sendAdmitted(run, id, admitted.ticket);
}

async function sendAdmitted(run: LookupRun, id: Identified, ticket?: SpendTicket): Promise<LookupResult> {
  const { deps, source, request } = run;
  const ledger = source.paid ? deps.sentCalls : undefined;
  // On record before it leaves: a worker stopped mid-call leaves the record, never a silent resend.
  await ledger?.noteSent(id.key, deps.now()).catch(() => undefined);
  let recorded: LookupResult | undefined;
  try {
    const { payload, meta } = await callSourceOnce(source, deps.t, id.kind, id.value);
    const result = withNameCheck(answerOf(run, id.kind, id.value, payload, meta), request);
    recorded = result;
    await recordAnswer(run, result, cacheSlot(run, id.key, result), request.pageUrl);
    noteUnbilled(run, result);
    return result;
  } finally {
    await settleCharge(run, ticket, recorded);
    await ledger?.noteAnswered(id.key).catch(() => undefined);
  }
}

/** A fresh API answer that said nothing about its cost: the balance is worth asking for (free). */
export function noteUnbilled(run: Pick<LookupRun, 'deps' | 'source'>, result: LookupResult): void {
  if (run.source.paid && reportedCharge(result) === undefined && reachedProvider(result)) {
    run.deps.onUnbilledAnswer?.();
  }
}
