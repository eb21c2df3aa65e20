/**
 * The time a page's text or drawing may take: past it the page is stopped and skipped, so one hostile or
 * broken page cannot hold up the rest of the document.
 */
import { PDF_TIME_LIMIT_ERROR } from './pdf-failures';

/** 10 s: a real page, even a 600-dpi scan, reads in well under a second on a slow laptop. */
export const PDF_PAGE_TIME_LIMIT_MS = 10_000;

/**
 * The time pdf.js may take to open a document (its cross-reference table, repaired if broken), not
 * counting the wait for a password: 60 s, several times what a 256 MiB file with a broken table takes
 * to scan on a slow laptop, so only a worker that is stuck runs past it.
 */
export const PDF_OPEN_TIME_LIMIT_MS = 60_000;

/** After this many pages in a row run out of time the document is not read further (pdf.js's worker is busy). */
export const PDF_SLOW_PAGES_IN_A_ROW = 3;

export class PdfTimeLimitError extends Error {
  override name = PDF_TIME_LIMIT_ERROR;
}

/**
 * Settles as `work` does, or rejects with PdfTimeLimitError after `ms`, calling `stop` so the caller can
 * cancel the work (a render task, a text stream).
 */
export function withinPdfTimeLimit<T>(work: Promise<T>, ms: number, stop: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new PdfTimeLimitError(`over ${ms} ms`));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
