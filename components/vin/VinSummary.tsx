import { i18n } from '#i18n';
import { useMemo } from 'preact/hooks';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeVinLine } from '@/utils/vin-decode/describe';
import { translate } from '@/utils/i18n/extension-translate';

/** One line of the free decode for a list row (side panel, history): what the VIN says on its own. */
export function VinSummary({ vin }: { vin: string }) {
  const line = useMemo(() => describeVinLine(decodeVin(vin), translate), [vin]);
  if (!line) return null;
  return (
    <span class="vin-summary">
      <span class="vin-summary__label">{i18n.t('vinPreview.title')}:</span> {line}
    </span>
  );
}
