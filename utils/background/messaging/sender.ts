/** Who may send what. Message names start sender>receiver: `cs` content script, `ui` page, `bg` worker. */
import type { BackgroundDirection } from '@/utils/messaging/schemas';

export type SenderRole = 'extension-page' | 'content-script' | 'foreign';

/** For each direction into the background, the least trusted sender it accepts. */
export const SENDER_OF = {
  'cs>bg': 'content-script',
  'ui>bg': 'extension-page',
} as const satisfies Record<BackgroundDirection, Exclude<SenderRole, 'foreign'>>;

// Extension pages are trusted with everything; content scripts run inside pages we do not control.
const TRUST: Record<SenderRole, number> = { foreign: 0, 'content-script': 1, 'extension-page': 2 };

export function isAllowed(type: `${BackgroundDirection}:${string}`, role: SenderRole): boolean {
  const direction = type.slice(0, type.indexOf(':')) as BackgroundDirection;
  return role !== 'foreign' && TRUST[role] >= TRUST[SENDER_OF[direction]];
}

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
