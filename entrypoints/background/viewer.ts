/** Ways into the PDF viewer: the popup's button, the context menu, the read through a PDF's tab, the handler. */
import { browser } from 'wxt/browser';
import { handle } from '@/utils/background/messaging/router';
import { onViewerMenuClick } from '@/utils/background/viewer/menu';
import { openPdfViewer } from '@/utils/background/viewer/open-viewer';
import {
  choosePdfHandler,
  syncPdfHandler,
  syncPdfHandlerAtStart,
} from '@/utils/background/viewer/pdf-handler';
import { readPdfPartInTab, startPdfReadInTab } from '@/utils/background/viewer/read-in-tab';
import { sweepHandoffs } from '@/utils/viewer/sources/handoff';

function report(error: unknown): void {
  console.warn('[VIN & TIN Lookup] PDF viewer:', error);
}

export function registerViewer(): typeof onViewerMenuClick {
  handle('ui>bg:openPdfViewer', async ({ url, tabId }) => ({
    opened: (await openPdfViewer({ url, tabId })) !== undefined,
  }));
  handle('ui>bg:readPdfFromTab', ({ tabId, url }) => startPdfReadInTab(tabId, url));
  handle('ui>bg:readPdfPart', ({ tabId, token, offset }) => readPdfPartInTab(tabId, token, offset));
  handle('ui>bg:pdfHandlerState', () => syncPdfHandler());
  handle('ui>bg:setPdfHandler', ({ enabled }) => choosePdfHandler(enabled));

  browser.contextMenus.onClicked.addListener((info, tab) => void onViewerMenuClick(info, tab).catch(report));
  // Declaring the handler turns it on: every start (an install or update too) sets it to the choice made.
  void syncPdfHandlerAtStart().catch(report);
  // Files the side panel handed over whose viewer never took them (its tab was closed first).
  void sweepHandoffs().catch(report);
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') void syncPdfHandler().catch(report);
  });
  return onViewerMenuClick;
}
