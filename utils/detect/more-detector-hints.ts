/**
 * Where a text may hold an identifier that only every detector finds (detect-core.ts), not the always-on
 * half's (detect-common.ts): every CAC number, phones (off by default), a VIN printed in groups, and a VIN
 * label followed by anything but a plain 17-character VIN (its lower-case, grouped or spelt-out forms). A
 * frame whose text has one gets the more-detectors part. Conservative: a text with no match holds nothing
 * the common detectors miss (more-detector-hints.test.ts holds it on both corpora and the unit examples).
 * Tested on one run's text at a time, so, unlike the candidate shapes, they may look behind. Pure.
 */
import { CAC_PREFIX_SHAPE } from './candidate-shapes';
import type { DetectionKind } from './types';

/**
 * 17 capitals and digits in one whole grouped run: at least one space or hyphen inside (a plain run is the
 * bare VIN's), starting and ending at a group's edge, so "VIN 1HGCM82633A004352" is no grouped VIN.
 */
const GROUPED_VIN = String.raw`(?<![0-9A-Za-z])(?![0-9A-Z]{17})[0-9A-Z](?:[\s-]?[0-9A-Z]){16}(?![0-9A-Za-z])`;

/** A VIN label, then (taken whole, so it cannot give back) its punctuation, then no plain 17-run VIN. */
const VIN_LABEL_ODD = String.raw`(?:[Vv]\.?[Ii]\.?[Nn]|[Cc]hassis|CHASSIS)\b(?=([^0-9A-Za-z]{0,8}))\1(?![0-9A-Z]{17}(?![0-9A-Za-z]))`;

// Per kind: shapes in the case they are written, then words read in any case.
const HINTS: Readonly<Record<DetectionKind, readonly [string, string]>> = {
  vin: [`${GROUPED_VIN}|${VIN_LABEL_ODD}`, ''],
  tin: ['', ''],
  cac: [CAC_PREFIX_SHAPE, String.raw`business\sname|cac\b`],
  phone: ['[0-9]', ''],
};

/** The expressions for `kinds` (none when every form of theirs is the common detectors'). */
export function moreDetectorHints(kinds: readonly DetectionKind[]): RegExp[] {
  const written = kinds.map((kind) => HINTS[kind][0]).filter(Boolean);
  const words = kinds.map((kind) => HINTS[kind][1]).filter(Boolean);
  return [
    ...(written.length > 0 ? [new RegExp(written.join('|'))] : []),
    ...(words.length > 0 ? [new RegExp(words.join('|'), 'i')] : []),
  ];
}
