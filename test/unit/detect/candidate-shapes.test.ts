import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findInRuns } from '@/utils/content-script/find-in-runs';
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
  '1HG', 'CM826', '33A004352', 'WVWZZZ1JZXW000001', '1HGCM82633A', '******', '•••', 'A', 'Z', 'x', 'é',
  'Ниссан', '\u200b', '\u00ad', '\u202e', '\u0301', ' ', '  ', '-', '/', '.', ',', ':', '\t', '\u00a0', '#',
  '(', ')', '\n',
]; // prettier-ignore

const tokenText = fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }).map((parts) => parts.join(''));
const spacedVin = fc
  .constantFrom('1HGCM82633A004352', 'JH4KA7561PC008269', 'wvwzzz1jzxw000001')
  .map((vin) => vin.split('').join(' '));
const anyText = fc.oneof(fc.string({ maxLength: 120 }), tokenText, tokenText, spacedVin);

/** A text as the scanner hands it over: lines are runs, each cut into segments (text nodes) at `cuts`. */
function runsOf(text: string, cuts: readonly number[]): string[][] {
  return text.split('\n').map((line) => {
    const at = [...new Set(cuts.map((cut) => cut % (line.length + 1)))].sort((a, b) => a - b);
    const segments: string[] = [];
    let from = 0;
    for (const cut of [...at, line.length]) {
      if (cut > from) segments.push(line.slice(from, cut));
      from = Math.max(from, cut);
    }
    return segments.length > 0 ? segments : [line];
  });
}

function expectSameFindings(text: string, cuts: readonly number[], kinds: readonly DetectionKind[]): void {
  const runs = runsOf(text, cuts);
  const detect = (joined: string) => detectWith(joined, kinds, () => false);
  const strip = (found: ReturnType<typeof findInRuns>) =>
    found.map(({ detection: { kind, value, confidence }, run, start, end }) => ({
      kind,
      value,
      confidence,
      run,
      start,
      end,
    }));
  expect(strip(findInRuns(runs, detect, candidatePatterns(kinds)))).toEqual(strip(findInRuns(runs, detect)));
}

describe('candidatePatterns', () => {
  it('leave out only runs where no detector finds anything: the findings stay the same', () => {
    fc.assert(
      fc.property(
        fc.array(anyText, { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(200), { maxLength: 6 }),
        fc.constantFrom(...KIND_SETS),
        (lines, cuts, kinds) => expectSameFindings(lines.join('\n'), cuts, kinds),
      ),
      { numRuns: 3000 },
    );
  });

  it('find the same on every page of the detector corpus, line by line', () => {
    const dir = new URL('../../fixtures/corpus/', import.meta.url);
    const texts = readdirSync(dir)
      .filter((file) => file.endsWith('.txt'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) for (const kinds of KIND_SETS) expectSameFindings(text, [7, 23], kinds);
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
