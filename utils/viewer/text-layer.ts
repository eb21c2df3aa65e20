/**
 * The viewer's text layer: each page's text, laid out as a reader reads it (utils/pdf/, one block per
 * column or cell, lines in reading order), drawn as transparent text exactly over the glyphs the canvas
 * paints. The page scanner then reads it as it reads a web page: a block is one `div`, a line break is a
 * `<br>` (which ends an identifier), and pieces of one printed number are adjacent spans with nothing
 * between them (which joins them). Marks, hovers and selection land on the glyphs the user sees.
 */
import './text-layer.css';
import {
  layoutPdfText,
  type PdfBlock,
  type PdfTextItemLike,
  type PdfViewportLike,
} from '@/utils/pdf/text-layout';

/** The font every piece is measured and drawn in: its width is then fitted to the PDF's own. */
const FONT_FAMILY = 'sans-serif';

let measure: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;

/** The width `text` takes in FONT_FAMILY at `size` px; 0 when no canvas can measure it. */
function naturalWidth(text: string, size: number): number {
  measure ??= new OffscreenCanvas(1, 1).getContext('2d');
  if (!measure) return 0;
  measure.font = `${size}px ${FONT_FAMILY}`;
  return measure.measureText(text).width;
}

function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}

function drawBlock(document: Document, block: PdfBlock): HTMLDivElement {
  const element = document.createElement('div');
  element.className = 'pdf-block';
  Object.assign(element.style, {
    left: px(block.x),
    top: px(block.y),
    width: px(block.width),
    height: px(block.height),
  });
  block.lines.forEach((line, index) => {
    // What a reader puts between two lines: a break (which ends an identifier), a space (a word wrapped
    // within a paragraph or a cell), or nothing (a number wrapped inside a narrow cell).
    const join = index > 0 ? block.lines[index - 1]!.joinNext : '';
    if (join === '\n') element.append(document.createElement('br'));
    else if (join === ' ') element.append(' ');
    line.pieces.forEach((piece, at) => {
      if (at > 0 && piece.before === ' ') element.append(' ');
      const span = document.createElement('span');
      span.textContent = piece.text;
      // Drawn where pdf.js draws the run, turned with it, and stretched to the PDF's own advance.
      const natural = naturalWidth(piece.text, piece.fontSize);
      const turn = piece.angle ? `rotate(${piece.angle}deg) ` : '';
      const stretch = natural > 0 ? `scaleX(${(piece.length / natural).toFixed(4)})` : '';
      Object.assign(span.style, {
        left: px(piece.left - block.x),
        top: px(piece.top - block.y),
        fontSize: px(piece.fontSize),
        transform: `${turn}${stretch}`.trim(),
      });
      element.append(span);
    });
  });
  return element;
}

/**
 * Replaces `host`'s text layer with the page's text (`items` from pdf.js's getTextContent, `viewport` the
 * one the canvas is drawn at). Returns how many blocks were drawn (0: the page has no text, e.g. a scan).
 */
export function drawPdfTextLayer(
  host: HTMLElement,
  items: readonly PdfTextItemLike[],
  viewport: PdfViewportLike,
): number {
  const blocks = layoutPdfText(items, viewport, { softWraps: true });
  const document = host.ownerDocument;
  const fragment = document.createDocumentFragment();
  for (const block of blocks) fragment.append(drawBlock(document, block));
  host.classList.add('pdf-text');
  host.replaceChildren(fragment);
  return blocks.length;
}
