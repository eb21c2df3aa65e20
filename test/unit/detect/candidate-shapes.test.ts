import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CandidateChunks } from '@/utils/content-script/scan/candidate-chunks';
import { findInRuns } from '@/utils/content-script/scan/find-in-runs';
import { candidatePatterns } from '@/utils/detect/candidate-shapes';
import { detectWith } from '@/utils/detect/detect-core';
import type { DetectionKind } from '@/utils/detect/types';

const KIND_SETS: readonly (readonly DetectionKind[])[] = [
  ['vin', 'tin', 'cac'],
  ['vin', 'tin', 'cac', 'phone'],
  ['vin'],
  ['tin'],
  ['cac'],
  ['phone'],
];

/** Pieces of every detector's shapes and of the near misses around them. */
const TOKENS = [
  'VIN: ', 'VIN', 'V.I.N. ', 'vin ', '_vin ', 'driving ', 'Chassis No. ', 'chassis', 'TIN: ', 'Tax ID ',
  'taxpayer id ', 'NRS ', 'JRB ', 'FIRS', 'JTB ', 'Account No: ', 'RC', 'Rc', 'BN ', 'IT-', 'IT ', 'LLP', 'LP',
  '(RC)', 'No. ', 'number ', 'Business Name Reg. No. ', 'DTI ', '+234', '234', '(0)', '0803', '080', '0', '1',
  '12', '123', '4567', '1234567', '20304753', '-0001', ' - ', '\u2013', '1HGCM82633A004352', '1hgcm82633a004352',
  '1HG', 'CM826', '33A004352', '33A', '0043', '52', '1hg', 'cm826', 'WAU', 'ZZZ', '8C', 'P', '151834',
  '1hgcm82633a004352', 'WVWZZZ1JZXW000001', '1HGCM82633A', '******', '•••', 'A', 'Z', 'x', 'é',
  'Ниссан', '\u200b', '\u00ad', '\u202e', '\u0301', ' ', '  ', '-', '/', '.', ',', ':', '\t', '\u00a0', '#',
  '(', ')', '\n',
]; // prettier-ignore

const tokenText = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((parts) => parts.join(''));
const spacedVin = fc
  .constantFrom('1HGCM82633A004352', 'JH4KA7561PC008269', 'wvwzzz1jzxw000001')
  .map((vin) => vin.split('').join(' '));
/** Issue 42: VINs in any grouping (a check digit that holds, or a maker that fills none), in any case. */
const groupedVin = fc
  .tuple(
    fc.constantFrom('1HGCM82633A004352', '5YJ3E1EB8JF100252', 'WAUZZZ8CZPA151834', 'WVWZZZ6RZHY260780'),
    fc.uniqueArray(fc.integer({ min: 1, max: 16 }), { minLength: 1, maxLength: 16 }),
    fc.constantFrom(' ', '-', '\t', '\u00a0', '\n'),
    fc.constantFrom('', 'STOCK ', 'x-', 'REF ', 'Lot 7: '),
    fc.boolean(),
  )
  .map(([vin, cuts, separator, before, lower]) => {
    const at = [0, ...cuts.sort((a, b) => a - b), 17];
    const written = at
      .slice(1)
      .map((end, index) => vin.slice(at[index], end))
      .join(separator);
    return before + (lower ? written.toLowerCase() : written);
  });
const lowerCaseVin = fc
  .tuple(
    fc.constantFrom('1hgcm82633a004352', '5yj3e1eb8jf100252', 'w1kaf4hb5rr230485'),
    fc.constantFrom('', 'IMG_', 'honda-accord-2003-', '/photos/', 'x'),
    fc.constantFrom('', '.jpg', '_1.jpg', '/front.jpg', '9'),
  )
  .map((parts) => parts.join(''));
const anyText = fc.oneof(
  fc.string({ maxLength: 120 }),
  tokenText,
  tokenText,
  spacedVin,
  groupedVin,
  lowerCaseVin,
);

/** `text` cut into segments (text nodes) at `cuts`, taken modulo its length. */
function segmentsOf(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const segments: string[] = [];
  let from = 0;
  for (const cut of [...at, text.length]) {
    if (cut > from) segments.push(text.slice(from, cut));
    from = Math.max(from, cut);
  }
  return segments.length > 0 ? segments : [text];
}

/** A text as the scanner hands it over: lines are runs, each cut into segments. */
function runsOf(text: string, cuts: readonly number[]): string[][] {
  return text.split('\n').map((line) => segmentsOf(line, cuts));
}

/**
 * Runs glued end to end as a page's text nodes are (blank nodes between blocks, layout line breaks and
 * tabs inside them), read in chunks of `size`: every run with a finding must have a node reported.
 */
