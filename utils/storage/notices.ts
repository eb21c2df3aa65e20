/**
 * Sentences waiting for the user (stored data repaired or trimmed): shown once on the options page, then
 * cleared. Kept apart from the other items because history's migration, which items.ts defines, writes them.
 */
import { storage } from 'wxt/utils/storage';

const storedNotices = storage.defineItem<string[]>('local:notices', { fallback: [] });

/**
 * Every reader gets a list of sentences whatever storage holds (corruption, another version): the options
 * page renders this list, and a string or an object there would stop it from loading at all.
 */
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
