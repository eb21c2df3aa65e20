import type { HistoryOutcome } from '@/utils/history/schema';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { verdictRowFields, type RowVerdict } from '@/utils/verdict/row';

/** One line that names what came back: the vehicle, the taxpayer, or what went wrong. */
export function summariseResult(
  result: LookupResult,
  t: Translate,
): { outcome: HistoryOutcome; summary: string; vinCheck?: string; verdict: RowVerdict } {
  const { payload } = result;
  // The row keeps the answer's verdict (utils/verdict/): the list and the CSV decide nothing.
  const verdict = verdictRowFields(result, t);
  switch (payload.type) {
    case 'vehicle':
      return { outcome: 'success', summary: payload.report.name || t('record.vehicleFound'), ...verdict };
    case 'taxpayer':
      return {
        outcome: 'success',
        summary: payload.record.taxpayerName || t('record.taxpayerFound'),
        ...verdict,
      };
    case 'failure':
      return { outcome: payload.failure.code, summary: payload.failure.title, ...verdict };
    case 'needs-confirmation':
      return { outcome: 'bad_request', summary: t('record.awaitingConfirmation'), ...verdict };
  }
}
