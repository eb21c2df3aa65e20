/**
 * Every detector together: detectIdentifiers, and the more-detectors part of the content script (the
 * always-on half runs the common ones: detect-common.ts). Shapes other countries print too carry
 * `pageMustBe` (types.ts) unless a Nigerian label stands right beside them (nigerian-label.ts).
 */
import { liftBesideNigerianLabels } from './nigerian-label';
import type { CountryVerdict } from './page-country';
import { fitsPage } from './page-fit';
import { resolveOverlaps } from './resolve-overlaps';
import { scanBusinessNameNumbers, scanCacLabelNumbers, scanCacs } from './scan-cacs';
import { scanBracketedPhones, scanPhones } from './scan-phones';
import { scanTins } from './scan-tins';
import { scanBareVins, scanGroupedVins, scanLabelledVins } from './scan-vins';
import { ALL_DETECTION_KINDS, type Detection, type DetectionKind } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

export interface DetectWithOptions {
  /**
   * The page's country, or how to read it from the visible text (asked only when a detection needs it):
   * then what does not fit is dropped before overlaps are settled, so it cannot hide a neighbour that fits.
   * Absent: every detection comes back with its flag.
   */
  country?: CountryVerdict | ((visibleText: string) => CountryVerdict);
}

export function detectWith(
  source: string,
  kinds: readonly DetectionKind[] = ALL_DETECTION_KINDS,
  options: DetectWithOptions = {},
): Detection[] {
  const { visible: text, toSource } = removeInvisible(source);
  let candidates: Detection[] = [];
  if (kinds.includes('vin')) {
    scanBareVins(text, candidates);
    scanLabelledVins(text, candidates);
    scanGroupedVins(text, candidates);
  }
  if (kinds.includes('tin')) scanTins(text, candidates);
  if (kinds.includes('cac')) {
    scanCacs(text, candidates);
    scanBusinessNameNumbers(text, candidates);
    scanCacLabelNumbers(text, candidates);
  }
  if (kinds.includes('phone')) {
    scanPhones(text, candidates);
    scanBracketedPhones(text, candidates);
  }
  liftBesideNigerianLabels(text, candidates);
  const { country } = options;
  if (country !== undefined && candidates.some((candidate) => candidate.pageMustBe)) {
    const verdict = typeof country === 'function' ? country(text) : country;
    candidates = candidates.filter((candidate) => fitsPage(candidate, verdict));
  }
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
