import { browser } from 'wxt/browser';

/**
 * The selected text of a tab, read through activeTab (granted by the keyboard command itself).
 * Frames other than the top one are not searched: a selection inside an iframe needs the context menu.
 */
export async function readSelection(tabId: number): Promise<string> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId },
      func: () => globalThis.getSelection?.()?.toString() ?? '',
    });
    return typeof injection?.result === 'string' ? injection.result.trim().slice(0, 200) : '';
  } catch {
    return '';
  }
}
