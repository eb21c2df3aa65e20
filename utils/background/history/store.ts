// History: an index of rows, newest first, and each entry under its own key (./layout.ts). Reads queue
// behind pending writes, so a page that asks right after a lookup finds it.
import { storage } from 'wxt/utils/storage';
import { queueAnswerStorage } from '@/utils/storage/answer-queue';
import { historyIndexItem } from './item';
import { historyEntryKey, indexWrites } from '@/utils/history/layout';
import { migrateHistory } from '@/utils/background/history/migrate';
import {
  historyEntrySchema,
  type HistoryEntry,
  type HistoryIndex,
  type HistoryRow,
} from '@/utils/history/schema';

/** For callers already in queueAnswerStorage; an old list or unreadable index found now is migrated. */
export async function loadHistoryIndex(): Promise<HistoryIndex> {
  return migrateHistory(await historyIndexItem.getValue());
}

export function listHistory(): Promise<HistoryRow[]> {
  return queueAnswerStorage(async () => (await loadHistoryIndex()).rows);
}

/** Entries in the order asked; a missing or invalid one is left out, never thrown. */
export function readHistoryEntries(ids: readonly string[]): Promise<HistoryEntry[]> {
  return queueAnswerStorage(() => readEntries(ids));
}

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

/** Removes entries older than `cutoff` (an organisation's retention); returns how many went. */
export function forgetHistoryBefore(cutoff: number): Promise<number> {
  return queueAnswerStorage(async () => {
    const { rows, trash } = await loadHistoryIndex();
    const old = rows.filter((row) => row.at < cutoff).map((row) => row.id);
    if (old.length === 0) return 0;
    // Index first, as clearHistory does: no row may point at a removed entry.
    await storage.setItems(
      indexWrites({ rows: rows.filter((row) => row.at >= cutoff), trash: [...trash, ...old] }),
    );
    await storage.removeItems(old.map(historyEntryKey));
    return old.length;
  });
}
