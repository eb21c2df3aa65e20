/** Injects the page UI (button, answer card, keyboard) into the one frame whose user needs it. */
import { browser } from 'wxt/browser';
import { PAGE_UI_FILE } from '@/utils/site-access/constants';

/**
 * The frame already runs our scanner, so the host access it was scanned with covers this too: no new
 * permission, and no web-accessible resource a page could probe for. False when that access is gone.
 */
export async function injectPageUi(tabId: number, frameId: number): Promise<boolean> {
  try {
    await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [PAGE_UI_FILE] });
    return true;
  } catch {
    return false;
  }
}
