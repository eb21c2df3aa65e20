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

export interface PdfBlockDraft {
  lines: PdfLineDraft[];
  /** Per line: what a reader puts between it and the next one. */
  joins: ('' | ' ' | '\n')[];
}

/** A row above, still within reach: its lines in order along it, without overlaps. */
interface OpenRow {
  lines: PdfLineDraft[];
  blocks: PdfBlockDraft[];
  /** The lowest baseline any of its lines still reaches. */
  reach: number;
}

/**
 * Blocks of one direction's lines (in row order, as buildPdfLines gives them), each with its lines in
 * reading order. A line looks only at the rows within reach above it and, in each, at the lines it
 * overlaps (a binary search, then the overlapping ones): the lines of two rows overlap in fewer pairs than
 * they have lines, so the work stays O(n log n) however many cells a row holds.
 */
export function buildPdfBlocks(lines: readonly PdfLineDraft[], onStep: () => void): PdfBlockDraft[] {
  const lastLine = new Map<PdfBlockDraft, PdfLineDraft>();
  const blocks: PdfBlockDraft[] = [];
  let open: OpenRow[] = [];
  let current: OpenRow | undefined;
  let currentRow = -1;

  for (const line of lines) {
    onStep();
    if (line.row !== currentRow) {
      if (current) open.push(current);
      // Rows no later line can reach go for good (lines come in baseline order).
      open = open.filter((row) => {
        onStep();
        return row.reach >= line.baseline;
      });
      current = { lines: [], blocks: [], reach: -Infinity };
      currentRow = line.row;
    }
    let best: PdfBlockDraft | undefined;
    let bestOverlap = 0;
    for (const row of open) {
      onStep();
      for (let index = firstEndingAfter(row.lines, line.start); index < row.lines.length; index++) {
        const above = row.lines[index]!;
        if (above.start >= line.end) break;
        onStep();
        const block = row.blocks[index]!;
        const dy = line.baseline - above.baseline;
        if (lastLine.get(block) !== above || dy > PDF_BLOCK_REACH * above.fontSize) continue;
        if (dy <= SAME_ROW * Math.min(line.fontSize, above.fontSize)) continue;
        const overlap = Math.min(line.end, above.end) - Math.max(line.start, above.start);
        if (overlap > bestOverlap) {
          best = block;
          bestOverlap = overlap;
        }
      }
    }
    const block = best ?? { lines: [], joins: [] };
    if (!best) blocks.push(block);
    block.lines.push(line);
    block.joins.push('\n');
    lastLine.set(block, line);
    current!.lines.push(line);
    current!.blocks.push(block);
    current!.reach = Math.max(current!.reach, line.baseline + PDF_BLOCK_REACH * line.fontSize);
  }
  for (const block of blocks) markWrappedLines(block);
  return blocks;
}

/** The first of `lines` (sorted along the row, not overlapping) that ends after `position`. */
function firstEndingAfter(lines: readonly PdfLineDraft[], position: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (lines[middle]!.end <= position) low = middle + 1;
    else high = middle;
  }
  return low;
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
 * right edge and the next, shorter line (the code's rest) starts at the block's left edge, where the
 * cell's lines start; that edge is a wall (another line of the block is flush too, or the next cell of
 * the row starts right after it); and a code of letters and digits (a digit on each side, at least 4
 * characters before the break) meets across the break. Words are wrapped at spaces by every layout
 * engine, and the widest line of any block is flush, so without these a name line would run into the line
 * under it ("LIMITED" + "Lagos"), a right-aligned column of amounts into one number, and a column of VINs
 * into one string. A code broken twice (over three lines) is read with its first break kept.
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
  const codeEnds = lines.map((line) => endsWithCode(line.text));
  const flushCount = flush.filter(Boolean).length;
  for (let index = 0; index + 1 < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1]!;
    // The rest of a wrapped code is shorter than the cell; lines of one width are a list (a column of
    // VINs or Tax IDs, each whole), never one code.
    if (!flush[index] || flush[index + 1] || (index > 0 && flush[index - 1] && codeEnds[index - 1])) continue;
    if (!codeEnds[index] || !startsWithCode(next.text)) continue;
    if (next.start - leftEdge > LEFT_EDGE_TOLERANCE * next.fontSize) continue;
    // The wall's witness is another flush line, or the next cell of the row right after this one.
    const walled = flushCount > 1 || line.nextStart - line.end <= NEIGHBOUR_WALL * line.fontSize;
    if (walled) joins[index] = '';
  }
}
