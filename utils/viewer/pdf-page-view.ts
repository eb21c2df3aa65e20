/**
 * One page of the viewer: its box sized from pdf.js's viewport, the canvas it is drawn on (only while near
 * the viewport) and the text host over it, which the text layer fills and the scanner reads. Notices about
 * the page (skipped, scanned) carry `data-vin-tin-ignore`: they are the viewer's words, not the PDF's.
 */
import type { PDFPageProxy, PageViewport, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfCanvasScale } from './pdf-page-rules';
import { markViewerOwn } from './viewer-own';
import { PDF_ANNOTATION_MODE } from './pdf-setup';
import { PDF_PAGE_TIME_LIMIT_MS, withinPdfTimeLimit } from './pdf-time-limit';

export interface PdfPageView {
  readonly pageNumber: number;
  readonly element: HTMLElement;
  readonly textHost: HTMLElement;
  /** Draws the page on its canvas, within the page time limit; rejects as the render task does. */
  draw(): Promise<void>;
  /** Empties the canvas (and stops a drawing in progress): the page is far from the viewport. */
  release(): void;
  readonly drawn: boolean;
  /** Shows a notice on the page (the viewer's words), with an optional button. */
  notice(text: string, action?: PdfPageAction): void;
  /** Draws the page on a canvas of its own at `dpi` (never larger than PDF_READ_MAX_PIXELS): its pixels. */
  renderForReading(dpi?: number): Promise<ImageData>;
}

/** A notice's button: live with `onClick`, else disabled with the reason said beside it. */
export type PdfPageAction =
  { label: string; onClick: () => void } | { label: string; disabledReason: string };

/** A scanned page is read at 200 dpi: enough for printed text; an A4 page is then 1654 x 2339 pixels. */
export const PDF_READ_DPI = 200;
/** A huge page (a poster) is read scaled down to this many pixels, so its canvas cannot exhaust memory. */
export const PDF_READ_MAX_PIXELS = 16_000_000;

function makeElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.className = className;
  return element;
}

/** Builds page `page`'s box, sized by `viewport`, and appends it to `container`. */
export function createPdfPageView(
  container: HTMLElement,
  page: PDFPageProxy,
  viewport: PageViewport,
  pageLabel: string,
  limitMs = PDF_PAGE_TIME_LIMIT_MS,
): PdfPageView {
  const element = makeElement('div', 'pdf-page');
  element.dataset.page = String(page.pageNumber);
  element.style.width = `${viewport.width}px`;
  element.style.height = `${viewport.height}px`;
  // A named group per page, so a screen reader can tell where a page starts (a region per page would
  // flood the landmarks).
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', pageLabel);
  const canvas = makeElement('canvas', 'pdf-canvas');
  canvas.setAttribute('aria-hidden', 'true');
  const textHost = makeElement('div', 'pdf-text');
  element.append(canvas, textHost);
  container.append(element);

  let task: RenderTask | undefined;
  let drawn = false;

  return {
    pageNumber: page.pageNumber,
    element,
    textHost,
    get drawn() {
      return drawn;
    },
    async draw() {
      if (drawn || task) return;
      const scale = pdfCanvasScale(viewport.width, viewport.height, window.devicePixelRatio || 1);
      canvas.width = Math.max(1, Math.floor(viewport.width * scale));
      canvas.height = Math.max(1, Math.floor(viewport.height * scale));
      const current = page.render({
        canvas,
        viewport,
        annotationMode: PDF_ANNOTATION_MODE,
        transform: scale === 1 ? undefined : [scale, 0, 0, scale, 0, 0],
      });
      task = current;
      try {
        await withinPdfTimeLimit(current.promise, limitMs, () => current.cancel());
        drawn = true;
      } finally {
        if (task === current) task = undefined;
      }
    },
    release() {
      task?.cancel();
      task = undefined;
      drawn = false;
      // A zero-sized canvas gives its pixel memory back at once.
      canvas.width = 0;
      canvas.height = 0;
    },
    async renderForReading(dpi = PDF_READ_DPI) {
      const base = page.getViewport({ scale: 1 });
      let scale = dpi / 72;
      const pixels = base.width * scale * base.height * scale;
      if (pixels > PDF_READ_MAX_PIXELS) scale *= Math.sqrt(PDF_READ_MAX_PIXELS / pixels);
      const reading = page.getViewport({ scale });
      const surface = document.createElement('canvas');
      surface.width = Math.max(1, Math.floor(reading.width));
      surface.height = Math.max(1, Math.floor(reading.height));
      const current = page.render({
        canvas: surface,
        viewport: reading,
        annotationMode: PDF_ANNOTATION_MODE,
      });
      try {
        await withinPdfTimeLimit(current.promise, limitMs, () => current.cancel());
        return surface.getContext('2d')!.getImageData(0, 0, surface.width, surface.height);
      } finally {
        surface.width = 0;
        surface.height = 0;
      }
    },
    notice(text, action) {
      const box = makeElement('div', 'pdf-page-notice');
      markViewerOwn(box);
      const words = makeElement('p', 'pdf-page-notice-text');
      words.textContent = text;
      box.append(words);
      if (action) {
        const button = makeElement('button', 'pdf-page-notice-action');
        button.type = 'button';
        button.textContent = action.label;
        if ('onClick' in action) {
          button.addEventListener('click', action.onClick);
          box.append(button);
        } else {
          button.disabled = true;
          const why = makeElement('span', 'pdf-page-notice-why');
          why.id = `pdf-page-${page.pageNumber}-why`;
          why.textContent = action.disabledReason;
          button.setAttribute('aria-describedby', why.id);
          box.append(button, why);
        }
      }
      element.append(box);
    },
  };
}
