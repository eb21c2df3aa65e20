/**
 * "Read identifiers in this image" on a page's image. The click is the user's request (nothing is read
 * otherwise) and grants activeTab in the tab it was made in: the image is read in its own frame
 * (read-in-frame.ts) and handed to the viewer (on-click.ts).
 */
import { browser } from 'wxt/browser';
import { translate } from '@/utils/i18n/extension-translate';

export const IMAGE_MENU_ID = 'vin-tin-read-image';

/**
 * Web and file pages (Chrome match patterns accept no blob: or data: scheme, and an item given one is not
 * created at all). A blob: image on a web page, WhatsApp Web's, is on such a page: the pattern is the page's.
 */
export const IMAGE_MENU_PAGE_PATTERNS = ['http://*/*', 'https://*/*', 'file:///*'];

/** Created with the other menus (context-menu/install.ts), after they removed every old item. */
export function createImageMenu(): void {
  browser.contextMenus.create({
    id: IMAGE_MENU_ID,
    title: translate('imageMenu.read'),
    contexts: ['image'],
    documentUrlPatterns: IMAGE_MENU_PAGE_PATTERNS,
  });
}

/** What a click on the item says, as the browser sends it. */
export interface ImageMenuClickInfo {
  menuItemId: string | number;
  srcUrl?: string;
  pageUrl?: string;
  frameUrl?: string;
  frameId?: number;
}

export interface ImageMenuRequest {
  /** The tab the click was made in, when the browser names one (the viewer opens beside it). */
  tabId?: number;
  /** The frame the image is in (0: the top document). */
  frameId: number;
  /** The image's address; absent when the browser did not say (then nothing can be read). */
  srcUrl?: string;
  /** The page it was on: the frame's own address when it is in a frame. */
  pageUrl?: string;
}

/** The request a click on this item makes, or undefined for any other item. */
export function imageMenuRequestOf(
  info: ImageMenuClickInfo,
  tab?: { id?: number },
): ImageMenuRequest | undefined {
  if (info.menuItemId !== IMAGE_MENU_ID) return undefined;
  // A tab id of -1 is a browser page's, which no extension may script.
  const tabId = tab?.id !== undefined && tab.id >= 0 ? tab.id : undefined;
  const pageUrl = info.frameUrl ?? info.pageUrl;
  return {
    ...(tabId !== undefined ? { tabId } : {}),
    frameId: info.frameId ?? 0,
    ...(info.srcUrl ? { srcUrl: info.srcUrl } : {}),
    ...(pageUrl ? { pageUrl } : {}),
  };
}
