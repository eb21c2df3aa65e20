/**
 * Runs of one writing direction grouped into lines: runs on one baseline form a row, sorted along it, and
 * a row splits where the gap is wide enough to be a column gutter, so two table cells side by side are two
 * lines (and later two blocks). All lengths here are in the direction's frame (see text-runs.ts).
 */
import type { PdfPlacedRun } from './text-runs';

/** Baselines closer than this (in em of the smaller font) are one row: jitter, not a new line. */
export const PDF_BASELINE_TOLERANCE = 0.3;
/** A gap wider than this (em) is a space a reader reads; narrower runs touch ("2185736" + "400017"). */
export const PDF_SPACE_GAP = 0.2;
/** A gap wider than this (em) is a gutter between columns or cells: the row splits into two lines. */
export const PDF_COLUMN_GAP = 1;
/**
 * After a label ending in ':' a value holding a digit ("Tax ID:" ... "1049382700013", "VIN:" ... "4T1B…")
 * may sit at a tab stop this far (em) and still be on the label's line: the detector needs the keyword on
 * the number's line. Words are left in their own column, so a label with its value under it never takes
 * in the next column's name.
 */
export const PDF_LABEL_GAP = 12;
/** The first word of a run holds a digit: a number or code, a label's value. */
const VALUE_START = /^\S*?\d/;
/** The same text drawn again within this distance (em) is a fake-bold or shadow copy, read once. */
const DUPLICATE_SHIFT = 0.2;
/**
 * Single characters at one pitch (within this share of it), at least COMB_LENGTH of them, are a comb:
 * one character per box of a form's field ("TIN" in 13 boxes) or letter-spaced print. They are read
 * touching, as one word, however wide the boxes.
 */
const COMB_PITCH_TOLERANCE = 0.1;
const COMB_LENGTH = 4;
/** The widest comb pitch (em): wider boxes are columns, not one field. */
const COMB_MAX_PITCH = 3;

export interface PdfLineDraft {
  runs: PdfPlacedRun[];
  befores: ('' | ' ')[];
  text: string;
  start: number;
  end: number;
  baseline: number;
  fontSize: number;
  /** Where the next line of the same row starts (a neighbouring cell), or Infinity. */
  nextStart: number;
  /** The row's number: lines of one row come together, in order along it, and never overlap. */
  row: number;
}

const ENDS_WITH_SPACE = /\s$/;
const STARTS_WITH_SPACE = /^\s/;

/** Lines of one direction's runs, in row order then along the row. O(n log n). */
export function buildPdfLines(runs: readonly PdfPlacedRun[], onStep: () => void): PdfLineDraft[] {
  const byBaseline = [...runs].sort((a, b) => a.baseline - b.baseline || a.start - b.start);
  const lines: PdfLineDraft[] = [];
  let row: PdfPlacedRun[] = [];
  for (const run of byBaseline) {
    onStep();
    const anchor = row[0];
    const tolerance = anchor ? PDF_BASELINE_TOLERANCE * Math.min(anchor.fontSize, run.fontSize) : 0;
    if (anchor && run.baseline - anchor.baseline > tolerance) {
      splitRow(row, lines, onStep);
      row = [];
    }
    row.push(run);
  }
  if (row.length > 0) splitRow(row, lines, onStep);
  return lines;
}

function splitRow(row: PdfPlacedRun[], lines: PdfLineDraft[], onStep: () => void): void {
  const rowNumber = (lines.at(-1)?.row ?? -1) + 1;
  row.sort((a, b) => a.start - b.start);
  const inComb = combLinks(row);
  const rowLines: PdfLineDraft[] = [];
  let line: PdfLineDraft | undefined;
  let previous: PdfPlacedRun | undefined;
  let pendingSpace = false;
  for (const run of row) {
    onStep();
    const gap = line ? run.start - line.end : 0;
    const em = previous ? Math.min(previous.fontSize, run.fontSize) : run.fontSize;
    if (run.blank) {
      // A space item inside a line is a word break even when the runs around it are drawn tight.
      if (line && gap <= PDF_COLUMN_GAP * em) pendingSpace = true;
      continue;
    }
    if (previous && line && isDuplicate(previous, run)) continue;
    const comb = inComb.has(run);
    if (
      !line ||
      !previous ||
      (gap > PDF_COLUMN_GAP * em && !comb && !isLabelValue(line.text, run.text, gap <= PDF_LABEL_GAP * em))
    ) {
      if (line) rowLines.push(line);
      line = {
        runs: [run],
        befores: [''],
        text: run.text,
        start: run.start,
        end: run.end,
        baseline: run.baseline,
        fontSize: run.fontSize,
        nextStart: Infinity,
        row: rowNumber,
      };
    } else {
      const spaced =
        !comb &&
        (gap > PDF_SPACE_GAP * em || pendingSpace) &&
        !ENDS_WITH_SPACE.test(previous.text) &&
        !STARTS_WITH_SPACE.test(run.text);
      const before = spaced ? ' ' : '';
      line.runs.push(run);
      line.befores.push(before);
      line.text += before + run.text;
      line.end = Math.max(line.end, run.end);
      line.fontSize = Math.max(line.fontSize, run.fontSize);
    }
    previous = run;
    pendingSpace = false;
  }
  if (line) rowLines.push(line);
  for (let index = 0; index + 1 < rowLines.length; index++)
    rowLines[index]!.nextStart = rowLines[index + 1]!.start;
  for (const rowLine of rowLines) lines.push(rowLine);
}

/** The runs of `row` (sorted along it) that continue a comb from the run before them. Linear. */
function combLinks(row: readonly PdfPlacedRun[]): Set<PdfPlacedRun> {
  const linked = new Set<PdfPlacedRun>();
  const singles = row.filter((run) => !run.blank);
  let first = 0;
  for (let index = 1; index <= singles.length; index++) {
    const run = singles[index];
    const previous = singles[index - 1]!;
    const pitch = run ? run.start - previous.start : 0;
    const firstPitch = singles[first + 1] ? singles[first + 1]!.start - singles[first]!.start : pitch;
    const continues =
      run !== undefined &&
      isSingleCharacter(run) &&
      isSingleCharacter(previous) &&
      pitch > 0 &&
      pitch <= COMB_MAX_PITCH * run.fontSize &&
      Math.abs(pitch - firstPitch) <= COMB_PITCH_TOLERANCE * firstPitch;
    if (continues) continue;
    // singles[first..index-1] is the longest run of one pitch ending here.
    if (index - first >= COMB_LENGTH) for (let at = first + 1; at < index; at++) linked.add(singles[at]!);
    first = run && isSingleCharacter(run) && isSingleCharacter(previous) && pitch > 0 ? index - 1 : index;
  }
  return linked;
}

function isSingleCharacter(run: PdfPlacedRun): boolean {
  const text = run.text.trim();
  return text.length === 1 || (text.length === 2 && text.codePointAt(0)! > 0xffff);
}

function isLabelValue(label: string, value: string, nearEnough: boolean): boolean {
  return nearEnough && label.endsWith(':') && VALUE_START.test(value);
}

function isDuplicate(previous: PdfPlacedRun, run: PdfPlacedRun): boolean {
  return (
    previous.text === run.text &&
    Math.abs(previous.start - run.start) < DUPLICATE_SHIFT * run.fontSize &&
    Math.abs(previous.baseline - run.baseline) < DUPLICATE_SHIFT * run.fontSize
  );
}
