/**
 * Detection must stay linear on any input (page text can be megabytes, and a content script must never
 * hang a tab). Each adversarial pattern is timed at two sizes, 4x apart: linear work grows about 4x,
 * quadratic work 16x. The bound (8x) is generous so a GC pause cannot make the test flaky, and each
 * timing is the best of three runs after a warm-up.
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '../../../utils/detect/index';

const SMALL = 128 * 1024;
const LARGE = 4 * SMALL;
const MAX_GROWTH = 8;

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
};

function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function bestTime(text: string): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    detectIdentifiers(text);
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe('detectIdentifiers runs in linear time', () => {
  it.each(Object.entries(ADVERSARIAL_UNITS))('on %s', (_name, unit) => {
    const small = repeatTo(unit, SMALL);
    const large = repeatTo(unit, LARGE);
    detectIdentifiers(small); // warm-up: let the JIT compile the scanners first
    const growth = bestTime(large) / Math.max(bestTime(small), 0.05);
    expect(growth).toBeLessThan(MAX_GROWTH);
  });
});
