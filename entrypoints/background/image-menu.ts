/** "Read identifiers in this image": the page image's menu item, created with the others (context-menu.ts). */
import { browser } from 'wxt/browser';
import { onImageMenuClick } from '@/utils/background/image-menu/on-click';

export function registerImageMenu(): typeof onImageMenuClick {
  browser.contextMenus.onClicked.addListener(
    (info, tab) =>
      void onImageMenuClick(info, tab).catch((error: unknown) =>
        console.warn('[VIN & TIN Lookup] image menu:', error),
      ),
  );
  return onImageMenuClick;
}
