import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from '@/utils/detect';
import { findInRuns } from '@/utils/content-script/scan/find-in-runs';

// The page's country is the scanner's to give (the background reads it once per page): a fixed one here,
// so a batch's other runs cannot change what one run holds.
const detectAll = (text: string) => detectIdentifiers(text, { country: 'unknown' });

/** The text a finding covers, read back from the segments as a DOM Range would. */
function coveredText(runs: string[][], found: ReturnType<typeof findInRuns>[number]): string {
  const segments = runs[found.run]!;
  let text = '';
  for (let index = found.start.segment; index <= found.end.segment; index++) {
    const segment = segments[index]!;
    const from = index === found.start.segment ? found.start.offset : 0;
    const to = index === found.end.segment ? found.end.offset : segment.length;
    text += segment.slice(from, to);
  }
  return text;
}

describe('findInRuns', () => {
  it('finds an identifier split across inline nodes (<b>1HGCM</b>82633A004352)', () => {
    const runs = [['Split: ', '1HGCM', '82633A004352', ' (bold start).']];
    const found = findInRuns(runs, detectAll);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      run: 0,
      start: { segment: 1, offset: 0 },
      end: { segment: 2, offset: 12 },
      detection: { kind: 'vin', value: '1HGCM82633A004352' },
    });
  });

  it('never joins two runs (two table cells) into one identifier', () => {
    expect(findInRuns([['1HGCM'], ['82633A004352']], detectAll)).toEqual([]);
  });

  it('never lets a label or keyword in one run vouch for text in the next (batched = one by one)', () => {
    // Check digits that fail: lower case and groups then count only behind a label.
    expect(findInRuns([['VIN'], ['1hgcm82633a004350']], detectAll)).toEqual([]);
    expect(findInRuns([['VIN:'], ['1HG CM826 33A004350']], detectAll)).toEqual([]);
    expect(findInRuns([['TIN'], ['2087654321']], detectAll)).toEqual([]);
    // Within one run they do.
    expect(findInRuns([['VIN: ', '1hgcm82633a004350']], detectAll)).toHaveLength(1);
  });

  it('never lets a VIN label in one run vouch for a spaced VIN in the next', () => {
    const spaced = 'w v w z z z 1 j z x w 0 0 0 0 0 1';
    expect(findInRuns([['VIN:'], [spaced]], detectAll)).toEqual([]);
    expect(findInRuns([[`VIN: ${spaced}`]], detectAll)).toHaveLength(1);
  });

  it('gives run-relative segment indexes for every run of a batch', () => {
    const runs = [['nothing here'], ['Seller TIN ', '10493827', '-0001'], ['RC1456032']];
    const found = findInRuns(runs, detectAll);
    expect(found.map((item) => [item.run, item.start, item.end, item.detection.value])).toEqual([
      [1, { segment: 1, offset: 0 }, { segment: 2, offset: 5 }, '10493827-0001'],
      [2, { segment: 0, offset: 0 }, { segment: 0, offset: 9 }, 'RC1456032'],
    ]);
  });

  it('reads labels across source line breaks inside a run', () => {
    const found = findInRuns([['VIN:\n    ', '1hgcm82633a004352']], detectAll);
    expect(found.map((item) => item.detection.value)).toEqual(['1HGCM82633A004352']);
  });

  it('maps every finding back to exactly the text it came from, however the text is split', () => {
    const vins = ['1HGCM82633A004352', 'JH4KA7561PC008269', '4T1BF1FK5DU276514'];
    const piece = fc.oneof(
      fc.constantFrom(...vins, ' ', ', ', 'VIN ', 'TIN 10493827-0001 ', 'RC1456032 ', 'lorem ', '\n'),
      // Halves that would make an identifier if two runs were ever joined by a space.
      fc.constantFrom(
        'RC',
        '1456032',
        '0803',
        '123 4567',
        'VIN',
        '1HGCM',
        '82633A004352',
        '10493827',
        '-0001',
      ),
      // Only found behind a label or keyword, which must never reach in from another run.
      fc.constantFrom(
        '1hgcm82633a004350',
        '1HG CM826 33A004350',
        'TIN ',
        'JTB',
        '2087654321',
        'Tax ID',
        // A toy word ("Toyota") near "RC 1456032" makes it a model number, on its own line only.
        'Toyota ',
        'RC 1456032',
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(piece, { maxLength: 8 }), { maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (runTexts, cuts) => {
          // Split each run's text at arbitrary points into segments (text nodes).
          const runs = runTexts.map((pieces, runIndex) => {
            const text = pieces.join('');
            const points = [...new Set(cuts.map((cut) => (cut + runIndex) % (text.length + 1)))].sort(
              (a, b) => a - b,
            );
            const segments: string[] = [];
            let last = 0;
            for (const point of points) {
              segments.push(text.slice(last, point));
              last = point;
            }
            segments.push(text.slice(last));
            return segments;
          });
          for (const item of findInRuns(runs, detectAll)) {
            const whole = runs[item.run]!.join('');
            const expected = detectAll(whole.replace(/[\n\r\t\f]/g, ' ')).map((d) =>
              whole.slice(d.start, d.end),
            );
            expect(expected).toContain(coveredText(runs, item));
            expect(runs[item.run]![item.start.segment]!.length).toBeGreaterThan(item.start.offset);
          }
          // Per-run detection and batch detection agree (the separator isolates runs).
          const batched = findInRuns(runs, detectAll).map((item) => `${item.run}:${item.detection.value}`);
          const separately = runs.flatMap((segments, run) =>
            findInRuns([segments], detectAll).map((item) => `${run}:${item.detection.value}`),
          );
          expect(batched).toEqual(separately);
        },
      ),
      { numRuns: 1000 },
    );
  });
  it('finds an RC number under a car title in the run before, as it would alone', () => {
    const runs = [['2013 Toyota Camry'], ['₦12,000,000'], ['RC 1632943 · TIN 15234913-6623']];
    expect(findInRuns(runs, detectAll).map((item) => item.detection.value)).toEqual([
      'RC1632943',
      '15234913-6623',
    ]);
  });
});
