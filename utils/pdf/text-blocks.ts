/**
 * Lines of one writing direction grouped into blocks by layout, as a reader groups them: a line joins the
 * block whose last line sits just above it (less than about one blank line between) and overlaps it along
 * the line. Two lines of one row never share a block, so two columns, two cells or two address boxes side by
 * side stay apart even under a heading that spans both. Lengths are in the direction's frame.
 */
import type { PdfLineDraft } from './text-lines';

/** A line joins a block whose last baseline is at most this far above (em of that line): ~1.2 lines of gap. */
export const PDF_BLOCK_REACH = 2.2;
/** Baselines closer than this (em) are one row: such lines are side by side, never one above the other. */
const SAME_ROW = 0.5;
/** Line ends this close (em) to the block's right edge are flush with it: less than one glyph short. */
export const PDF_FLUSH_TOLERANCE = 0.6;
/** A neighbouring cell this close (em) after a flush line shows the edge is a wall (a cell's side). */
const NEIGHBOUR_WALL = 3;
/** The grid's columns along the line: a line looks only at blocks whose last line shares a column. */
const GRID_COLUMNS = 64;

export interface PdfBlockDraft {
  lines: PdfLineDraft[];
  /** Per line: what a reader puts between it and the next one. */
  joins: ('' | '\n')[];
}

interface GridEntry {
  block: PdfBlockDraft;
  line: PdfLineDraft;
}

/** Blocks of one direction's lines (in row order), each with its lines in reading order. O(n) grid probes. */
export function buildPdfBlocks(lines: readonly PdfLineDraft[], onStep: () => void): PdfBlockDraft[] {
  if (lines.length === 0) return [];
  let low = Infinity;
  let high = -Infinity;
  for (const line of lines) {
    low = Math.min(low, line.start);
    high = Math.max(high, line.end);
  }
  const cellLength = Math.max((high - low) / GRID_COLUMNS, Number.MIN_VALUE);
  const cellOf = (position: number): number =>
    Math.min(GRID_COLUMNS - 1, Math.max(0, Math.floor((position - low) / cellLength)));
  const grid: GridEntry[][] = Array.from({ length: GRID_COLUMNS }, () => []);
  const lastLine = new Map<PdfBlockDraft, PdfLineDraft>();
  const blocks: PdfBlockDraft[] = [];

  for (const line of lines) {
    onStep();
    let best: PdfBlockDraft | undefined;
    let bestOverlap = 0;
    const first = cellOf(line.start);
    const last = cellOf(line.end);
    for (let cell = first; cell <= last; cell++) {
      const entries = grid[cell]!;
      let kept = 0;
      for (const entry of entries) {
        onStep();
        // Entries of a block that has moved on, or that no later line can reach, go for good (lines come
        // in baseline order), so each entry is dropped once.
        if (lastLine.get(entry.block) !== entry.line) continue;
        if (line.baseline - entry.line.baseline > PDF_BLOCK_REACH * entry.line.fontSize) continue;
        entries[kept++] = entry;
        const overlap = Math.min(line.end, entry.line.end) - Math.max(line.start, entry.line.start);
        const below =
          line.baseline - entry.line.baseline > SAME_ROW * Math.min(line.fontSize, entry.line.fontSize);
        if (below && overlap > bestOverlap) {
          best = entry.block;
          bestOverlap = overlap;
        }
      }
      entries.length = kept;
    }
    const block = best ?? { lines: [], joins: [] };
    if (!best) blocks.push(block);
    block.lines.push(line);
    block.joins.push('\n');
    lastLine.set(block, line);
    for (let cell = first; cell <= last; cell++) grid[cell]!.push({ block, line });
  }
  for (const block of blocks) markWrappedLines(block);
  return blocks;
}

const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const SPACE = /\s/u;
/** The shortest code read across a break: "00" after a decimal point is the tail of an amount. */
const MIN_CODE_BEFORE_BREAK = 4;
/** How far (em) a continuation line may start from the block's left edge: it starts where its cell does. */
const LEFT_EDGE_TOLERANCE = 0.3;

/** The letters-and-digits token that ends `text`, when it holds a digit, stands after a space (or alone),
 * and is at least MIN_CODE_BEFORE_BREAK long: "218573640", not the "00" of "14,850,000.00". Linear: a
 * regex anchored at the end would retry from every position of a long line. */
function endsWithCode(text: string): boolean {
  let digits = false;
  let length = 0;
  for (let index = text.length - 1; index >= 0; index--) {
    const character = text[index]!;
    if (!ALPHANUMERIC.test(character))
      return SPACE.test(character) && digits && length >= MIN_CODE_BEFORE_BREAK;
    digits ||= DIGIT.test(character);
    length++;
  }
  return digits && length >= MIN_CODE_BEFORE_BREAK;
}

/** Whether `text` starts with letters and digits holding a digit. */
function startsWithCode(text: string): boolean {
  for (const character of text) {
    if (!ALPHANUMERIC.test(character)) return false;
    if (DIGIT.test(character)) return true;
  }
  return false;
}

/**
 * A code wrapped inside a narrow cell continues on the next line: the line ends flush with the block's
 * right edge, that edge is a wall (a third line of the block is flush too, or the next cell of the row
 * starts right after it), the next line starts at the block's left edge (where the cell's lines start),
 * and a code of letters and digits (a digit on each side, at least 4 characters before the break) meets
 * across the break. Words are wrapped at spaces by every layout engine, and the widest line of any block
 * is flush, so without these a name line would run into the line under it ("LIMITED" + "Lagos"), and a
 * right-aligned column of amounts into one number.
 */
function markWrappedLines(block: PdfBlockDraft): void {
  const { lines, joins } = block;
  joins[joins.length - 1] = '\n';
  if (lines.length < 2) return;
  let edge = -Infinity;
  for (const line of lines) edge = Math.max(edge, line.end);
  let leftEdge = Infinity;
  for (const line of lines) leftEdge = Math.min(leftEdge, line.start);
  const flush = lines.map((line) => edge - line.end <= PDF_FLUSH_TOLERANCE * line.fontSize);
  const flushCount = flush.filter(Boolean).length;
  for (let index = 0; index + 1 < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1]!;
    if (!flush[index] || next.start - leftEdge > LEFT_EDGE_TOLERANCE * next.fontSize) continue;
    if (!endsWithCode(line.text) || !startsWithCode(next.text)) continue;
    // The wall's witness is a third line: two lines of one width prove nothing.
    const othersFlush = flushCount - 1 - (flush[index + 1] ? 1 : 0);
    const walled = othersFlush > 0 || line.nextStart - line.end <= NEIGHBOUR_WALL * line.fontSize;
    if (walled) joins[index] = '';
  }
}
