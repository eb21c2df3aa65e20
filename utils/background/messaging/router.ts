/** Every message is checked against the sender allow-list and its zod schema before a handler sees it. */
import { browser } from 'wxt/browser';
import { onMessage, type MessageData, type MessageType, type ProtocolMap } from '@/utils/messaging/protocol';
import { BACKGROUND_MESSAGES } from '@/utils/messaging/schemas';
import { classifySender, isAllowed, type SenderLike, type SenderRole } from './sender';

type Reply<T extends MessageType> = ReturnType<ProtocolMap[T]>;

export interface HandlerContext {
  role: SenderRole;
  tabId?: number;
  /** Which frame of the tab sent it: 0 for the top document. */
  frameId?: number;
  /** The sending document's address (a content script's page), as the browser reports it. */
  url?: string;
}

export function handle<T extends MessageType>(
  type: T,
  handler: (data: MessageData<T>, context: HandlerContext) => Reply<T> | Promise<Reply<T>>,
): void {
  const extensionOrigin = browser.runtime.getURL('/').replace(/\/$/, '');
  onMessage(type, async (message) => {
    const sender = message.sender as SenderLike & { tab?: { id?: number }; frameId?: number; url?: string };
    const role = classifySender(sender, browser.runtime.id, extensionOrigin);
    if (!isAllowed(type, role)) throw new Error(`"${type}" is not accepted from this sender.`);
    const parsed = BACKGROUND_MESSAGES[type].safeParse(message.data);
    if (!parsed.success) throw new Error(`"${type}" was refused: its content is not valid.`);
    const context = { role, tabId: sender.tab?.id, frameId: sender.frameId, url: sender.url };
    return handler(parsed.data as MessageData<T>, context);
  });
}
