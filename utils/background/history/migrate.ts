// Brings "history" to today's layout: at start-up (WXT's v2 migration), and when an old list or an
// unreadable index turns up later. One write swaps the old list for the new layout, so a stopped worker
// leaves one or the other, never both or neither; entries already under their own keys are kept.
import { storage } from 'wxt/utils/storage';
import { translate } from '@/utils/i18n/extension-translate';
import { addNotice } from '@/utils/background/storage/notices';
import { writeNewestFirst } from '@/utils/storage/quota';
import { HISTORY_ENTRY_PREFIX, historyEntryKey, indexWrites, readIndex, rowOf } from '@/utils/history/layout';
import { historyEntrySchema, type HistoryEntry, type HistoryIndex } from '@/utils/history/schema';

export async function migrateHistory(raw: unknown): Promise<HistoryIndex> {
  return readIndex(raw) ?? rebuild(Array.isArray(raw) ? raw : []);
}

async function rebuild(oldList: readonly unknown[]): Promise<HistoryIndex> {
  const found = new Map<string, HistoryEntry>();
  for (const candidate of oldList) {
    const entry = historyEntrySchema.safeParse(candidate);
    // The old list is newest first: a repeated id keeps its newest entry.
    if (entry.success && !found.has(entry.data.id)) found.set(entry.data.id, entry.data);
  }
  const storedIds = new Set<string>();
  const readable = new Set<string>();
  for (const [key, value] of Object.entries(await storage.snapshot('local'))) {
    if (!key.startsWith(HISTORY_ENTRY_PREFIX)) continue;
    const id = key.slice(HISTORY_ENTRY_PREFIX.length);
    storedIds.add(id);
    const entry = historyEntrySchema.safeParse(value);
    if (!entry.success || entry.data.id !== id) continue;
    readable.add(id);
    if (!found.has(id)) found.set(id, entry.data);
  }
  // Stable: entries recorded in the same millisecond keep the old list's order.
  const newestFirst = [...found.values()].sort((a, b) => b.at - a.at);

  let index: HistoryIndex = { rows: [], trash: [] };
  const { dropped } = await writeNewestFirst(async (list) => {
    const ids = new Set(list.map((entry) => entry.id));
    const next: HistoryIndex = {
      rows: list.map(rowOf),
      // Stored keys left out (unreadable, or no room for them) are removed by the next write.
      trash: [...storedIds].filter((id) => !ids.has(id)),
    };
    await storage.setItems([
      ...list
        .filter((entry) => !readable.has(entry.id))
        .map((entry) => ({ key: historyEntryKey(entry.id), value: entry })),
      ...indexWrites(next),
    ]);
    index = next;
  }, newestFirst);
  if (dropped > 0) await addNotice(translate('record.historyTrimmed')).catch(() => undefined);
  return index;
}
