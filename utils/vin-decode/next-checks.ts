/**
 * Free public checks that exist for a VIN's market, as plain links the user opens (nothing is fetched).
 * Only US-market checks are known to take any 17-character VIN: NHTSA (recalls) and NICB (theft, salvage).
 */
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
