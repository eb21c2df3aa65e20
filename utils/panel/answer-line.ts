import type { LookupResult } from '@/utils/lookup/schema';
import { summariseVehicle } from '@/utils/format/vehicle-summary';
import { translate } from '@/utils/i18n/extension-translate';
import type { Translate } from '@/utils/i18n/translate';
import { isMaskedVin } from '@/utils/detect';
import { decodeVin } from '@/utils/vin-decode/decode';
import { describeMaskedLine } from '@/utils/vin-decode/describe';

const DIFFERS = {
  page: 'nameCheck.answerDiffers',
  typed: 'nameCheck.answerTypedDiffers',
  file: 'nameCheck.answerFileDiffers',
} as const;

/** The answer in one line for the page's button; '' while a warning awaits confirmation in the side panel.
 * A taxpayer's line carries the name check: "✓ NAME" when the printed name is the provider's, "⚠ …" when not. */
export function answerLine(result: LookupResult, t: Translate = translate): string {
  const { payload } = result;
  switch (payload.type) {
    case 'vehicle':
      return summariseVehicle(payload.report).title;
    case 'taxpayer': {
      const name = payload.record.taxpayerName;
      const check = result.nameCheck;
      if (check?.match === 'matches') return t('nameCheck.answerMatches', [name]);
      if (check?.match === 'differs') return t(DIFFERS[check.from], [name, check.claimed]);
      return name;
    }
    case 'failure':
      // A masked VIN reads as what it says ("Honda · 2003 · United States · serial hidden by the auction").
      if (result.kind === 'vin' && isMaskedVin(result.value))
        return describeMaskedLine(decodeVin(result.value), t);
      return payload.failure.title;
    default:
      return '';
  }
}
