import { i18n } from '#i18n';
import { useMemo } from 'preact/hooks';
import type { VehicleReport } from '@/utils/api/model';
import { reportClaim } from '@/utils/vin-decode/compare';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaker, describeYear } from '@/utils/vin-decode/describe';
import type { Verdict } from '@/utils/verdict/state';
import { checkLine } from '@/utils/verdict/words';
import { translate } from '@/utils/i18n/extension-translate';
import { EMPTY_VALUE } from '@/utils/format/report-text';
import { NextChecks } from './NextChecks';

/**
 * The report's year and make beside what the VIN itself says, and the verdict's disagreements in words (the
 * report's and the listing's against the VIN): compared in utils/verdict/, never here.
 */
export function VinCrossCheck({
  vin,
  report,
  verdict,
  printed = false,
}: {
  vin: string;
  report: VehicleReport;
  verdict?: Verdict;
  /** A printed report holds no links: the next checks are for the screen. */
  printed?: boolean;
}) {
  const decode = useMemo(() => decodeVin(vin), [vin]);
  if (decode.kind !== 'complete') return null;
  const claim = reportClaim(report.specification);
  const differs = (verdict?.checks ?? []).filter(
    (check) => (check.name === 'vin' || check.name === 'listing') && check.state === 'differs',
  );
  const rows = [
    {
      key: 'modelYear',
      label: i18n.t('vinPreview.modelYear'),
      reported: claim.year,
      decoded: describeYear(decode, translate),
    },
    {
      key: 'maker',
      label: i18n.t('vinPreview.maker'),
      reported: claim.make,
      decoded: describeMaker(decode, translate),
    },
  ];
  return (
    <div class="vin-check">
      <table class="vin-check__table">
        <caption>{i18n.t('vinPreview.title')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{i18n.t('vinPreview.reported')}</th>
            <th scope="col">{i18n.t('vinPreview.decoded')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.reported ?? EMPTY_VALUE}</td>
              <td>{row.decoded}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {differs.map((check) => (
        <p class="warning vin-check__mismatch" key={check.name}>
          {checkLine(check, translate)}
        </p>
      ))}
      {!printed && <NextChecks decode={decode} />}
    </div>
  );
}
