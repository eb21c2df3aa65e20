/**
 * Identifier detection: the public entry point. Pure TypeScript with no browser or WXT imports, so the
 * same code runs in the content script, the background worker and plain Node.
 *
 * detectIdentifiers(text) finds VINs, Nigerian TINs, CAC registration numbers and Nigerian mobile
 * numbers in page text, each with its offsets and the value normalised as the API expects it.
 */
import { detectWith } from './detect-core';
import { isForeignNear } from './foreign-context';
import type { Detection, DetectionKind } from './types';

export type { Detection, DetectionKind } from './types';
export { ALL_DETECTION_KINDS } from './types';
export * from './vin';
export * from './tin';
export * from './cac';
export * from './phone';

export interface DetectOptions {
  /** Which kinds to look for; all four when omitted. */
  kinds?: readonly DetectionKind[];
  /**
   * Page context: whether the whole page is plainly another country's (its address or language says
   * so). When omitted, the text around each 10- or 13-digit TIN is read for another country's name,
   * currency, phone code or domain instead.
   */
  foreignPage?: boolean;
}

/**
 * All identifiers in `text`, sorted by start and never overlapping (when two candidates overlap the
 * longer, then the more confident, wins). Runs in time linear in the length of `text`.
 *
 * Identifiers are read from the text as a reader sees it (visible-text.ts): invisible characters are
 * skipped, and nothing is reported whose display could differ from its value (a right-to-left override,
 * a combining mark on its last character). Offsets are in `text` and cover any invisible characters
 * inside; `value` never contains them.
 */
export function detectIdentifiers(source: string, options?: DetectOptions): Detection[] {
  const foreignPage = options?.foreignPage;
  const isForeign = foreignPage === undefined ? isForeignNear : () => foreignPage;
  // Masked VINs are for the page's free preview only: what is typed, pasted or uploaded is looked up.
  return detectWith(source, options?.kinds, isForeign).filter((found) => !isMaskedVin(found.value));
}

/** "1HGCM82633A******": the characters a page shows of a VIN, then one `*` per masked one. */
export function isMaskedVin(value: string): boolean {
  return value.length === 17 && value.includes('*');
}
export { detectMaskedVins, type MaskedVin } from './masked-vin';
