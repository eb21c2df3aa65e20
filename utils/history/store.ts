/**
 * The persistent lookup history: an index of rows, newest first, and each entry under its own key (see
 * ./layout.ts). Lookups are recorded by utils/lookup/save-lookup.ts, in the same write as their cache
 * entry. Reads queue behind pending writes, so a page that asks right after a lookup finds it (the
 * printable report of a cached answer, whose history note is written after the answer went back).
 */
import { storage } from 'wxt/utils/storage';
import { queueAnswerStorage } from '@/utils/storage/answer-queue';
import { historyIndexItem } from '@/utils/storage/items';
import { historyEntryKey, indexWrites } from './layout';
import { migrateHistory } from './migrate';
import { historyEntrySchema, type HistoryEntry, type HistoryIndex, type HistoryRow } from './schema';

/**
 * For callers already in queueAnswerStorage. Waits for the start-up migration (WXT's setItems, which
 * every write here uses, would not); an old list or an unreadable index found later is migrated now.
 */
export async function loadHistoryIndex(): Promise<HistoryIndex> {
  return migrateHistory(await historyIndexItem.getValue());
}

/** What the history list shows and filters on, without any full answer. */
export function listHistory(): Promise<HistoryRow[]> {
  return queueAnswerStorage(async () => (await loadHistoryIndex()).rows);
}

/** Full entries in the order asked; one missing or no longer valid (corruption) is left out, never thrown. */
export function readHistoryEntries(ids: readonly string[]): Promise<HistoryEntry[]> {
  return queueAnswerStorage(() => readEntries(ids));
}

/** Every entry with its full answer, newest first. */
export function readHistory(): Promise<HistoryEntry[]> {
  return queueAnswerStorage(async () => readEntries((await loadHistoryIndex()).rows.map((row) => row.id)));
}

async function readEntries(ids: readonly string[]): Promise<HistoryEntry[]> {
  if (ids.length === 0) return [];
  const stored = await storage.getItems(ids.map(historyEntryKey));
  return stored.flatMap(({ value }, index) => {
    const entry = historyEntrySchema.safeParse(value);
    return entry.success && entry.data.id === ids[index] ? [entry.data] : [];
  });
}

export function clearHistory(): Promise<void> {
  return queueAnswerStorage(async () => {
    const { rows, trash } = await loadHistoryIndex();
    const ids = [...rows.map((row) => row.id), ...trash];
    // The empty index first, with every entry in its trash: a worker stopped before the removal leaves
    // no row without its entry, and the next write removes the rest.
    await storage.setItems(indexWrites({ rows: [], trash: ids }));
    await storage.removeItems(ids.map(historyEntryKey));
  });
}
