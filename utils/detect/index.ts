/** Identifier detection. No browser or WXT imports: it runs in the content script, the worker and Node. */
import { detectWith, type ExtraScanner } from './detect-core';
import type { CountryVerdict } from './page-country';
import { readTextCountry } from './page-fit';
import { scanCacLabelNumbers } from './scan-cacs';
import { scanBracketedPhones } from './scan-phones';
import type { Detection, DetectionKind } from './types';

export type { Detection, DetectionKind } from './types';
export { ALL_DETECTION_KINDS } from './types';
export * from './vin';
export * from './tin';
export * from './cac';
export * from './phone';

export interface DetectOptions {
  kinds?: readonly DetectionKind[];
  /** The page's country; when omitted, the text is its own page and its country is read from it. */
  country?: CountryVerdict;
}

/** The rarer printed forms: here every one runs; the content script composes its own (detect-core.ts). */
const EVERY_EXTRA_SCANNER: readonly ExtraScanner[] = [
  { kind: 'cac', scan: scanCacLabelNumbers },
  { kind: 'phone', scan: scanBracketedPhones },
];

/**
 * Sorted, non-overlapping, linear time. Values never hold invisible characters (visible-text.ts). Only
 * what fits the page's country is returned, in the outside contract's shape (no page flag).
 */
export function detectIdentifiers(source: string, options?: DetectOptions): Detection[] {
  const detections = detectWith(source, options?.kinds, {
    country: options?.country ?? readTextCountry,
    extraScanners: EVERY_EXTRA_SCANNER,
  });
  // Masked VINs are for the page's free preview only: what is typed, pasted or uploaded is looked up.
  return detections
    .filter((found) => !isMaskedVin(found.value))
    .map(({ kind, value, start, end, confidence }) => ({ kind, value, start, end, confidence }));
}

/** "1HGCM82633A******": the characters shown, then one `*` per masked one. */
export function isMaskedVin(value: string): boolean {
  return value.length === 17 && value.includes('*');
}
export { detectMaskedVins, type MaskedVin } from './masked-vin';
