/**
 * Detects identifiers in many runs with one detector call, and says for each where it sits: which run,
 * and which segment (text node) and offset it starts and ends at. Pure.
 */
import type { Detection } from '@/utils/detect/types';
import { buildTextMap, mapSpan, type SegmentPoint } from './text-map';

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

export function findInRuns(
  runs: readonly (readonly string[])[],
  detect: (text: string) => Detection[],
): FoundInRun[] {
  const map = buildTextMap(runs);
  const found: FoundInRun[] = [];
  // First flattened segment index of each run, to make segment indexes run-relative.
  const firstSegment: number[] = [];
  map.runOf.forEach((run, segment) => {
    if (firstSegment[run] === undefined) firstSegment[run] = segment;
  });
  for (const detection of detect(map.text)) {
    const span = mapSpan(map, detection.start, detection.end);
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
