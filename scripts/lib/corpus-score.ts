/**
 * Loads a corpus of page text (NAME.txt with a NAME.json sidecar) and scores detections against it, per
 * kind. Shared by scripts/score-corpus.ts and test/unit/detect/real-text-corpus.test.ts, so that the
 * figures printed and the figures asserted are computed one way. Pure apart from reading the folder, and
 * free of any import from utils/: the script runs it against older detectors too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS_KINDS = ['vin', 'tin', 'cac', 'phone'] as const;
export type CorpusKind = (typeof CORPUS_KINDS)[number];
export const CORPUS_COUNTRIES = ['nigerian', 'foreign', 'unknown'] as const;
export type CorpusCountry = (typeof CORPUS_COUNTRIES)[number];

export interface CorpusExpected {
  kind: CorpusKind;
  value: string;
}

export interface CorpusDocument {
  name: string;
  text: string;
  /** Where the excerpt was read: a URL, or a repository and path. Empty in the older corpus. */
  source: string;
  read: string;
  class: string;
  /** The page's country as a careful Nigerian reader judges it. */
  country: CorpusCountry;
  lang: string;
  hostname: string;
  expected: CorpusExpected[];
  /** Strings printed in the text that no detection may cover. */
  lookalikes: string[];
}

/** What scoring needs of a detection: structural, so an older detector's output fits as well. */
export interface ScoredDetection {
  kind: string;
  value: string;
  start: number;
  end: number;
}

export interface KindCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

export interface ScoredMiss {
  document: string;
  kind: string;
  value: string;
}

export interface FalseMark extends ScoredMiss {
  /** The text the detection covers, as printed. */
  printed: string;
}

export interface MarkedLookalike {
  document: string;
  lookalike: string;
  detection: string;
}

export interface CorpusScore {
  documents: number;
  byKind: Record<CorpusKind, KindCounts>;
  misses: ScoredMiss[];
  falseMarks: FalseMark[];
  markedLookalikes: MarkedLookalike[];
}

interface Sidecar {
  source?: string;
  read?: string;
  class?: string;
  country?: CorpusCountry;
  lang?: string;
  hostname?: string;
  expected?: CorpusExpected[];
  lookalikes?: string[];
}

/** Every NAME.txt of the folder, sorted by name; the older corpus's sidecars get empty defaults. */
export function loadCorpus(dir: string): CorpusDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.txt'.length);
      const sidecar = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as Sidecar;
      return {
        name,
        text: readFileSync(join(dir, file), 'utf8'),
        source: sidecar.source ?? '',
        read: sidecar.read ?? '',
        class: sidecar.class ?? '',
        country: sidecar.country ?? 'unknown',
        lang: sidecar.lang ?? '',
        hostname: sidecar.hostname ?? '',
        expected: sidecar.expected ?? [],
        lookalikes: sidecar.lookalikes ?? [],
      };
    });
}

function emptyCounts(): Record<CorpusKind, KindCounts> {
  const counts = {} as Record<CorpusKind, KindCounts>;
  for (const kind of CORPUS_KINDS) counts[kind] = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  return counts;
}

/** Every start offset of `needle` in `text`. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let index = text.indexOf(needle); index >= 0; index = text.indexOf(needle, index + 1)) {
    found.push(index);
  }
  return found;
}

/**
 * Multiset matching of values per kind: each expected identifier is matched once, so a value printed
 * three times must be found three times. A look-alike is marked when a detection shares any character
 * with one of its occurrences.
 */
export function scoreCorpus(
  documents: readonly CorpusDocument[],
  detect: (document: CorpusDocument) => readonly ScoredDetection[],
): CorpusScore {
  const byKind = emptyCounts();
  const misses: ScoredMiss[] = [];
  const falseMarks: FalseMark[] = [];
  const markedLookalikes: MarkedLookalike[] = [];
  for (const document of documents) {
    const detections = detect(document);
    for (const kind of CORPUS_KINDS) {
      const remaining = document.expected.filter((e) => e.kind === kind).map((e) => e.value);
      for (const detection of detections.filter((d) => d.kind === kind)) {
        const index = remaining.indexOf(detection.value);
        if (index >= 0) {
          remaining.splice(index, 1);
          byKind[kind].truePositives++;
        } else {
          byKind[kind].falsePositives++;
          const printed = document.text.slice(detection.start, detection.end);
          falseMarks.push({ document: document.name, kind, value: detection.value, printed });
        }
      }
      byKind[kind].falseNegatives += remaining.length;
      for (const value of remaining) misses.push({ document: document.name, kind, value });
    }
    for (const lookalike of document.lookalikes) {
      for (const start of occurrences(document.text, lookalike)) {
        const end = start + lookalike.length;
        const covering = detections.find((d) => d.start < end && d.end > start);
        if (covering) {
          const detection = `${covering.kind} ${covering.value}`;
          markedLookalikes.push({ document: document.name, lookalike, detection });
        }
      }
    }
  }
  return { documents: documents.length, byKind, misses, falseMarks, markedLookalikes };
}

export function precisionOf(counts: KindCounts): number {
  const reported = counts.truePositives + counts.falsePositives;
  return reported === 0 ? 1 : counts.truePositives / reported;
}

export function recallOf(counts: KindCounts): number {
  const relevant = counts.truePositives + counts.falseNegatives;
  return relevant === 0 ? 1 : counts.truePositives / relevant;
}

/** The per-kind table, then each miss, false mark and marked look-alike with its document. */
export function formatScore(title: string, score: CorpusScore): string {
  const lines = [
    `${title}: ${score.documents} documents`,
    'kind     TP   FP   FN   precision   recall',
    ...CORPUS_KINDS.map((kind) => {
      const counts = score.byKind[kind];
      return [
        kind.padEnd(6),
        String(counts.truePositives).padStart(4),
        String(counts.falsePositives).padStart(4),
        String(counts.falseNegatives).padStart(4),
        precisionOf(counts).toFixed(3).padStart(11),
        recallOf(counts).toFixed(3).padStart(8),
      ].join(' ');
    }),
  ];
  if (score.misses.length > 0) {
    lines.push('Missed:', ...score.misses.map((m) => `  ${m.document}: ${m.kind} ${m.value}`));
  }
  if (score.falseMarks.length > 0) {
    lines.push(
      'Marked but not expected:',
      ...score.falseMarks.map((f) => `  ${f.document}: ${f.kind} ${f.value} (printed "${f.printed}")`),
    );
  }
  if (score.markedLookalikes.length > 0) {
    lines.push(
      'Look-alikes marked:',
      ...score.markedLookalikes.map((l) => `  ${l.document}: "${l.lookalike}" as ${l.detection}`),
    );
  }
  return lines.join('\n');
}
