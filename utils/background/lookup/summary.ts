import type { HistoryOutcome } from '@/utils/history/schema';
import type { Translate } from '@/utils/i18n/translate';
import type { LookupResult } from '@/utils/lookup/schema';
import { vinCheckOf } from '@/utils/vin-decode/vin-check';

/** One line that names what came back: the vehicle, the taxpayer, or what went wrong. */
export function summariseResult(
  result: LookupResult,
  t: Translate,
): { outcome: HistoryOutcome; summary: string; vinCheck?: string } {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle': {
      const summary = payload.report.name || t('record.vehicleFound');
      const vinCheck = result.kind === 'vin' ? vinCheckOf(result.value, payload.report, t) : undefined;
      return { outcome: 'success', summary, ...(vinCheck ? { vinCheck } : {}) };
    }
    case 'taxpayer':
      return { outcome: 'success', summary: payload.record.taxpayerName || t('record.taxpayerFound') };
    case 'failure':
      return { outcome: payload.failure.code, summary: payload.failure.title };
    case 'needs-confirmation':
      return { outcome: 'bad_request', summary: t('record.awaitingConfirmation') };
  }
}
