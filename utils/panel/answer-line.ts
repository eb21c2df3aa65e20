import type { LookupResult } from '@/utils/lookup/schema';
import { summariseVehicle } from '@/utils/format/vehicle-summary';

/**
 * The answer in one line, for the page's button after a lookup from it: "2013 Toyota Camry LE", the
 * taxpayer's name, or what went wrong ("No record found"). Empty when there is nothing to say yet (a
 * warning the user must confirm in the side panel).
 */
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
