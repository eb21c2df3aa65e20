import { browser } from 'wxt/browser';

/** A tab's selection via activeTab (granted by the keyboard command); top frame only, iframes need the menu. */
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
