/** The report-against-VIN finding for history and exports: undefined when the report agrees. */
import type { VehicleReport } from '@/utils/api/model';
import type { Translate } from '@/utils/i18n/translate';
import { compareClaim, reportClaim } from './compare';
import { decodeVin } from './decode';
import { describeMismatch } from './mismatch-text';

export function vinCheckOf(vin: string, report: VehicleReport, t: Translate): string | undefined {
  const decode = decodeVin(vin);
  if (decode.kind !== 'complete') return undefined;
  const mismatch = compareClaim(reportClaim(report.specification), decode);
  return mismatch ? describeMismatch(mismatch, t).join(' ') : undefined;
}
