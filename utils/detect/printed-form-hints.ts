/**
 * Where a text may hold an identifier that only every detector finds (detect-core.ts), not the common ones
 * (detect-common.ts): a VIN label (its lower-case and grouped VINs), a VIN in groups, a business name label,
 * and any digit once phones are on (phones are off by default: their detectors load only for users who
 * turn them on). Conservative, as the candidate shapes are: a text with no match holds nothing the
 * common detectors miss (a test holds it on every corpus). Pure.
 */
import { SPACED_VIN_SOURCE } from './scan-vins';
import type { DetectionKind } from './types';

const HINTS: Readonly<Record<DetectionKind, string>> = {
  vin: String.raw`v\.?i\.?n\b|chassis\b|${SPACED_VIN_SOURCE}`,
  tin: '',
  cac: String.raw`business\sname`,
  phone: '[0-9]',
};

/** One expression for `kinds`; undefined when none of them has a form the common detectors miss. */
export function printedFormHints(kinds: readonly DetectionKind[]): RegExp | undefined {
  const source = kinds
    .map((kind) => HINTS[kind])
    .filter(Boolean)
    .join('|');
  return source ? new RegExp(source, 'i') : undefined;
}
