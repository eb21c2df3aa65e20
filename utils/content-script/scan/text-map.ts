/** Many runs' text as one string for one detector call, its offsets mapped back to (segment, offset). */

/** The line break ends a keyword's reach, the NUL a label's: as if each run were detected alone. */
export const RUN_SEPARATOR = '\n\u0000';

export interface TextMap {
  /** All segments of all runs, runs joined by RUN_SEPARATOR, whitespace normalised (same length). */
  text: string;
  /** Per segment, flattened over runs: its start in `text`. */
  starts: number[];
  runOf: number[];
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

/** The last index whose start is at or before `offset` (starts ascending), or -1. */
export function lastStartAtOrBefore(starts: readonly number[], offset: number): number {
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

/** The segment holding the character at `offset`: never an empty one, which shows none of the span. */
export function locateStart(map: TextMap, offset: number): SegmentPoint | undefined {
  const segment = lastStartAtOrBefore(map.starts, offset);
  if (segment < 0) return undefined;
  const start = map.starts[segment] ?? 0;
  const length = map.lengths[segment] ?? 0;
  if (offset >= start + length) return undefined; // on a separator or past the end
  return { segment, offset: offset - start };
}

/** The segment holding the character just before `offset` (for a span's exclusive end). */
export function locateEnd(map: TextMap, offset: number): SegmentPoint | undefined {
  const segment = lastStartAtOrBefore(map.starts, offset - 1);
  if (segment < 0) return undefined;
  const start = map.starts[segment] ?? 0;
  const length = map.lengths[segment] ?? 0;
  if (offset > start + length) return undefined;
  return { segment, offset: offset - start };
}

/** A detector span [start, end) of `map.text` as segment points; undefined across runs. */
export function mapSpan(map: TextMap, start: number, end: number): MappedSpan | undefined {
  if (end <= start) return undefined;
  const from = locateStart(map, start);
  const to = locateEnd(map, end);
  if (!from || !to) return undefined;
  const run = map.runOf[from.segment];
  if (run === undefined || map.runOf[to.segment] !== run) return undefined;
  return { run, start: from, end: to };
}
