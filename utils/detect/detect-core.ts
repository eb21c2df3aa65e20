/**
 * The scanners together, for the content script and detectIdentifiers. Shapes other countries print too
 * carry `pageMustBe` (types.ts) unless a Nigerian label stands right beside them (nigerian-label.ts).
 */
import { hasNigerianLabelBeside } from './nigerian-label';
import type { CountryVerdict } from './page-country';
import { fitsPage } from './page-fit';
import { resolveOverlaps } from './resolve-overlaps';
import { scanBusinessNameNumbers, scanCacs } from './scan-cacs';
import { scanPhones } from './scan-phones';
import { scanTins } from './scan-tins';
import { scanBareVins, scanLabelledVins, scanSpacedVins } from './scan-vins';
import { ALL_DETECTION_KINDS, type Detection, type DetectionKind } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

/** A scanner beyond the always-on ones (scanCacLabelNumbers, scanBracketedPhones), run for its kind. */
export interface ExtraScanner {
  kind: DetectionKind;
  scan(text: string, found: Detection[]): void;
}

export interface DetectWithOptions {
  /**
   * The page's country, or how to read it from the visible text (asked only when a detection needs it):
   * then what does not fit is dropped before overlaps are settled, so it cannot hide a neighbour that fits.
   * Absent: every detection comes back with its flag.
   */
  country?: CountryVerdict | ((visibleText: string) => CountryVerdict);
  extraScanners?: readonly ExtraScanner[];
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
    scanSpacedVins(text, candidates);
  }
  if (kinds.includes('tin')) scanTins(text, candidates);
  if (kinds.includes('cac')) {
    scanCacs(text, candidates);
    scanBusinessNameNumbers(text, candidates);
  }
  if (kinds.includes('phone')) scanPhones(text, candidates);
  for (const extra of options.extraScanners ?? [])
    if (kinds.includes(extra.kind)) extra.scan(text, candidates);

  for (const candidate of candidates) {
    if (candidate.pageMustBe && hasNigerianLabelBeside(text, candidate.start, candidate.end, candidate.kind))
      delete candidate.pageMustBe;
  }
  const { country } = options;
  if (country !== undefined && candidates.some((candidate) => candidate.pageMustBe)) {
    const verdict = typeof country === 'function' ? country(text) : country;
    candidates = candidates.filter((candidate) => fitsPage(candidate, verdict));
  }
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
