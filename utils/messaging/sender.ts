/**
 * Who sent a message. Extension pages (popup, side panel, options) are trusted; our content scripts run
 * inside pages we do not control and may only ask for single lookups; anything else is ignored.
 */
export type SenderRole = 'extension-page' | 'content-script' | 'foreign';

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: unknown;
}

/** `extensionOrigin` is runtime.getURL('') without the trailing slash, e.g. chrome-extension://abc. */
export function classifySender(sender: SenderLike, extensionId: string, extensionOrigin: string): SenderRole {
  if (sender.id !== extensionId) return 'foreign';
  // Only text can name our origin: anything else (never sent by a browser) is not trusted, and not a crash.
  const url: unknown = sender.url;
  const origin: unknown = sender.origin ?? extensionOrigin;
  const fromOwnOrigin =
    typeof url === 'string' && url.startsWith(`${extensionOrigin}/`) && origin === extensionOrigin;
  // An extension page opened in a tab (options) has a tab too: the URL decides, not the tab.
  if (fromOwnOrigin) return 'extension-page';
  return sender.tab ? 'content-script' : 'foreign';
}
