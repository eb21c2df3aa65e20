import type { HistoryOutcome } from '../history/schema';
import type { Translate } from '../i18n/translate';
import type { LookupResult } from './schema';

/** One line that names what came back: the vehicle, the taxpayer, or what went wrong. */
export function summariseResult(
  result: LookupResult,
  t: Translate,
): { outcome: HistoryOutcome; summary: string } {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle':
      return { outcome: 'success', summary: payload.report.name || t('record.vehicleFound') };
    case 'taxpayer':
      return { outcome: 'success', summary: payload.record.taxpayerName || t('record.taxpayerFound') };
    case 'failure':
      return { outcome: payload.failure.code, summary: payload.failure.title };
    case 'needs-confirmation':
      return { outcome: 'bad_request', summary: t('record.awaitingConfirmation') };
  }
}
