/**
 * The viewer page's one document session, and the way in for code that brings a document by other means
 * (a link, a tab, a handoff): `openPdfInViewer(name, bytes)` checks and opens it as a picked file is.
 * Calls made before the page has mounted wait for its pages container.
 */
import { translate } from '@/utils/i18n/extension-translate';
import type { PdfOpenFailure } from '@/utils/viewer/pdf-failures';
import { PdfViewerSession } from '@/utils/viewer/pdf-session';
import { drawPdfTextLayer } from '@/utils/viewer/text-layer';

export const viewerSession = new PdfViewerSession(translate, drawPdfTextLayer);

/** Opens `bytes` (a PDF named `fileName`) in this viewer tab, replacing any document shown. */
export function openPdfInViewer(fileName: string, bytes: Uint8Array): Promise<void> {
  return viewerSession.openBytes(fileName, bytes);
}

/** Shows, in place of a document, why the one named `fileName` could not be had (its download failed). */
export function reportPdfViewerFailure(fileName: string, failure: PdfOpenFailure): void {
  viewerSession.reportFailure(fileName, failure);
}
