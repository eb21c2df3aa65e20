/**
 * The content script's end of protocol.ts in @webext-core/messaging's wire format, without the library,
 * whose weight every scanned page would pay (budget: test/e2e/content-manifest.spec.ts).
 */
import { browser } from 'wxt/browser';
import type {
  BackgroundReplies,
  ContentMessageType,
  ContentReplies,
  MessageData,
  MessageType,
} from '@/utils/messaging/protocol';
import type { CONTENT_MESSAGES } from '@/utils/messaging/schemas';
import type { z } from 'zod';

type ToBackground = Extract<MessageType, `cs>bg:${string}`>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler's own data type, by message
type Handler = (data: any) => unknown;

let sequence = Math.floor(Math.random() * 1e4);
const handlers = new Map<string, Handler>();

export async function sendMessage<T extends ToBackground>(
  type: T,
  data: MessageData<T>,
): Promise<BackgroundReplies[T]> {
  const message = { id: sequence++, type, data, timestamp: Date.now() };
  const answer = (await browser.runtime.sendMessage(message)) as {
    res?: unknown;
    err?: { message?: string };
  };
  // No answer at all (no listener) is a failure too, as with the library.
  if (!answer || answer.err) throw Error(answer?.err?.message ?? 'No response');
  return answer.res as BackgroundReplies[T];
}

function listener(message: unknown, _sender: unknown, respond: (answer: unknown) => void): true | undefined {
  const { type, timestamp, data } = (message ?? {}) as {
    type?: unknown;
    timestamp?: unknown;
    data?: unknown;
  };
  const handler = typeof timestamp === 'number' ? handlers.get(String(type)) : undefined;
  if (!handler) return undefined;
  Promise.resolve(data)
    .then(handler)
    .then(
      (res) => respond({ res }),
      (error: unknown) => respond({ err: { message: String(error) } }),
    );
  return true; // answered asynchronously
}

/** One handler per message type, as the library allows; returns its removal. */
export function onContentMessage<T extends ContentMessageType>(
  type: T,
  handler: (data: z.infer<(typeof CONTENT_MESSAGES)[T]>) => ContentReplies[T],
): () => void {
  if (handlers.size === 0) browser.runtime.onMessage.addListener(listener);
  handlers.set(type, handler);
  return () => {
    handlers.delete(type);
    if (handlers.size === 0) browser.runtime.onMessage.removeListener(listener);
  };
}
