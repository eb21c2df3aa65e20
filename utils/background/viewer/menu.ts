/**
 * "Open in VIN & TIN viewer" on a link to a PDF and on a PDF page itself. The click is the user's request
 * (nothing opens in the viewer otherwise) and grants activeTab in the tab it was made in.
 */
import { browser } from 'wxt/browser';
import { translate } from '@/utils/i18n/extension-translate';
import { PDF_URL_PATTERNS } from '@/utils/viewer/sources/viewer-address';
import { openPdfViewer } from './open-viewer';

export const VIEWER_MENU_IDS = { link: 'vin-tin-viewer-link', page: 'vin-tin-viewer-page' } as const;

/** Created with the other menus (context-menu/install.ts), after they removed every old item. */
export function createViewerMenus(): void {
  const title = translate('viewerWays.menuOpen');
  browser.contextMenus.create({
    id: VIEWER_MENU_IDS.link,
    title,
    contexts: ['link'],
    targetUrlPatterns: PDF_URL_PATTERNS,
  });
  browser.contextMenus.create({
    id: VIEWER_MENU_IDS.page,
    title,
    contexts: ['page'],
    documentUrlPatterns: PDF_URL_PATTERNS,
  });
}

export interface ViewerMenuInfo {
  menuItemId: string | number;
  linkUrl?: string;
  pageUrl?: string;
}

/** The PDF a click on one of the viewer's items names, or undefined for any other item. */
export function pdfUrlOfMenuClick(info: ViewerMenuInfo): string | undefined {
  if (info.menuItemId === VIEWER_MENU_IDS.link) return info.linkUrl;
  if (info.menuItemId === VIEWER_MENU_IDS.page) return info.pageUrl;
  return undefined;
}

/** Opens the viewer for the clicked item; for a link, the tab the link is in is the one to read it from. */
export async function onViewerMenuClick(
  info: ViewerMenuInfo,
  tab?: { id?: number },
): Promise<number | undefined> {
  const url = pdfUrlOfMenuClick(info);
  if (!url || tab?.id === undefined) return undefined;
  return openPdfViewer({ url, tabId: tab.id });
}
