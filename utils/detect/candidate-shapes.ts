/**
 * A conservative first look before the detectors: every identifier they can find shows one of these
 * shapes in its text, so a block whose text has none is neither walked nor detected. One native regular
 * expression reads text many times faster than the DOM walk and the detectors. Pure.
 *
 * The shapes hold on text glued from many blocks with nothing between them (candidate-walk.ts reads a
 * page so): each matches inside an identifier's own run, never looks behind its start, and is at most
 * CANDIDATE_SEAM characters long. Line breaks and tabs count as the spaces the detectors read them as.
 */
import type { DetectionKind } from './types';
import { GROUPED_VIN_SOURCE } from './scan-vins';
import { INVISIBLE_SOURCE } from './visible-text';

/** The longest match of any shape below: the keyword, 30 characters of reach, a digit (tin-keywords.ts). */
export const CANDIDATE_SEAM = 64;

// Spelt out, not counted (`{11}`), as are the first characters of the legacy TIN: V8
// then tests several characters at once wherever it tries a shape, and the search over prose takes about
// 40% less time.
const VIN_CHARACTERS_11 = '[0-9A-Z]'.repeat(11);

// A lower-case VIN counts only when its check digit holds (scan-vins.ts), so its ninth character is a
// digit or an x: few long lower-case words or ids have one there.
const LOWER_CASE_VIN = `${'[0-9a-z]'.repeat(8)}[0-9x]${'[0-9a-z]'.repeat(8)}`;

/** A CAC prefix with its digits, up to two words between: "BN Reg. No. 3141592", "RC: 654321" (scan-cacs.ts). */
export const CAC_PREFIX_SHAPE = String.raw`(?:LLP|LP|RC|Rc|BN|IT)\)?[\s:.#/-]{0,4}(?:[A-Za-z]{2,12}[\s:.#/-]{0,4}){0,2}\d{4}`;

// Per kind: shapes in the case they are written, then words read in any case (as the detectors do).
const SHAPES: Readonly<Record<DetectionKind, readonly [string, string]>> = {
  // 11+ VIN characters (a VIN, a masked VIN), 17 in groups, or 17 in lower case; a VIN label.
  vin: [`${VIN_CHARACTERS_11}|${GROUPED_VIN_SOURCE}|${LOWER_CASE_VIN}`, String.raw`v\.?i\.?n\b|chassis\b`],
  // A legacy NRS TIN (8-4 digits), or a TIN keyword up to 30 characters before a digit.
  tin: [
    String.raw`\d\d\d\d\d{4}(?:[-\u2012\u2013]|\s[-\u2012\u2013]\s)\d{4}`,
    String.raw`(?:tin|nrs|jrb|firs|jtb|tax(?:payer)?[\s-]?id(?:entification)?)(?:\d|\b\D{0,30}\d)`,
  ],
  cac: [
    CAC_PREFIX_SHAPE,
    // A business name label, or a CAC label before its number ("CAC Reg. No. 987654").
    String.raw`business\sname|cac\b\D{0,30}\d`,
  ],
  phone: ['[0-9]', ''],
};

/**
 * Global expressions whose matches, together, cover every place the detectors for `kinds` may find an
 * identifier in: text with no match holds none. Invisible characters count as a match, since the
 * detectors read the text without them.
 */
export function candidatePatterns(kinds: readonly DetectionKind[]): RegExp[] {
  const shapes = kinds.map((kind) => SHAPES[kind]);
  const written = shapes.map(([shape]) => shape).join('|');
  const words = shapes.flatMap(([, word]) => (word ? [word] : [])).join('|');
  return [
    new RegExp(written || '(?!)', 'g'),
    new RegExp(words || '(?!)', 'gi'),
    new RegExp(INVISIBLE_SOURCE, 'gv'),
  ];
}
