import type { LookupResult } from '@/utils/lookup/schema';
import { summariseVehicle } from '@/utils/format/vehicle-summary';

/** The answer in one line for the page's button; '' while a warning awaits confirmation in the side panel. */
export function answerLine(result: LookupResult): string {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle':
      return summariseVehicle(payload.report).title;
    case 'taxpayer':
      return payload.record.taxpayerName;
    case 'failure':
      return payload.failure.title;
    default:
      return '';
  }
}
