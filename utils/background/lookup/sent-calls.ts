/**
 * Paid calls sent and not yet answered, one storage entry each, by cache key. The entry is written
 * before the call goes out and removed once its answer is stored, so one that outlives the worker (the
 * browser stopped it, or closed, mid-call) means the provider may have billed a call whose answer was
 * lost: the next lookup of that identifier asks the user before paying again.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

const SENT_CALL_PREFIX = 'sentCall|';

/** When the call was sent (Date.now()); anything else stored there is ignored, never trusted. */
const sentAtSchema = z.number().int().nonnegative();

export interface SentCalls {
  /** When an unanswered call for `key` was sent, if one is on record. */
  sentAt(key: string): Promise<number | undefined>;
  noteSent(key: string, at: number): Promise<void>;
  noteAnswered(key: string): Promise<void>;
}

function itemKey(key: string): `local:${string}` {
  return `local:${SENT_CALL_PREFIX}${key}`;
}

export const storedSentCalls: SentCalls = {
  async sentAt(key) {
    const parsed = sentAtSchema.safeParse(await storage.getItem(itemKey(key)));
    return parsed.success ? parsed.data : undefined;
  },
  noteSent: (key, at) => storage.setItem(itemKey(key), at),
  noteAnswered: (key) => storage.removeItem(itemKey(key)),
};

/** Every record goes with the history: its key names an identifier the user looked up. */
export async function forgetSentCalls(): Promise<void> {
  const stored = await storage.snapshot('local');
  const keys = Object.keys(stored).filter((key) => key.startsWith(SENT_CALL_PREFIX) && !key.endsWith('$'));
  await storage.removeItems(keys.map((key) => `local:${key}` as const));
}
