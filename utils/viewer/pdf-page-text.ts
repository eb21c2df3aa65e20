/**
 * Reading one page's text in pdf.js's worker, within the page time limit, and telling a scanned page (no
 * text, only images) from a blank one.
 */
import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { isScannedPdfPage, pdfTextItems } from './pdf-page-rules';
import { PDF_ANNOTATION_MODE } from './pdf-setup';
import { PDF_PAGE_TIME_LIMIT_MS, withinPdfTimeLimit } from './pdf-time-limit';

/** pdf.js's operators that paint an image: what a scanned page is made of. */
const IMAGE_OPS: ReadonlySet<number> = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

export interface PdfPageText {
  items: TextItem[];
  scanned: boolean;
}

/** Reads `page`'s text runs (and, for a page without text, whether it paints images) within `limitMs`. */
export async function readPdfPageText(
  page: PDFPageProxy,
  limitMs = PDF_PAGE_TIME_LIMIT_MS,
): Promise<PdfPageText> {
  const stream = page.streamTextContent();
  const reader = stream.getReader();
  const collect = async (): Promise<TextItem[]> => {
    const items: TextItem[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return items;
      items.push(...pdfTextItems((value as { items: unknown[] }).items));
    }
  };
  const items = await withinPdfTimeLimit(collect(), limitMs, () => {
    // Stops the worker sending more of this page; what it already parsed is dropped.
    void reader.cancel().catch(() => undefined);
  });
  if (items.some((item) => item.str.trim() !== '')) return { items, scanned: false };
  // Only text-less pages pay for their operator list; it is cached for their drawing.
  const operators = await withinPdfTimeLimit(
    page.getOperatorList({ annotationMode: PDF_ANNOTATION_MODE }),
    limitMs,
    () => undefined,
  );
  return { items, scanned: isScannedPdfPage(items, operators.fnArray, IMAGE_OPS) };
}
