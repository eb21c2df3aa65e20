/**
 * Whether a tab shows a PDF, for the popup's "Open this PDF in the viewer": by its address (a path ending in
 * .pdf), or else by its document's type, read with the activeTab grant of the toolbar click (many PDFs come
 * from addresses without .pdf, e.g. /download?id=9).
 */
import { browser } from 'wxt/browser';
import { hasPdfPath, pdfUrlScheme } from './viewer-address';

/** Runs in the tab: the browser's own PDF viewer reports the document's type as the PDF's. */
function documentType(): string {
  return document.contentType;
}

export async function tabShowsPdf(tabId: number, url: string | undefined): Promise<boolean> {
  if (!url || pdfUrlScheme(url) === 'other') return false;
  if (hasPdfPath(url)) return true;
  try {
    const [probe] = await browser.scripting.executeScript({ target: { tabId }, func: documentType });
    return probe?.result === 'application/pdf';
  } catch {
    // No grant for this tab (opened without a click on the toolbar button), or a browser page.
    return false;
  }
}
