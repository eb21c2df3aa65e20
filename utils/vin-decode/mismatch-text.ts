import type { Translate } from '@/utils/i18n/translate';
import type { ClaimMismatch, VehicleClaim } from './compare';
import type { VinDecode } from './decode';

const years = (list: number[], t: Translate) =>
  list.length === 2 ? t('vinPreview.yearOr', [list[0]!, list[1]!]) : list.join(', ');

export function describeMismatch(mismatch: ClaimMismatch, t: Translate): string[] {
  const lines: string[] = [];
  if (mismatch.year)
    lines.push(t('vinPreview.mismatchYear', [mismatch.year.claimed, years(mismatch.year.decoded, t)]));
  if (mismatch.make)
    lines.push(t('vinPreview.mismatchMake', [mismatch.make.claimed, mismatch.make.decoded.join(' / ')]));
  return lines;
}

/** "The listing says 2019 Toyota; the VIN says 2003 Honda." */
export function describeListingMismatch(claim: VehicleClaim, decode: VinDecode, t: Translate): string {
  const said = [claim.year, claim.make].filter(Boolean).join(' ');
  const vinYears = decode.modelYear?.years ?? [];
  const vinSays = [vinYears.length > 0 ? years(vinYears, t) : '', decode.makes.join(' / ')]
    .filter(Boolean)
    .join(' ');
  return t('vinPreview.listingSays', [said, vinSays]);
}
