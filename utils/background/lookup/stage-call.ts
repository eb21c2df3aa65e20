/** Stage: the one call to the source, its answer checked for whose it is. */
import type { ApiOutcome, IdentifierKind, TaxpayerRecord, VehicleReport } from '@/utils/api/model';
import { unreadableAnswerFailure } from '@/utils/api/failures';
import type { Translate } from '@/utils/i18n/translate';
import type { ResolvedSource } from './resolved-source';
import { aboutTheNumberAsked, type SourceAnswer } from './stage-identity';

/** An outcome of the source as an answer's payload, held to the number asked. */
export function answerOfOutcome(
  t: Translate,
  kind: IdentifierKind,
  value: string,
  outcome: ApiOutcome<VehicleReport | TaxpayerRecord>,
): SourceAnswer {
  if (!outcome.ok) return { payload: { type: 'failure', failure: outcome.failure } };
  const record =
    kind === 'vin'
      ? { type: 'vehicle' as const, report: outcome.data as VehicleReport }
      : { type: 'taxpayer' as const, record: outcome.data as TaxpayerRecord };
  return aboutTheNumberAsked(t, kind, value, record, outcome.meta);
}

/** An exception past the client's own guard is still an answer that may have been billed: it becomes an
 * unreadable answer that goes into history, never a thrown error the page offers to retry. */
export async function callSourceOnce(
  source: Pick<ResolvedSource, 'vehicle' | 'taxpayer'>,
  t: Translate,
  kind: IdentifierKind,
  value: string,
): Promise<SourceAnswer> {
  try {
    const outcome = kind === 'vin' ? await source.vehicle(value) : await source.taxpayer(kind, value);
    return answerOfOutcome(t, kind, value, outcome);
  } catch {
    return { payload: { type: 'failure', failure: unreadableFailure(t, kind) } };
  }
}

export function unreadableFailure(t: Translate, kind: IdentifierKind) {
  return unreadableAnswerFailure({ t, subject: kind === 'vin' ? 'vin' : 'tax' });
}
