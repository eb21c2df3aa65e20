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

/** Detects `runs` with one call; runs never affect each other (text-map.ts), so each is found as alone. */
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
