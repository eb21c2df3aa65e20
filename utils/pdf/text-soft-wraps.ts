/**
 * Opt-in: lines of one paragraph wrapped at a narrow cell's wall, read on with a space, as a web page's
 * soft-wrapped text reads. A company name word-wrapped in a table cell ("SAHEL HAULAGE AND" / "LOGISTICS
 * LTD") is then one name to the name check, not its last line. Lines whose wall is unknown (no cell
 * beside them, one flush line) keep their breaks. Off by default: a viewer that draws
 * `joinNext: ' '` must put a space between the lines (not nothing, not a line break).
 */
import type { PdfBlockDraft } from './text-blocks';
import type { PdfLineDraft } from './text-lines';

/** At most this much (em) lies between two cells' text: one cell's padding, a rule, the next's padding. */
const CELL_GAP = 2;
/** Ends this close (em) to the edge are flush: two such lines also show a wall. */
const FLUSH = 0.6;
/** How far (em) the next line may start from the block's left edge and still continue the paragraph. */
const LEFT_EDGE = 0.3;
/** A word space, in em, as fonts draw it. */
const WORD_SPACE = 0.25;

const ENDS_IN_WORD = /[\p{L}\p{N}:,&-]$/u;
const STARTS_WITH_WORD = /^[\p{L}\p{N}]/u;
const FIRST_WORD = /^\s*(\S+)/u;

/** Marks, in place, each hard line break of `block` that is a word wrap at its cell's wall. */
export function markPdfSoftWraps(block: PdfBlockDraft): void {
  const { lines, joins } = block;
  if (lines.length < 2) return;
  let edge = -Infinity;
  let leftEdge = Infinity;
  for (const line of lines) {
    edge = Math.max(edge, line.end);
    leftEdge = Math.min(leftEdge, line.start);
  }
  // The cell's wall lies at or after the widest line's end, and before the next cell of any of its rows.
  let nextCell = Infinity;
  for (const line of lines) nextCell = Math.min(nextCell, line.nextStart - CELL_GAP * line.fontSize);
  const flushLines = lines.filter((line) => edge - line.end <= FLUSH * line.fontSize).length;
  for (let index = 0; index + 1 < lines.length; index++) {
    const line = lines[index]!;
    const next = lines[index + 1]!;
    if (joins[index] !== '\n' || next.start - leftEdge > LEFT_EDGE * next.fontSize) continue;
    if (!ENDS_IN_WORD.test(line.text) || !STARTS_WITH_WORD.test(next.text)) continue;
    // A layout engine breaks a line only when the next word would not fit before the wall: not even before
    // the widest line's end, and not before the next cell (or the wall is shown by two flush lines).
    const reach = line.end + WORD_SPACE * line.fontSize + firstWordLength(next);
    if (reach > edge && (reach > nextCell || flushLines > 1)) joins[index] = ' ';
  }
}

/** The first word's advance, from its share of the first run's characters. */
function firstWordLength(line: PdfLineDraft): number {
  const run = line.runs[0]!;
  const word = FIRST_WORD.exec(run.text.slice(0, 64))?.[1] ?? '';
  return run.text.length > 0 ? (run.end - run.start) * (word.length / run.text.length) : 0;
}
