/** Free public checks as links (nothing fetched); only US ones (NHTSA, NICB) take any 17-character VIN. */
import type { MessageKey } from '@/utils/i18n/translate';
import type { VinDecode } from './decode';

export interface NextCheck {
  labelKey: MessageKey;
  url: string;
}

const US_CHECKS: readonly NextCheck[] = [
  { labelKey: 'vinPreview.nhtsaRecalls', url: 'https://www.nhtsa.gov/recalls' },
  { labelKey: 'vinPreview.nicbVincheck', url: 'https://www.nicb.org/vincheck' },
];

/** North American VINs, and any VIN that uses a valid check digit (built to US rules), get the US checks. */
export function nextChecksFor(decode: VinDecode): readonly NextCheck[] {
  if (decode.kind !== 'complete') return [];
  const usRules = decode.region === 'North America' || decode.checkDigit.status === 'valid';
  return usRules ? US_CHECKS : [];
}
