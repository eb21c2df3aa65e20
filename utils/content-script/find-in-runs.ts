/**
 * Detects identifiers in many runs with one detector call, and says for each where it sits: which run,
 * and which segment (text node) and offset it starts and ends at. Pure.
 */
import type { Detection } from '@/utils/detect/types';
import { buildTextMap, mapSpan, RUN_SEPARATOR, type SegmentPoint } from './text-map';

export interface FoundInRun {
  detection: Detection;
  /** Index into the runs passed in. */
  run: number;
  /** Segment indexes count within the run (0 = the run's first segment). */
  start: SegmentPoint;
  end: SegmentPoint;
}

const ASCII_DIGIT = /[0-9]/;

/**
 * False when no detector can find anything in a run of these segments: every identifier has an ASCII
 * digit (a VIN mixes letters and digits, the others are numbers), and what one run holds never changes
 * what is found in another (text-map.ts), so a run without a digit can be left out of a detector call.
 * Most blocks of a page (titles, labels, prose) have none. test/unit/content-script/find-in-runs.test.ts holds
 * the detectors to it.
 */
export function mayHoldIdentifier(segments: readonly string[]): boolean {
  for (const segment of segments) if (ASCII_DIGIT.test(segment)) return true;
  return false;
}

/**
 * Where each run of `text` that a candidate pattern matches starts, in order. One match is enough for
 * a run: the search goes on at the next one.
 */
function candidateRuns(text: string, patterns: readonly RegExp[]): number[] {
  const starts = new Set<number>();
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      // The separator's line break, then its NUL: no pattern matches either, or across them.
      const start = text.lastIndexOf('\n', match.index) + 1;
      starts.add(start && start + 1);
      const end = text.indexOf('\n', match.index);
      if (end < 0) break;
      pattern.lastIndex = end;
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * `candidates`: expressions that match wherever an identifier may be (candidatePatterns); runs where
 * none matches are left out of the detector call. Runs never affect each other, so this finds the same.
 */
export function findInRuns(
  runs: readonly (readonly string[])[],
  detect: (text: string) => Detection[],
  candidates?: readonly RegExp[],
): FoundInRun[] {
  const map = buildTextMap(runs);
  const found: FoundInRun[] = [];
  // First flattened segment index of each run, to make segment indexes run-relative.
  const firstSegment: number[] = [];
  map.runOf.forEach((run, segment) => {
    if (firstSegment[run] === undefined) firstSegment[run] = segment;
  });
  let text = map.text;
  // Where each part of `text` starts in it, and how far that part lies from its place in map.text.
  const partStarts = [0];
  const shifts = [0];
  if (candidates) {
    const parts: string[] = [];
    let length = 0;
    for (const start of candidateRuns(text, candidates)) {
      const end = text.indexOf('\n', start);
      const part = end < 0 ? text.slice(start) : text.slice(start, end);
      if (parts.length > 0) length += RUN_SEPARATOR.length;
      partStarts[parts.length] = length;
      shifts[parts.length] = start - length;
      parts.push(part);
      length += part.length;
    }
    if (parts.length === 0) return found;
    if (length < text.length) text = parts.join(RUN_SEPARATOR);
  }
  let part = 0;
  for (const detection of detect(text)) {
    while (part + 1 < partStarts.length && partStarts[part + 1]! <= detection.start) part++;
    const shift = shifts[part]!;
    const span = mapSpan(map, detection.start + shift, detection.end + shift);
    if (!span) continue;
    const base = firstSegment[span.run] ?? 0;
    found.push({
      detection,
      run: span.run,
      start: { segment: span.start.segment - base, offset: span.start.offset },
      end: { segment: span.end.segment - base, offset: span.end.offset },
    });
  }
  return found;
}
