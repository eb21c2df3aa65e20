/** Identifier detection. No browser or WXT imports: it runs in the content script, the worker and Node. */
import { detectWith } from './detect-core';
import { PAGE_SAMPLE_CHARS, readPageCountry, type CountryVerdict } from './page-country';
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

/**
 * Sorted, non-overlapping, linear time. Values never hold invisible characters (visible-text.ts). Only
 * what fits the page's country is returned, in the outside contract's shape (no page flag).
 */
export function detectIdentifiers(source: string, options?: DetectOptions): Detection[] {
  const detections = detectWith(source, options?.kinds, {
    country: options?.country ?? readTextCountry,
  });
  // Masked VINs are for the page's free preview only: what is typed, pasted or uploaded is looked up.
  return detections
    .filter((found) => !isMaskedVin(found.value))
    .map(({ kind, value, start, end, confidence }) => ({ kind, value, start, end, confidence }));
}

/**
 * The text's first and last parts, PAGE_SAMPLE_CHARS in all: a page names its country in its heading and
 * its footer (address, phone, registration line), and the bound keeps the reading's cost constant.
 */
export function samplePageText(text: string): string {
  if (text.length <= PAGE_SAMPLE_CHARS) return text;
  const head = Math.floor((PAGE_SAMPLE_CHARS - 1) / 2);
  const tail = PAGE_SAMPLE_CHARS - 1 - head;
  return `${text.slice(0, head)}\n${text.slice(text.length - tail)}`;
}

/** The country of a text that is its own page (typed, pasted, a file): no host name, no language. */
export function readTextCountry(text: string): CountryVerdict {
  return readPageCountry({ hostname: '', lang: '', text: samplePageText(text) }).verdict;
}

/** "1HGCM82633A******": the characters shown, then one `*` per masked one. */
export function isMaskedVin(value: string): boolean {
  return value.length === 17 && value.includes('*');
}
export { detectMaskedVins, type MaskedVin } from './masked-vin';
