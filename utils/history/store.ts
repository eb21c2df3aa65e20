/**
 * The persistent lookup history, newest first, capped, written one change at a time.
 */
import { writeNewestFirst } from '../storage/quota';
import { historyItem, noticeItem } from '../storage/items';
import { createSerialQueue } from '../storage/serial';
import { historyEntrySchema, type HistoryEntry } from './schema';

const serial = createSerialQueue();

/** Entries that no longer parse (older shape, corruption) are dropped, never allowed to break the list. */
export async function readHistory(): Promise<HistoryEntry[]> {
  const raw: unknown = await historyItem.getValue();
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = historyEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function appendHistory(entry: HistoryEntry, limit: number): Promise<void> {
  return serial(async () => {
    const entries = [entry, ...(await readHistory()).filter((old) => old.id !== entry.id)].slice(0, limit);
    const { dropped } = await writeNewestFirst((list) => historyItem.setValue(list), entries);
    if (dropped > 0)
      await addNotice('Storage is full: the oldest history entries were removed to keep the newest.');
  });
}

export function clearHistory(): Promise<void> {
  return serial(() => historyItem.setValue([]));
}

export async function addNotice(message: string): Promise<void> {
  const notices = await noticeItem.getValue();
  if (!notices.includes(message)) await noticeItem.setValue([...notices, message]);
}
