/** Sentences shown once on the options page; apart from items.ts, as history's migration writes them. */
import { storage } from 'wxt/utils/storage';

const storedNotices = storage.defineItem<string[]>('local:notices', { fallback: [] });

/** Always a list of strings: anything else stored would stop the options page from loading. */
export const noticeItem: typeof storedNotices = {
  ...storedNotices,
  async getValue() {
    const raw: unknown = await storedNotices.getValue();
    return Array.isArray(raw) ? raw.filter((notice): notice is string => typeof notice === 'string') : [];
  },
};

export function readNotices(): Promise<string[]> {
  return noticeItem.getValue();
}

export async function addNotice(message: string): Promise<void> {
  const notices = await readNotices();
  if (!notices.includes(message)) await noticeItem.setValue([...notices, message]);
}
