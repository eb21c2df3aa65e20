/**
 * One pdf.js text item placed on the viewport: its box in CSS px (top-left origin) and its position in the
 * frame of its own writing direction, where the text runs along +x and lines stack along +y. Grouping into
 * lines and blocks happens in that frame, so a page rotated 90° (or a sideways label) groups like any other.
 */
import { multiplyPdfMatrices, type PdfMatrix } from './pdf-matrix';

/** The slice of a pdf.js `TextItem` the layout reads (typed here so no pdf.js import is needed). */
export interface PdfTextItemLike {
  str: string;
  /** The item's text matrix in PDF user space. */
  transform: readonly number[];
  /** The item's advance in PDF user space units (already scaled by its font size). */
  width: number;
  height: number;
  hasEOL?: boolean;
  dir?: string;
  fontName?: string;
}

/** The slice of a pdf.js `PageViewport` the layout reads. */
export interface PdfViewportLike {
  width: number;
  height: number;
  transform: readonly number[];
}

/** pdf.js's default ascent when a font gives none: the box spans 0.8 em above the baseline, 0.2 em below. */
export const PDF_TEXT_ASCENT = 0.8;
const DESCENT = 1 - PDF_TEXT_ASCENT;

export interface PdfPlacedRun {
  item: number;
  text: string;
  /** Whitespace only: not drawn, but a space a reader puts between its neighbours. */
  blank: boolean;
  fontSize: number;
  /** Clockwise, in degrees, as CSS `rotate()` reads it (y points down). */
  angle: number;
  /** Top-left corner of the text's own (unrotated) box, in CSS px: where pdf.js places its span. */
  left: number;
  top: number;
  /** Advance along the writing direction, in CSS px. */
  length: number;
  /** Axis-aligned box of the run on the viewport, in CSS px. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Whole degrees 0..359: runs group into lines only with runs of the same direction. */
  direction: number;
  /** In the direction's frame: where the run starts and ends along the line, and its baseline across it. */
  start: number;
  end: number;
  baseline: number;
}

const BLANK = /^\s+$/;
/**
 * Letter-spaced print as pdf.js hands it: single characters each followed by one space it inserted for the
 * wide tracking ("1 0 4 9 3 8 2 7 0 0 0 1 3" in a form's boxes, "I N V O I C E"). Read as one word, as the
 * eye reads it; four characters at least, so "a b c" stays words.
 */
const LETTER_SPACED = /^(?:\S ){3,}\S$/u;

/** Projections onto a direction's frame: `along` runs with the text, `across` points down its lines. */
export function pdfFrameOf(direction: number): { cos: number; sin: number } {
  const radians = (direction * Math.PI) / 180;
  return { cos: Math.cos(radians), sin: Math.sin(radians) };
}

/** Items mapped onto the viewport; empty, degenerate and non-finite items are left out. */
export function placePdfRuns(items: readonly PdfTextItemLike[], viewport: PdfViewportLike): PdfPlacedRun[] {
  const scale = Math.hypot(viewport.transform[0] ?? 1, viewport.transform[1] ?? 0);
  const runs: PdfPlacedRun[] = [];
  items.forEach((item, index) => {
    if (typeof item.str !== 'string' || item.str.length === 0) return;
    const run = placeRun(item, index, viewport.transform, scale);
    if (run) runs.push(run);
  });
  return runs;
}

function placeRun(
  item: PdfTextItemLike,
  index: number,
  viewportTransform: PdfMatrix,
  scale: number,
): PdfPlacedRun | undefined {
  const [a, b, c, d, e, f] = multiplyPdfMatrices(viewportTransform, item.transform);
  const fontSize = Math.hypot(c, d);
  const length = Math.max(0, item.width) * scale;
  if (![a, b, e, f, fontSize, length].every(Number.isFinite) || fontSize <= 0) return undefined;
  const radians = Math.atan2(b, a);
  const angle = (radians * 180) / Math.PI;
  const direction = ((Math.round(angle) % 360) + 360) % 360;
  // Unit vectors in CSS px: along the text, and down across its lines (the text's "up", reversed).
  const ux = Math.cos(radians);
  const uy = Math.sin(radians);
  const nx = -uy;
  const ny = ux;
  const ascent = fontSize * PDF_TEXT_ASCENT;
  const descent = fontSize * DESCENT;
  const left = e - nx * ascent;
  const top = f - ny * ascent;
  const xs = [left, left + ux * length, e + nx * descent, e + nx * descent + ux * length];
  const ys = [top, top + uy * length, f + ny * descent, f + ny * descent + uy * length];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  const frame = pdfFrameOf(direction);
  const start = e * frame.cos + f * frame.sin;
  return {
    item: index,
    text: LETTER_SPACED.test(item.str) ? item.str.replaceAll(' ', '') : item.str,
    blank: BLANK.test(item.str),
    fontSize,
    angle,
    left,
    top,
    length,
    x,
    y,
    width: Math.max(...xs) - x,
    height: Math.max(...ys) - y,
    direction,
    start,
    end: start + length,
    baseline: -e * frame.sin + f * frame.cos,
  };
}
