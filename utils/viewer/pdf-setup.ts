/**
 * The one home of pdf.js's options: which build, where its worker and data files live, and what a PDF may
 * never do in the viewer. Everything else in the viewer asks this file for a loading task.
 *
 * - The legacy build: the modern one calls `Map.prototype.getOrInsertComputed`, `Math.sumPrecise` and
 *   `Uint8Array.prototype.toHex` unguarded, which Chrome 116 and Firefox 140 (our minimums, wxt.config.ts)
 *   lack; the legacy build carries core-js polyfills for them (+20 kB gzipped here, +17 kB in the worker).
 * - Every file pdf.js loads is packaged under `/pdfjs/` (wxt.config.ts `build:publicAssets`): the worker,
 *   CMaps, the two standard fonts it still fetches when system fonts are used, the wasm image decoders
 *   and the CMYK profile. Nothing comes from a CDN; the bytes of the PDF go only to the worker.
 * - No JavaScript from a PDF ever runs: pdf.js runs a PDF's scripts only in its scripting sandbox
 *   (`pdf.sandbox.mjs`, QuickJS), which the viewer never loads nor packages. pdf.js 6 has no eval path at
 *   all (its `isEvalSupported` option is gone), so the pages' CSP keeps forbidding eval.
 * - No form or link acts: pages are drawn with `AnnotationMode.ENABLE`, which paints each annotation's
 *   appearance stream (a filled form, a stamp) into the canvas as pixels, and the viewer never builds
 *   pdf.js's annotation layer, the only place links and form fields become clickable. XFA forms are off.
 */
import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentLoadingTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { browser } from 'wxt/browser';

/** The folder the build copies pdf.js's files to; wxt.config.ts writes it, this file reads it. */
export const PDFJS_ASSETS_DIR = 'pdfjs';

/** Paints annotations' appearances into the canvas; no annotation layer is ever built (see above). */
export const PDF_ANNOTATION_MODE = AnnotationMode.ENABLE;

function assetUrl(path: string): string {
  // The files are added by a build hook, so WXT's typed list of public paths does not know them.
  return (browser.runtime.getURL as (path: string) => string)(`/${PDFJS_ASSETS_DIR}/${path}`);
}

let workerSet = false;

/**
 * Starts pdf.js reading `data` (transferred to the worker: the caller keeps no copy). A password, when the
 * PDF needs one, is asked through `loadingTask.onPassword`, which the caller sets.
 */
export function openPdfData(data: Uint8Array): PDFDocumentLoadingTask {
  if (!workerSet) {
    GlobalWorkerOptions.workerSrc = assetUrl('pdf.worker.min.mjs');
    workerSet = true;
  }
  return getDocument({
    data,
    enableXfa: false,
    // Recover what can be read from a damaged file rather than refusing it whole.
    stopAtErrors: false,
    cMapUrl: assetUrl('cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: assetUrl('standard_fonts/'),
    wasmUrl: assetUrl('wasm/'),
    iccUrl: assetUrl('iccs/'),
    // The worker fetches those files itself (extension URLs, same origin); pdf.js only guesses so for http(s).
    useWorkerFetch: true,
    // Fonts a PDF names but does not embed are drawn with the system's fonts, as browsers' viewers do.
    useSystemFonts: true,
    // Pages are drawn on the viewer's thread, only near the viewport; no second (renderer) worker to ship.
    disableWorkerRendering: true,
    // A hostile image of 100k x 100k pixels would take gigabytes: larger ones are not drawn (the text is
    // still read). 100 megapixels is well above a 600-dpi A3 scan (7016 x 9921 = 70 MP).
    maxImageSize: 100_000_000,
    verbosity: 0,
  });
}
