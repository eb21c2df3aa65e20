/**
 * Joins the text of many runs into one string for a single detector call, and maps the detector's
 * offsets back to (segment, offset) pairs. Pure: segments are plain strings here; the caller keeps the
 * text nodes they came from at the same indexes.
 */

/**
 * Between runs, so that detecting many at once finds what detecting each alone would: the line break
 * ends a keyword's reach, the NUL a label's (test/unit/content-script/find-in-runs.test.ts holds them equal).
 */
export const RUN_SEPARATOR = '\n\u0000';

export interface TextMap {
  /** All segments of all runs, runs joined by RUN_SEPARATOR, whitespace normalised (same length). */
  text: string;
  /** For each segment (flattened over runs): its start in `text`. */
  starts: number[];
  /** For each segment: the index of its run. */
  runOf: number[];
  /** For each segment: its length. */
  lengths: number[];
}

export interface SegmentPoint {
  segment: number;
  offset: number;
}

export interface MappedSpan {
  run: number;
  start: SegmentPoint;
  end: SegmentPoint;
}

// Source line breaks and tabs render as spaces, so the detector reads a run as one line, as the reader
// does; one character for one keeps offsets, and per segment keeps the run separator.
const LAYOUT_WHITESPACE = /[\n\r\t\f]/g;

export function buildTextMap(runs: readonly (readonly string[])[]): TextMap {
  const parts: string[] = [];
  const starts: number[] = [];
  const runOf: number[] = [];
  const lengths: number[] = [];
  let position = 0;
  runs.forEach((segments, run) => {
    if (run > 0) {
      parts.push(RUN_SEPARATOR);
      position += RUN_SEPARATOR.length;
    }
    for (const segment of segments) {
      parts.push(segment.replace(LAYOUT_WHITESPACE, ' '));
      starts.push(position);
      runOf.push(run);
      lengths.push(segment.length);
      position += segment.length;
    }
  });
  return { text: parts.join(''), starts, runOf, lengths };
}

/** Index of the last segment whose start is <= offset (binary search), or -1. */
function lastSegmentStartingAtOrBefore(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] ?? Infinity) <= offset) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The segment holding the character at `offset` (for a span's start). Empty segments are skipped, so a
 * range never starts in a node that shows none of the identifier.
 */
export function locateStart(map: TextMap, offset: number): SegmentPoint | undefined {
  const segment = lastSegmentStartingAtOrBefore(map.starts, offset);
  // Several segments can start at one offset when some are empty: the last one is the non-empty one.
  if (segment < 0) return undefined;
  const start = map.starts[segment] ?? 0;
  const length = map.lengths[segment] ?? 0;
  if (offset >= start + length) return undefined; // on a separator or past the end
  return { segment, offset: offset - start };
}

/** The segment holding the character just before `offset` (for a span's exclusive end). */
export function locateEnd(map: TextMap, offset: number): SegmentPoint | undefined {
  const segment = lastSegmentStartingAtOrBefore(map.starts, offset - 1);
  if (segment < 0) return undefined;
  const start = map.starts[segment] ?? 0;
  const length = map.lengths[segment] ?? 0;
  if (offset > start + length) return undefined;
  return { segment, offset: offset - start };
}

/**
 * Maps a detector span [start, end) of `map.text` to segment points. Spans that cross a run separator
 * (which the detectors never produce, as the separator breaks every identifier) are dropped.
 */
export function mapSpan(map: TextMap, start: number, end: number): MappedSpan | undefined {
  if (end <= start) return undefined;
  const from = locateStart(map, start);
  const to = locateEnd(map, end);
  if (!from || !to) return undefined;
  const run = map.runOf[from.segment];
  if (run === undefined || map.runOf[to.segment] !== run) return undefined;
  return { run, start: from, end: to };
}
