/** Opens the viewer for a PDF the user asked for, in a new tab right after the tab the PDF came from. */
import { browser } from 'wxt/browser';
import { viewerPathForUrl } from '@/utils/viewer/sources/viewer-address';

export interface OpenViewerRequest {
  /** The PDF's address (a page's or a link's). */
  url: string;
  /** The tab it was asked from: the viewer may read the PDF there, and opens beside it. */
  tabId: number;
}

/**
 * The PDF's tab stays open: its activeTab grant (the user's click) is what lets the viewer read the bytes
 * there when its own fetch is refused. Resolves with the viewer's tab id.
 */
export async function openPdfViewer({ url, tabId }: OpenViewerRequest): Promise<number | undefined> {
  return openViewerPageBeside(viewerPathForUrl(url, tabId), tabId);
}

/** Opens the viewer at `path` (with its query), active, right after tab `tabId` when it still exists. */
export async function openViewerPageBeside(path: string, tabId?: number): Promise<number | undefined> {
  const source = tabId === undefined ? undefined : await browser.tabs.get(tabId).catch(() => undefined);
  const viewer = await browser.tabs.create({
    url: (browser.runtime.getURL as (path: string) => string)(path),
    active: true,
    ...(source ? { windowId: source.windowId, index: source.index + 1, openerTabId: tabId } : {}),
  });
  return viewer.id;
}
