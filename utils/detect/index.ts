/** Identifier detection. No browser or WXT imports: it runs in the content script, the worker and Node. */
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
  kinds?: readonly DetectionKind[];
  /** The page is plainly another country's; when omitted, the text around each 10- or 13-digit TIN decides. */
  foreignPage?: boolean;
}

/** Sorted, non-overlapping, linear time. Values never hold invisible characters (visible-text.ts). */
export function detectIdentifiers(source: string, options?: DetectOptions): Detection[] {
  const foreignPage = options?.foreignPage;
  const isForeign = foreignPage === undefined ? isForeignNear : () => foreignPage;
  // Masked VINs are for the page's free preview only: what is typed, pasted or uploaded is looked up.
  return detectWith(source, options?.kinds, isForeign).filter((found) => !isMaskedVin(found.value));
}

/** "1HGCM82633A******": the characters shown, then one `*` per masked one. */
export function isMaskedVin(value: string): boolean {
  return value.length === 17 && value.includes('*');
}
export { detectMaskedVins, type MaskedVin } from './masked-vin';
