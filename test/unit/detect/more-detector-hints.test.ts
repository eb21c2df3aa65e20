/**
 * The always-on half runs the common detectors (detect-common.ts) and asks for every detector only where a
 * hint matches (more-detector-hints.ts). Held on every line of both corpora: whatever every detector finds
 * that the common ones do not, a hint names; what the common ones find, every detector finds too. And the
 * hints stay quiet on what most pages print, so most pages never load the part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectCommon } from '@/utils/detect/detect-common';
import { detectWith } from '@/utils/detect/detect-core';
import { moreDetectorHints } from '@/utils/detect/more-detector-hints';
import { ALL_DETECTION_KINDS, DEFAULT_DETECTORS, type DetectionKind } from '@/utils/detect/types';

const FIXTURES = fileURLToPath(new URL('../../fixtures/', import.meta.url));

/** Every line of every document of both corpora: the page scanner reads a block's text at a time. */
function corpusLines(): string[] {
  return ['corpus', 'real-text'].flatMap((folder) =>
    readdirSync(`${FIXTURES}${folder}`)
      .filter((file) => file.endsWith('.txt'))
      .flatMap((file) => readFileSync(`${FIXTURES}${folder}/${file}`, 'utf8').split('\n')),
  );
}

const key = (found: { kind: string; value: string; start: number }) =>
  `${found.kind}:${found.value}@${found.start}`;
const DEFAULT_KINDS = ALL_DETECTION_KINDS.filter((kind) => DEFAULT_DETECTORS[kind]);

function hinted(text: string, kinds: readonly DetectionKind[]): boolean {
  return moreDetectorHints(kinds).some((hint) => hint.test(text));
}

describe('the more detectors are asked for wherever they add something', () => {
  const lines = corpusLines();

  it('reads enough lines to mean something', () => {
    expect(lines.length).toBeGreaterThan(1000);
  });

  for (const kinds of [ALL_DETECTION_KINDS, DEFAULT_KINDS]) {
    it(`a line where every detector finds more holds a hint (${kinds.join(', ')})`, () => {
      const missed = lines.filter((line) => {
        const common = new Set(detectCommon(line, kinds).map(key));
        const more = detectWith(line, kinds).filter((found) => !common.has(key(found)));
        return more.length > 0 && !hinted(line, kinds);
      });
      expect(missed).toEqual([]);
    });
  }

  it('what the common detectors find, every detector finds too (same value, same place)', () => {
    const lost = lines.flatMap((line) => {
      const every = new Set(detectWith(line, ALL_DETECTION_KINDS).map(key));
      return detectCommon(line, ALL_DETECTION_KINDS)
        .filter((found) => !every.has(key(found)))
        .map((found) => `${key(found)} in ${JSON.stringify(line)}`);
    });
    expect(lost).toEqual([]);
  });
});

describe('hints stay quiet where the common detectors suffice', () => {
  it.each([
    'VIN: 1HGCM82633A004352 Mileage 45,000 km',
    '1HGCM82633A004352 BLACK 2003 HONDA ACCORD',
    'VIN 1HGCM82633A004352',
    'Seller TIN 10493827-0001, Tax ID: 1234567890123',
    'Toyota Camry 2014, ₦ 7,500,000, Lekki, Lagos',
  ])('%j (default detectors)', (line) => {
    expect(hinted(line, DEFAULT_KINDS)).toBe(false);
  });

  it.each([
    ['a grouped VIN', '1HG CM826 33A 0043 52', ['vin']],
    ['a grouped VIN before a year', '1HG-CM826-33A-004352 2019', ['vin']],
    ['a lower-case VIN after its label', 'VIN: 1hgcm82633a004350', ['vin']],
    ['a spaced VIN after its label', 'VIN: 1 H G C M 8 2 6 3 3 A 0 0 4 3 5 0', ['vin']],
    ['an RC number', 'Adewale Autos Ltd (RC 1456032)', ['cac']],
    ['a CAC label', 'CAC Reg. No. 987654', ['cac']],
    ['a business name label', 'Business Name Registration Number: 2786512', ['cac']],
    ['any digit once phones are on', 'Call 0803 555 0123', ['phone']],
  ] as const)('names %s', (_name, line, kinds) => {
    expect(hinted(line, kinds)).toBe(true);
  });
});
