/**
 * Identifier detection: the public entry point. Pure TypeScript with no browser or WXT imports, so the
 * same code runs in the content script, the background worker and plain Node.
 *
 * detectIdentifiers(text) finds VINs, Nigerian TINs, CAC registration numbers and Nigerian mobile
 * numbers in page text, each with its offsets and the value normalised as the API expects it.
 */
import { resolveOverlaps } from './resolve-overlaps';
import { scanCacs } from './scan-cacs';
import { scanPhones } from './scan-phones';
import { scanTins } from './scan-tins';
import { scanBareVins, scanLabelledVins } from './scan-vins';
import { ALL_DETECTION_KINDS, type Detection, type DetectionKind } from './types';
import { keepDisplayedAsSent, removeInvisible } from './visible-text';

export type { Detection, DetectionKind } from './types';
export { ALL_DETECTION_KINDS } from './types';
export * from './vin';
export * from './tin';
export * from './cac';
export * from './phone';

export interface DetectOptions {
  /** Which kinds to look for; all four when omitted. */
  kinds?: readonly DetectionKind[];
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
  const { visible: text, toSource } = removeInvisible(source);
  const kinds = new Set(options?.kinds ?? ALL_DETECTION_KINDS);
  const candidates: Detection[] = [];
  if (kinds.has('vin')) {
    scanBareVins(text, candidates);
    scanLabelledVins(text, candidates);
  }
  if (kinds.has('tin')) scanTins(text, candidates);
  if (kinds.has('cac')) scanCacs(text, candidates);
  if (kinds.has('phone')) scanPhones(text, candidates);
  return keepDisplayedAsSent(source, text, toSource, resolveOverlaps(candidates));
}
export { detectMaskedVins, type MaskedVin } from './masked-vin';
