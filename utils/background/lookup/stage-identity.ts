/** Stage: a record about another number than the one asked is no verdict on it: a failure that keeps the charge. */
import type { IdentifierKind, ProviderMeta } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import { answeredAboutOther, otherNumberFailure } from '@/utils/lookup/answer-identity';
import { chargeOfMeta } from '@/utils/lookup/charge';
import type { LookupPayload } from '@/utils/lookup/schema';

export interface SourceAnswer {
  payload: LookupPayload;
  meta?: ProviderMeta;
}

export function aboutTheNumberAsked(
  t: Translate,
  kind: IdentifierKind,
  value: string,
  record: Extract<LookupPayload, { type: 'vehicle' | 'taxpayer' }>,
  meta: ProviderMeta,
): SourceAnswer {
  const other = answeredAboutOther(kind, value, record);
  if (!other) return { payload: record, meta };
  return {
    payload: { type: 'failure', failure: otherNumberFailure(t, value, other, chargeOfMeta(meta)) },
    meta,
  };
}
