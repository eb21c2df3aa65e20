/** detectIdentifiers for the content script, which knows the page's country (page-country.ts). */
import { resolveOverlaps } from './resolve-overlaps';
import { scanBusinessNameNumbers, scanCacs } from './scan-cacs';
import { scanPhones } from './scan-phones';
import { scanTins } from './scan-tins';
import { scanBareVins, scanLabelledVins, scanSpacedVins } from './scan-vins';
import { ALL_DETECTION_KINDS, type Detection, type DetectionKind, type IsForeign } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

export type { IsForeign } from './types';

export function detectWith(
  source: string,
  kinds: readonly DetectionKind[] = ALL_DETECTION_KINDS,
  isForeign: IsForeign,
): Detection[] {
  const { visible: text, toSource } = removeInvisible(source);
  const candidates: Detection[] = [];
  if (kinds.includes('vin')) {
    scanBareVins(text, candidates);
    scanLabelledVins(text, candidates);
    scanSpacedVins(text, candidates);
  }
  if (kinds.includes('tin')) scanTins(text, candidates, isForeign);
  if (kinds.includes('cac')) {
    scanCacs(text, candidates);
    scanBusinessNameNumbers(text, candidates);
  }
  if (kinds.includes('phone')) scanPhones(text, candidates);
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
