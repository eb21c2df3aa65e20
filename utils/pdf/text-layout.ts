/**
 * The text of a PDF page as a reader sees it, from pdf.js's text items: pieces placed on the viewport,
 * grouped into lines by baseline and into blocks by layout. pdf.js hands items in content-stream order,
 * which is not reading order: one printed number may come as several runs, and a table's cells may come
 * column by column or in any order. The viewer draws these blocks as its text layer, and the page scanner
 * reads each block as it reads a paragraph of a web page (its identifiers, and the name printed beside
 * them). Pure: no DOM, no pdf.js import; O(n log n) in the number of items.
 *
 * The rules, each in its file with its reason:
 * - text-runs.ts: an item lands on the viewport through `viewport.transform × item.transform`; runs group
 *   by writing direction (a page turned 90° or a sideways label groups like an upright one); empty items
 *   are dropped, blank ones only mark a space; letter-spaced items ("1 0 4 9 …") read as one word.
 * - text-lines.ts: runs within 0.3 em of one baseline form a row, read along it; a gap over 0.2 em is a
 *   space, under it the runs touch (one number in several runs); a gap over 1 em splits the row into two
 *   lines (two cells), except a label ending in ':' and its number at a tab stop, and a comb of single
 *   characters at one pitch (a number printed one digit per box).
 * - text-blocks.ts: a line joins the block whose last line sits within ~1.2 line heights above it and
 *   overlaps it along the line, never a block already holding a line of its own row (two columns stay
 *   two blocks); a code wrapped at a narrow cell's wall continues on the next line (`joinNext: ''`).
 * - text-soft-wraps.ts (opt-in, `softWraps`): a word wrap at a cell's wall reads on with a space.
 */
import { buildPdfBlocks, type PdfBlockDraft } from './text-blocks';
import { buildPdfLines, type PdfLineDraft } from './text-lines';
import { markPdfSoftWraps } from './text-soft-wraps';
import { placePdfRuns, type PdfPlacedRun, type PdfTextItemLike, type PdfViewportLike } from './text-runs';
import { boxAround } from '@/utils/geometry/box-around';

export type { PdfTextItemLike, PdfViewportLike } from './text-runs';

/** An axis-aligned box on the viewport, in CSS px, top-left origin. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One drawn text item (or a whole item's text), as the text layer draws it. */
export interface PdfPiece extends PdfBox {
  text: string;
  /** Index of its item in the `items` given. */
  item: number;
  /** What a reader puts between this piece and the previous one on its line ('' for the first). */
  before: '' | ' ';
  /** In CSS px. */
  fontSize: number;
  /** Clockwise degrees, for CSS `rotate()` about the top-left corner (`left`, `top`). */
  angle: number;
  /** Top-left corner of the text's own unrotated box (where pdf.js places its span), in CSS px. */
  left: number;
  top: number;
  /** Advance along the writing direction, in CSS px: the span's width before rotation. */
  length: number;
}

export interface PdfLine extends PdfBox {
  pieces: PdfPiece[];
  /** What a reader puts between this line and the next one of its block: '' when a code wrapped inside a
   * narrow cell continues there, ' ' for a word wrap at a cell's wall (only with `softWraps`), else '\n'
   * (also after a block's last line). */
  joinNext: '' | ' ' | '\n';
}

export interface PdfBlock extends PdfBox {
  lines: PdfLine[];
}

export interface PdfLayoutOptions {
  /** Counts the layout's inner steps (run sorts aside): tests hold its growth linear. */
  onStep?: () => void;
  /** Word wraps at a narrow cell's wall read on with a space (`joinNext: ' '`), see text-soft-wraps.ts. */
  softWraps?: boolean;
}

/** Blocks in reading order: top to bottom, then left to right. */
export function layoutPdfText(
  items: readonly PdfTextItemLike[],
  viewport: PdfViewportLike,
  options: PdfLayoutOptions = {},
): PdfBlock[] {
  const onStep = options.onStep ?? noop;
  const byDirection = new Map<number, PdfPlacedRun[]>();
  for (const run of placePdfRuns(items, viewport)) {
    const group = byDirection.get(run.direction);
    if (group) group.push(run);
    else byDirection.set(run.direction, [run]);
  }
  const blocks: PdfBlock[] = [];
  for (const runs of byDirection.values()) {
    for (const draft of buildPdfBlocks(buildPdfLines(runs, onStep), onStep)) {
      if (options.softWraps) markPdfSoftWraps(draft);
      blocks.push(toBlock(draft));
    }
  }
  return blocks.sort(readingOrder);
}

/** A block's text as the scanner reads it: pieces joined by `before`, lines by `joinNext`. */
export function pdfBlockText(block: PdfBlock): string {
  let text = '';
  block.lines.forEach((line, index) => {
    if (index > 0) text += block.lines[index - 1]!.joinNext;
    text += pdfLineText(line);
  });
  return text;
}

/** A line's text: its pieces joined by what a reader puts between them. */
export function pdfLineText(line: PdfLine): string {
  let text = '';
  for (const piece of line.pieces) text += piece.before + piece.text;
  return text;
}

function noop(): void {}

function toBlock(draft: PdfBlockDraft): PdfBlock {
  const lines = draft.lines.map((line, index) => toLine(line, draft.joins[index] ?? '\n'));
  return { lines, ...boxAround(lines) };
}

function toLine(draft: PdfLineDraft, joinNext: PdfLine['joinNext']): PdfLine {
  const pieces = draft.runs.map((run, index): PdfPiece => ({
    text: run.text,
    item: run.item,
    before: draft.befores[index] ?? '',
    x: run.x,
    y: run.y,
    width: run.width,
    height: run.height,
    fontSize: run.fontSize,
    angle: run.angle,
    left: run.left,
    top: run.top,
    length: run.length,
  }));
  return { pieces, joinNext, ...boxAround(pieces) };
}

/** Blocks whose tops are within half a line of each other are one row, read left to right. */
function readingOrder(a: PdfBlock, b: PdfBlock): number {
  const rowHeight = Math.min(a.lines[0]?.height ?? 0, b.lines[0]?.height ?? 0);
  return Math.abs(a.y - b.y) > rowHeight / 2 ? a.y - b.y : a.x - b.x;
}
