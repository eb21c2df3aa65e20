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

const ALPHANUMERIC_START = /^[\p{L}\p{N}]/u;
const ALPHANUMERIC_END = /[\p{L}\p{N}]$/u;

/**
 * A token wrapped inside a narrow cell continues on the next line: the line ends flush with the block's
 * right edge, the edge is a wall (a third line of the block is flush too, or the next cell starts right
 * after it), and letters or digits meet across the break. The widest line of a block is always flush, so
 * without the wall a block's name line would run into its next line.
 */
function markWrappedLines(block: PdfBlockDraft): void {
  const { lines, joins } = block;
  joins[joins.length - 1] = '\n';
  if (lines.length < 2) return;
  let edge = -Infinity;
  for (const line of lines) edge = Math.max(edge, line.end);
  const isFlush = (line: PdfLineDraft): boolean => edge - line.end <= PDF_FLUSH_TOLERANCE * line.fontSize;
  const flush = lines.map(isFlush);
  const flushCount = flush.filter(Boolean).length;
  for (let index = 0; index + 1 < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1]!;
    if (!flush[index] || !ALPHANUMERIC_END.test(line.text) || !ALPHANUMERIC_START.test(next.text)) continue;
    // The wall's witness is a third line: two short lines of one width ("Seller", "Lagos") prove nothing.
    const othersFlush = flushCount - 1 - (flush[index + 1] ? 1 : 0);
    const walled = othersFlush > 0 || line.nextStart - line.end <= NEIGHBOUR_WALL * line.fontSize;
    if (walled) joins[index] = '';
  }
}
