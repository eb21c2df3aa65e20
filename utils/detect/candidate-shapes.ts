/**
 * A conservative first look before the detectors: every identifier they can find shows one of these
 * shapes in its text, so text with none is left out of a detector call. One native regular expression
 * reads text many times faster than the detectors' character loops. Pure.
 */
import type { DetectionKind } from './types';
import { INVISIBLE_SOURCE } from './visible-text';

// Per kind: shapes in the case they are written, then words read in any case (as the detectors do).
const SHAPES: Readonly<Record<DetectionKind, readonly [string, string]>> = {
  // 11+ VIN characters (a VIN, a masked VIN), or 17 single characters one space apart; a VIN label.
  vin: [
    String.raw`[0-9A-Z]{11}|(?:[0-9A-Za-z]\s){16}[0-9A-Za-z]`,
    String.raw`(?<![0-9A-Za-z])(?:v\.?i\.?n\b|chassis\b)|vin:`,
  ],
  // A legacy NRS TIN (8-4 digits), or a TIN keyword before a 10- or 13-digit number.
  tin: [
    String.raw`\d{8}(?:[-\u2012\u2013]| [-\u2012\u2013] )\d{4}`,
    String.raw`\b(?:tin|nrs|jrb|firs|jtb)\b|\btax`,
  ],
  // A CAC prefix with its digits (perhaps after "No."), or a business name label.
  cac: [
    String.raw`(?<![0-9A-Za-z])(?:LLP|LP|RC|Rc|BN|IT)\)?[ \u00a0:.#/-]{0,4}(?:[A-Za-z]{2,6}[ \u00a0:.#/-]{0,4})?\d{4}`,
    'business name',
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
