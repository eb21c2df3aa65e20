/**
 * Every way a PDF can fail in the viewer, and the sentence each one shows: pdf.js's errors are mapped here
 * and nowhere else. Pure (errors are told apart by `name`, which pdf.js keeps when it copies an error from
 * its worker), so it runs in unit tests without pdf.js.
 */
import type { Translate } from '@/utils/i18n/translate';
import { PDF_MAX_BYTES, formatPdfSize } from './pdf-file-check';

/** Why a file did not open. */
export type PdfOpenFailure =
  | { kind: 'empty' }
  | { kind: 'too-big'; bytes: number }
  | { kind: 'not-pdf' }
  | { kind: 'corrupt' }
  | { kind: 'unreadable' }
  | { kind: 'cancelled' }
  | { kind: 'too-slow' }
  | { kind: 'failed'; detail: string };

/** Why one page was skipped or left undrawn; `cancelled` is the viewer's own doing and says nothing. */
export type PdfPageProblem = 'too-slow' | 'failed' | 'cancelled';

/** The name of the error the viewer's own time limit throws (pdf-time-limit.ts). */
export const PDF_TIME_LIMIT_ERROR = 'PdfTimeLimitError';

function nameOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** What went wrong while opening a file (reading it from disk, or pdf.js parsing its structure). */
export function pdfOpenFailureOf(error: unknown): PdfOpenFailure {
  switch (nameOf(error)) {
    // pdf.js: no readable header, cross-reference table or trailer even after its repairs (Invalid);
    // any other parser error of its worker, a broken stream or object, comes wrapped (Unknown, Format).
    case 'InvalidPDFException':
    case 'UnknownErrorException':
    case 'FormatError':
      return { kind: 'corrupt' };
    // The loading task was destroyed: the person cancelled the password, or opened another file.
    case 'AbortException':
      return { kind: 'cancelled' };
    // File.arrayBuffer(): the file was moved, deleted or is locked since it was picked.
    case 'NotReadableError':
    case 'NotFoundError':
    case 'MissingPDFException':
    case 'ResponseException':
      return { kind: 'unreadable' };
    default:
      return { kind: 'failed', detail: messageOf(error) };
  }
}

/** What went wrong with one page's text or drawing. */
export function pdfPageProblemOf(error: unknown): PdfPageProblem {
  const name = nameOf(error);
  if (name === PDF_TIME_LIMIT_ERROR) return 'too-slow';
  if (name === 'RenderingCancelledException' || name === 'AbortException') return 'cancelled';
  return 'failed';
}

/** The sentence shown for a file that did not open; `fileName` is the file's own name. */
export function describePdfOpenFailure(
  failure: PdfOpenFailure,
  fileName: string,
  translate: Translate,
): string {
  switch (failure.kind) {
    case 'empty':
      return translate('viewer.empty', [fileName]);
    case 'too-big':
      return translate('viewer.tooBig', [
        fileName,
        formatPdfSize(failure.bytes),
        formatPdfSize(PDF_MAX_BYTES),
      ]);
    case 'not-pdf':
      return translate('viewer.notPdf', [fileName]);
    case 'corrupt':
      return translate('viewer.corrupt', [fileName]);
    case 'unreadable':
      return translate('viewer.unreadable', [fileName]);
    case 'cancelled':
      return translate('viewer.cancelled', [fileName]);
    case 'too-slow':
      return translate('viewer.openTooSlow', [fileName]);
    case 'failed':
      return translate('viewer.failed', [fileName, failure.detail]);
  }
}

/** The sentence shown on a page that was skipped (text) or not drawn (canvas). */
export function describePdfPageProblem(
  problem: Exclude<PdfPageProblem, 'cancelled'>,
  part: 'text' | 'drawing',
  pageNumber: number,
  translate: Translate,
): string {
  if (problem === 'too-slow') {
    return translate(part === 'text' ? 'viewer.pageTooSlow' : 'viewer.pageDrawSlow', [pageNumber]);
  }
  return translate(part === 'text' ? 'viewer.pageFailed' : 'viewer.pageDrawFailed', [pageNumber]);
}
