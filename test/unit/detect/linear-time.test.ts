/**
 * Detection must stay linear on any input (page text can be megabytes, and a content script must never
 * hang a tab). Each adversarial pattern is timed at two sizes, 8x apart: linear work grows about 8x,
 * quadratic work 64x. The bound (24x) sits far from both, so neither a GC pause nor a busy machine
 * (other test processes, browsers) can make the test flaky: the two sizes are timed alternately, so load
 * hits both alike, and each timing is the best of five runs after a warm-up.
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect/index';

const SMALL = 64 * 1024;
const LARGE = 8 * SMALL;
const MAX_GROWTH = 24;
const RUNS = 5;

const ADVERSARIAL_UNITS: Record<string, string> = {
  'one long run of digits': '7',
  'one long alphanumeric run': 'A1',
  'repeated VIN labels': 'VIN: ',
  'repeated labelled near-miss VINs': 'VIN: 1HG CM826 33A00435 ',
  'repeated RC prefixes': 'RC',
  'repeated short CAC numbers': 'RC 1234 ',
  'repeated TIN keywords and numbers': 'TIN 1234567890 ',
  'a chain of FIRS-like groups': '12345678-',
  'a chain of phone-like groups': '0803 ',
  'repeated +234 prefixes': '+234 ',
  'back-to-back VINs': '1HGCM82633A004352 ',
  'hex hashes': 'da39a3ee5e6b4b0d3255bfef95601890afd80709\n',
  UUIDs: '123e4567-e89b-12d3-a456-426614174000 ',
  'base32 codes': 'JBSWY3DPEHPK3PXP ',
  'non-ASCII letters between digits': 'é1',
  // Grouped and lower-case VINs (issue 42): one endless grouped run, short groups, changing separators.
  'one endless run of one-character groups': 'A ',
  'two-character hyphen groups': 'AB-',
  'alternating separators': 'A-A A\tA ',
  'grouped runs one short of a VIN': '1HG CM826 33A 0043 5\n',
  'grouped VINs back to back': '1HG CM826 3 3 A 004352, ',
  'groups glued to non-ASCII letters': 'é1 A ',
  'lower-case VIN-shaped runs': '1hgcm82633a004353 ',
  // Issue 43's shared searches: TIN starts found by one search, lone groups that skip the walk, labels
  // looked for only when one of their words is near.
  'digit groups that start no TIN': '12 3 45 6 ',
  'eight digits and a spaced dash, again and again': '12345678 - ',
  'lone 17-character groups glued by single spaces': '1HGCM82633A004352 W',
  'one long run of capitals, then a group': `${'A'.repeat(40)} 1`,
  'TINs beside label words': 'Nigeria Limited · TIN 12345678-0001 · ',
  'CAC numbers among register words': 'Vehicle Reg. No. RC 123456 member ',
};

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function timeOnce(text: string): number {
  const started = performance.now();
  detectIdentifiers(text);
  return performance.now() - started;
}

/** Best times of the two inputs, measured turn about. */
function bestTimes(small: string, large: string): [number, number] {
  let [bestSmall, bestLarge] = [Infinity, Infinity];
  for (let run = 0; run < RUNS; run++) {
    bestSmall = Math.min(bestSmall, timeOnce(small));
    bestLarge = Math.min(bestLarge, timeOnce(large));
  }
  return [bestSmall, bestLarge];
}

describe('detectIdentifiers runs in linear time', () => {
  it.each(Object.entries(ADVERSARIAL_UNITS))('on %s', (_name, unit) => {
    const small = repeatTo(unit, SMALL);
    const large = repeatTo(unit, LARGE);
    detectIdentifiers(small); // warm-up: let the JIT compile the scanners first
    const [smallMs, largeMs] = bestTimes(small, large);
    const growth = largeMs / Math.max(smallMs, 0.05);
    expect(growth).toBeLessThan(MAX_GROWTH);
  });
});
