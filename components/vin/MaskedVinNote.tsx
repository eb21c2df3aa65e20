import { i18n } from '#i18n';
import { useMemo } from 'preact/hooks';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaskedLine } from '@/utils/vin-decode/describe';
import { translate } from '@/utils/i18n/extension-translate';

// A masked auction VIN is normal, not a failure: what it says, that the serial is hidden, and that only the
// free preview exists for it. Styled as information, never as an error or a warning.
export function MaskedVinNote({ vin }: { vin: string }) {
  const line = useMemo(() => describeMaskedLine(decodeVin(vin), translate), [vin]);
  return (
    <div class="masked-vin" role="note" aria-label={i18n.t('box.maskedLabel')}>
      <p class="masked-vin__line">{line}</p>
      <p class="muted">{i18n.t('box.maskedFree')}</p>
    </div>
  );
}
