/**
 * The viewer's pure rules about a page: how sharp its canvas may be, which of pdf.js's text items are text,
 * and when a page is a scanned image. No pdf.js import, so unit tests run them in plain Node.
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** CSS pixels per PDF point at 100 %: pages show at their printed size (pdf.js's PDF_TO_CSS_UNITS). */
export const PDF_CSS_SCALE = 96 / 72;

/**
 * The most pixels one page's canvas may hold: 16.7 M (4096 x 4096, 64 MB of RGBA). A page drawn larger
 * (a poster-sized MediaBox, a high-density screen) is drawn at a lower resolution, not refused.
 */
export const PDF_MAX_CANVAS_PIXELS = 4096 * 4096;

/** The resolution factor for a canvas of `cssWidth` x `cssHeight` CSS pixels on a screen of `pixelRatio`. */
export function pdfCanvasScale(cssWidth: number, cssHeight: number, pixelRatio: number): number {
  const area = Math.max(1, cssWidth * cssHeight);
  return Math.min(pixelRatio, Math.sqrt(PDF_MAX_CANVAS_PIXELS / area));
}

/** The page's text runs, without pdf.js's marked-content markers (which have no `str`). */
export function pdfTextItems(items: readonly unknown[]): TextItem[] {
  return items.filter(
    (item): item is TextItem =>
      typeof item === 'object' && item !== null && typeof (item as TextItem).str === 'string',
  );
}

/** A page is "scanned" when it prints no text at all but paints at least one image. */
export function isScannedPdfPage(
  items: readonly TextItem[],
  operators: readonly number[],
  imageOps: ReadonlySet<number>,
): boolean {
  if (items.some((item) => item.str.trim() !== '')) return false;
  return operators.some((op) => imageOps.has(op));
}
