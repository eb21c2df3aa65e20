/**
 * Precision and recall on a corpus of realistic page text (test/fixtures/corpus): each NAME.txt has a
 * NAME.json listing the identifiers a careful reader would want highlighted, as { kind, value }.
 * Prints a table per kind, with high-confidence VINs on their own row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectIdentifiers, type Detection, type DetectionKind } from '@/utils/detect/index';
import { isVinCheckDigitValid } from '@/utils/detect/vin';

interface Expected {
  kind: DetectionKind;
  value: string;
}

interface CorpusDocument {
  name: string;
  text: string;
  expected: Expected[];
}

const CORPUS_DIR = new URL('../../fixtures/corpus/', import.meta.url);

function loadCorpus(): CorpusDocument[] {
  return readdirSync(CORPUS_DIR)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.txt'.length);
      const sidecar = JSON.parse(readFileSync(new URL(`${name}.json`, CORPUS_DIR), 'utf8')) as {
        expected: Expected[];
      };
      return { name, text: readFileSync(new URL(file, CORPUS_DIR), 'utf8'), expected: sidecar.expected };
    });
}

type Row = 'vin' | 'vin (high)' | 'tin' | 'cac' | 'phone';
interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Multiset matching of "kind:value" keys: each expected identifier can be matched once. */
function score(found: string[], wanted: string[]): Counts {
  const remaining = [...wanted];
  let truePositives = 0;
  for (const key of found) {
    const index = remaining.indexOf(key);
    if (index >= 0) {
      remaining.splice(index, 1);
      truePositives++;
    }
  }
  return { truePositives, falsePositives: found.length - truePositives, falseNegatives: remaining.length };
}

function rowFilter(row: Row): { detection: (d: Detection) => boolean; expected: (e: Expected) => boolean } {
  if (row === 'vin (high)') {
    return {
      detection: (d) => d.kind === 'vin' && d.confidence === 'high',
      // Recall for high confidence counts only VINs whose check digit holds: the others must be 'low'.
      expected: (e) => e.kind === 'vin' && isVinCheckDigitValid(e.value),
    };
  }
  return { detection: (d) => d.kind === row, expected: (e) => e.kind === row };
}

const ROWS: Row[] = ['vin', 'vin (high)', 'tin', 'cac', 'phone'];
const corpus = loadCorpus();

const totals = new Map<Row, Counts>();
const mismatches: string[] = [];
for (const document of corpus) {
  const detections = detectIdentifiers(document.text);
  for (const row of ROWS) {
    const filter = rowFilter(row);
    const found = detections.filter(filter.detection).map((d) => `${d.kind}:${d.value}`);
    const wanted = document.expected.filter(filter.expected).map((e) => `${e.kind}:${e.value}`);
    const counts = score(found, wanted);
    const total = totals.get(row) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
    total.truePositives += counts.truePositives;
    total.falsePositives += counts.falsePositives;
    total.falseNegatives += counts.falseNegatives;
    totals.set(row, total);
  }
  const all = score(
    detections.map((d) => `${d.kind}:${d.value}`),
    document.expected.map((e) => `${e.kind}:${e.value}`),
  );
  if (all.falsePositives + all.falseNegatives > 0) {
    mismatches.push(`${document.name}: ${all.falsePositives} unexpected, ${all.falseNegatives} missed`);
  }
}

function precision(counts: Counts): number {
  const reported = counts.truePositives + counts.falsePositives;
  return reported === 0 ? 1 : counts.truePositives / reported;
}

function recall(counts: Counts): number {
  const relevant = counts.truePositives + counts.falseNegatives;
  return relevant === 0 ? 1 : counts.truePositives / relevant;
}

function metrics(row: Row): { precision: number; recall: number } {
  const counts = totals.get(row) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  return { precision: precision(counts), recall: recall(counts) };
}

describe('corpus of realistic page text', () => {
  it('has at least 12 documents, each with a well-formed sidecar', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    for (const document of corpus) {
      for (const expected of document.expected) {
        expect(['vin', 'tin', 'cac', 'phone']).toContain(expected.kind);
        expect(expected.value).toMatch(/^[A-Z0-9-]+$/);
      }
    }
  });

  it('prints precision and recall per kind', () => {
    const lines = [
      `Corpus: ${corpus.length} documents`,
      'kind         TP   FP   FN   precision   recall',
      ...ROWS.map((row) => {
        const counts = totals.get(row) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
        return [
          row.padEnd(11),
          String(counts.truePositives).padStart(4),
          String(counts.falsePositives).padStart(4),
          String(counts.falseNegatives).padStart(4),
          precision(counts).toFixed(3).padStart(11),
          recall(counts).toFixed(3).padStart(8),
        ].join(' ');
      }),
      ...(mismatches.length > 0 ? ['Documents with differences:', ...mismatches] : []),
    ];
    console.log(lines.join('\n'));
    expect(totals.size).toBe(ROWS.length);
  });

  it('high-confidence VINs: precision >= 0.99 and recall >= 0.98', () => {
    const vin = metrics('vin (high)');
    expect(vin.precision).toBeGreaterThanOrEqual(0.99);
    expect(vin.recall).toBeGreaterThanOrEqual(0.98);
  });

  it('TIN and CAC precision >= 0.95', () => {
    expect(metrics('tin').precision).toBeGreaterThanOrEqual(0.95);
    expect(metrics('cac').precision).toBeGreaterThanOrEqual(0.95);
  });

  it('phone precision >= 0.95', () => {
    expect(metrics('phone').precision).toBeGreaterThanOrEqual(0.95);
  });

  it('every kind: precision and recall >= 0.95', () => {
    for (const row of ROWS) {
      expect(metrics(row).precision, row).toBeGreaterThanOrEqual(0.95);
      expect(metrics(row).recall, row).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('marks no look-alike in documents that expect nothing', () => {
    for (const document of corpus.filter((candidate) => candidate.expected.length === 0)) {
      expect(detectIdentifiers(document.text), document.name).toEqual([]);
    }
  });
});
