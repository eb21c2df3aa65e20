/**
 * The real pdf.js (legacy build, as Node runs it) for tests and scripts: a document's pages as the viewer
 * reads them. pdf.js 6 calls Promise.withResolvers, which Node 20 lacks; browsers have it, so the polyfill
 * lives here and never in product code.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

const promiseStatics = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
promiseStatics.withResolvers ??= <T>(): Resolvers<T> => {
  let resolve!: Resolvers<T>['resolve'];
  let reject!: Resolvers<T>['reject'];
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loaded: Promise<PdfJs> | undefined;

/** Loaded after the polyfill: pdf.js reads Promise.withResolvers as it starts. */
export function loadPdfJsForNode(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

// Standard fonts' metrics, so pdf.js does not warn on every page (text extraction works without them).
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Starts loading `data` as the viewer does (pdf.js 6 has no eval path left: no `isEvalSupported`). A copy is handed over, since pdf.js detaches the
 * buffer. The task's `promise` is the document; `destroy()` ends the worker. */
export async function openPdfInNode(data: Uint8Array, password?: string) {
  const pdfjs = await loadPdfJsForNode();
  return pdfjs.getDocument({
    data: new Uint8Array(data),
    standardFontDataUrl,
    ...(password === undefined ? {} : { password }),
  });
}

export interface PdfNodePage {
  items: {
    str: string;
    transform: number[];
    width: number;
    height: number;
    hasEOL: boolean;
    dir: string;
    fontName: string;
  }[];
  viewport: { width: number; height: number; transform: number[] };
}

/** Each page's text items (marked-content entries left out) and its viewport at `scale`, turned by
 * `rotation` degrees on top of the page's own /Rotate. */
export async function readPdfPagesInNode(
  data: Uint8Array,
  { scale = 1, rotation = 0 }: { scale?: number; rotation?: number } = {},
): Promise<PdfNodePage[]> {
  const task = await openPdfInNode(data);
  try {
    const document = await task.promise;
    const pages: PdfNodePage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const viewport = page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
      pages.push({
        items: content.items.flatMap((item) => ('str' in item ? [item] : [])),
        viewport: { width: viewport.width, height: viewport.height, transform: viewport.transform },
      });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
