/**
 * Stage: the organisation's spend rules (utils/background/policy/spend-guard.ts). Only a call that may be
 * billed is held to them; the cache before is free. Checked before a call queues, and again at its slot.
 */
import type { Failure } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import type { SpendTicket } from '@/utils/background/policy/spend-guard';
import { confirmationAnswer, cutOffWarning } from './stage-confirm';
import { unsentAnswer, type Identified, type LookupRun } from './stage-run';

/** The guard of a paid source; none for demo data. */
export function spendGuardOf(run: LookupRun) {
  return run.source.paid ? run.deps.spend : undefined;
}

/** Before the queue: a stop, or a question, or nothing to say. An unreadable ledger is decided at the slot. */
export async function checkSpend(run: LookupRun, id: Identified): Promise<LookupResult | undefined> {
  const spend = spendGuardOf(run);
  if (!spend) return undefined;
  const verdict = await spend
    .check(id.kind, id.value, run.request.confirmCost === true)
    .catch(() => undefined);
  if (!verdict) return undefined;
  if ('stop' in verdict)
    return unsentAnswer(run, id.kind, id.value, { type: 'failure', failure: verdict.stop });
  return confirmationAnswer(run, id, [verdict.confirm], await cutOffWarning(run, id.key));
}

/**
 * At the slot: calls ahead of it may have spent what it was let in for. Passing reserves its expected price
 * (the ticket); an error here sends nothing (money first).
 */
export async function admitAtSlot(
  run: LookupRun,
  id: Identified,
): Promise<{ stop: LookupResult } | { ticket?: SpendTicket }> {
  const spend = spendGuardOf(run);
  if (!spend) return {};
  const admitted = await spend
    .admit(id.kind, id.value, run.request.confirmCost === true)
    .catch((): { stop: Failure } => ({ stop: unreadableLedgerFailure(run.deps.t) }));
  if ('stop' in admitted) {
    return { stop: unsentAnswer(run, id.kind, id.value, { type: 'failure', failure: admitted.stop }) };
  }
  if ('confirm' in admitted) return { stop: confirmationAnswer(run, id, [admitted.confirm], undefined) };
  return { ticket: admitted.ticket };
}

/** The reservation becomes the answer's charge; with no answer, the call counts as spent. */
export async function settleCharge(
  run: LookupRun,
  ticket: SpendTicket | undefined,
  recorded: LookupResult | undefined,
): Promise<void> {
  if (ticket)
    await spendGuardOf(run)
      ?.settle(ticket, recorded)
      .catch(() => undefined);
}

export function unreadableLedgerFailure(t: Translate): Failure {
  return {
    code: 'bad_request',
    title: t('policy.guardTitle'),
    message: t('policy.unknownCostMessage'),
    action: t('policy.limitAction'),
    retryable: false,
  };
}
