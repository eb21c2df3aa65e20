/**
 * Why a tab is not scanned, and the fix when there is one. One home for the rule: Options adds websites
 * only (http and https), so the side panel sends the user there for a website and nowhere else.
 */
import { browser } from 'wxt/browser';
import type { NotScannedReason } from '@/utils/site-access/not-scanned-reason';

/** The stores' hosts: Chrome refuses to run extensions' scripts there. */
const STORE_HOSTS = new Set([
  'chromewebstore.google.com',
  'chrome.google.com',
  'microsoftedge.microsoft.com',
  'addons.mozilla.org',
]);

export function notScannedReason(
  url: string | undefined,
  { fileAccess }: { fileAccess: boolean },
): NotScannedReason {
  if (!url) return 'unknown';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'unknown';
  }
  const pdf = /\.pdf$/i.test(parsed.pathname);
  switch (parsed.protocol) {
    case 'http:':
    case 'https:':
      if (
        STORE_HOSTS.has(parsed.hostname) &&
        (parsed.hostname !== 'chrome.google.com' || parsed.pathname.startsWith('/webstore'))
      )
        return 'browser';
      return pdf ? 'pdf' : 'site';
    case 'file:':
      if (pdf) return 'pdf';
      return fileAccess ? 'file' : 'file-access';
    case 'chrome-extension:':
    case 'moz-extension:':
    case 'extension:':
      return 'extension';
    default:
      // chrome:, edge:, about:, view-source:, devtools:, data: and the like.
      return 'browser';
  }
}

/** The tab's reason. Its address is known where the extension has access (a grant or this tab's activeTab). */
export async function readNotScannedReason(tabId: number): Promise<NotScannedReason> {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  // Firefox has no switch: its extensions are never given file pages to script.
  const fileAccess = (await browser.extension?.isAllowedFileSchemeAccess?.().catch(() => false)) ?? false;
  return notScannedReason(tab?.url, { fileAccess });
}
