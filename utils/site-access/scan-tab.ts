/** "Scan this page": injects the content script once, via activeTab (click or shortcut) or a site grant. */
import { browser } from 'wxt/browser';
import { CONTENT_SCRIPT_FILE, CONTENT_STYLE_FILE, SCANNER_HANDLE_KEY, type ScannerHandle } from './constants';

export type ScanTabOutcome = 'started' | 'already-scanning' | 'not-allowed';

/** Runs in the page (no closures). True when a live scanner is there; then optionally focuses it. */
function probeScanner(key: string, focus: boolean): boolean {
  const handle = (globalThis as unknown as Record<string, ScannerHandle | undefined>)[key];
  let alive: boolean;
  try {
    alive = handle?.isAlive() === true;
  } catch {
    alive = false; // left behind by a previous version of the extension
  }
  if (alive && focus) handle?.focusLookup();
  return alive;
}

export interface ScanTabOptions {
  focus?: boolean;
}

export async function scanTab(tabId: number, options: ScanTabOptions = {}): Promise<ScanTabOutcome> {
  const focus = options.focus === true;
  const target = { tabId };
  try {
    const [probe] = await browser.scripting.executeScript({
      target,
      func: probeScanner,
      args: [SCANNER_HANDLE_KEY, focus],
    });
    if (probe?.result === true) return 'already-scanning';
    await browser.scripting.insertCSS({ target, files: [CONTENT_STYLE_FILE] });
    await browser.scripting.executeScript({ target, files: [CONTENT_SCRIPT_FILE] });
    // The new instance focuses once its visible pass is done.
    if (focus)
      await browser.scripting.executeScript({ target, func: probeScanner, args: [SCANNER_HANDLE_KEY, true] });
    return 'started';
  } catch {
    // No permission for this page (chrome://, the web store, a site never granted without a click).
    return 'not-allowed';
  }
}

export async function scanOpenTabs(patterns: readonly string[]): Promise<void> {
  if (patterns.length === 0) return;
  const tabs = await browser.tabs.query({ url: [...patterns] });
  await Promise.all(tabs.map((tab) => (tab.id === undefined ? undefined : scanTab(tab.id))));
}