function expectGluedRunsReported(
  runs: readonly (readonly string[])[],
  size: number,
  kinds: readonly DetectionKind[],
) {
  const detect = (joined: string) => detectWith(joined, kinds);
  const chunks = new CandidateChunks<{ run: number }>(size);
  const patterns = candidatePatterns(kinds);
  const reported = new Set<number>();
  const report = (node: { run: number }) => reported.add(node.run);
  runs.forEach((segments, run) => {
    for (const segment of segments) if (chunks.add({ run }, segment)) chunks.read(patterns, report);
  });
  chunks.read(patterns, report);
  runs.forEach((segments, run) => {
    if (findInRuns([segments], detect).length > 0) expect(reported, JSON.stringify(segments)).toContain(run);
  });
}

const gluedRun = fc.tuple(
  fc.oneof(anyText, fc.constantFrom('', ' ', '\n  ', '\n\t\t')),
  fc.array(fc.nat(200), { maxLength: 4 }),
);

describe('candidatePatterns', () => {
  it('hold on runs glued with nothing between them, read in chunks of any size', () => {
    fc.assert(
      fc.property(
        fc.array(gluedRun, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(...KIND_SETS),
        (runs, size, kinds) =>
          expectGluedRunsReported(
            runs.map(([text, cuts]) => segmentsOf(text, cuts)),
            size,
            kinds,
          ),
      ),
      { numRuns: 3000 },
    );
  });

  it('hold where the run before ends in a letter or digit, and a keyword touches its number', () => {
    const kinds = ['vin', 'tin', 'cac'] as const;
    const cases: string[][][] = [
      [['Toyota Corolla'], ['RC 1234567']], // no look behind the prefix: "aRC" glued
      [['Ford'], ['Chassis: ', '1hgcm82633a004352']], // nor behind a VIN label
      [['Lagos 2'], ['Tax', 'payer ID ', '1234567890']], // nor before a TIN keyword
      [['FIRS1234567890']], // the keyword's number right after it
      // A line break or tab in the source reads as a space.
      [['Martin'], ['JTB\n', '1234567890']],
      [['Tax\nID\t', '1234567890']],
      [['Reg', '20304753\n-\n0001']],
    ];
    for (const runs of cases) {
      const found = runs.filter((run) => findInRuns([run], (text) => detectWith(text, kinds)).length);
      expect(found, JSON.stringify(runs)).toEqual(runs.slice(-1));
      expectGluedRunsReported(runs, 300, kinds);
    }
  });

  it('hold on grouped and lower-case VINs, glued after a run ending in a letter (issue 42)', () => {
    const kinds = ['vin'] as const;
    const cases: string[][][] = [
      [['Lot 7 AUDI'], ['WAU ZZZ 8C Z P A 151834']], // a maker that fills no check digit
      [['Accord'], ['1HG', '\nCM826 33A 0043 52']], // a source line break the page reads as a space
      [['Photo'], ['1\tH\tG\tC\tM\t8\t2\t6\t3\t3\tA\t0\t0\t4\t3\t5\t2']],
      [['Ford'], ['IMG_1hgcm82633a004352.jpg']],
      [['gallery'], ['https://cdn.example.ng/', '5yj3e1eb8jf100252/front.jpg']],
    ];
    for (const runs of cases) {
      const found = runs.filter((run) => findInRuns([run], (text) => detectWith(text, kinds)).length);
      expect(found, JSON.stringify(runs)).toEqual(runs.slice(-1));
      expectGluedRunsReported(runs, 300, kinds);
    }
  });

  it('hold on every run where a detector finds something, lines read as runs', () => {
    fc.assert(
      fc.property(
        fc.array(anyText, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(200), { maxLength: 6 }),
        fc.constantFrom(...KIND_SETS),
        (lines, cuts, kinds) => expectGluedRunsReported(runsOf(lines.join('\n'), cuts), 16_384, kinds),
      ),
      { numRuns: 3000 },
    );
  });

  it('hold on every page of the detector corpus, its lines read as runs', () => {
    const dir = new URL('../../fixtures/corpus/', import.meta.url);
    const texts = readdirSync(dir)
      .filter((file) => file.endsWith('.txt'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      for (const kinds of KIND_SETS) expectGluedRunsReported(runsOf(text, [7, 23]), 4096, kinds);
    }
  });

  it('match no run of ordinary prose, prices, dates and order numbers', () => {
    const [written, words] = candidatePatterns(['vin', 'tin', 'cac']);
    const prose =
      'Posted 12 March 2026. Price: NGN 4,500,000 (negotiable). Mileage 84,210 km, 2 owners. ' +
      'Order #4471-2209 ships in 3-5 days. Call after 5pm. Description: driving like new, ' +
      'Transmission automatic, Information on request.';
    expect(prose.match(written!)).toBeNull();
    expect(prose.match(words!)).toBeNull();
  });
});
