/**
 * Sends messages in the built extension as one of its parts would, in @webext-core/messaging's wire
 * format ({ id, type, data, timestamp }, answered by { res } or { err }): the one place tests build it.
 */
import type { Page, Worker } from '@playwright/test';
import type {
  BackgroundReplies,
  ContentMessageType,
  ContentReplies,
  MessageData,
  MessageType,
} from '@/utils/messaging/protocol';

/** Who sends: an extension page, a tab's content-script world, or the background to a tab's frame. */
export type Sender =
  | { role: 'extension-page'; page: Page }
  | { role: 'content-script'; worker: Worker; tabId: number }
  | { role: 'background'; worker: Worker; tabId: number; frameId?: number };

export interface Envelope {
  id: number;
  type: string;
  data: unknown;
  timestamp: number;
  /** Anything else a hostile sender may add (a forged `sender`): the browser's own must win. */
  [extra: string]: unknown;
}

/** The answer, or `failed` with the error text when the browser delivered it to no one. */
export interface Answer<R = unknown> {
  res?: R;
  err?: { message?: string };
  failed?: string;
}

let nextId = 1;

export function envelope<T extends MessageType>(type: T, data: MessageData<T>): Envelope;
export function envelope<T extends ContentMessageType>(type: T, data?: unknown): Envelope;
export function envelope(type: string, data: unknown): Envelope {
  return { id: nextId++, type, data, timestamp: Date.now() };
}

export function sendAs<T extends MessageType>(
  from: Exclude<Sender, { role: 'background' }>,
  type: T,
  data: MessageData<T>,
): Promise<Answer<BackgroundReplies[T]>>;
export function sendAs<T extends ContentMessageType>(
  from: Extract<Sender, { role: 'background' }>,
  type: T,
  data?: unknown,
): Promise<Answer<ContentReplies[T]>>;
export async function sendAs(from: Sender, type: string, data?: unknown): Promise<Answer> {
  const [answer] = await sendAllAs(from, [envelope(type as MessageType, data as never)]);
  return answer!;
}

/**
 * Sends every envelope at once (the same tick) from one sender; the answers in the same order. Each
 * branch runs in the sender's own context, serialised: no closures, so the send is written out in each.
 */
export async function sendAllAs(from: Sender, envelopes: readonly Envelope[]): Promise<Answer[]> {
  const list = [...envelopes];
  if (from.role === 'extension-page') {
    return from.page.evaluate(
      (items) =>
        Promise.all(
          items.map((message) =>
            chrome.runtime.sendMessage(message).then(
              (answer: Answer | undefined) => answer ?? { failed: 'no answer' },
              (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) }),
            ),
          ),
        ),
      list,
    );
  }
  if (from.role === 'background') {
    return from.worker.evaluate(
      ([items, tabId, frameId]) =>
        Promise.all(
          items.map((message) =>
            chrome.tabs.sendMessage(tabId, message, { frameId }).then(
              (answer: Answer | undefined) => answer ?? { failed: 'no answer' },
              (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) }),
            ),
          ),
        ),
      [list, from.tabId, from.frameId ?? 0] as const,
    );
  }
  return from.worker.evaluate(
    async ([items, tabId]) => {
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId },
        world: 'ISOLATED',
        args: [items],
        // Arguments cross as JSON: a message without data arrives here with null.
        func: (messages: Envelope[]) =>
          Promise.all(
            messages.map((message) =>
              chrome.runtime.sendMessage({ ...message, data: message.data ?? undefined }).then(
                (answer: Answer | undefined) => answer ?? { failed: 'no answer' },
                (error: unknown) => ({ failed: error instanceof Error ? error.message : String(error) }),
              ),
            ),
          ),
      });
      return (injection?.result ?? []) as Answer[];
    },
    [list, from.tabId] as const,
  );
}
