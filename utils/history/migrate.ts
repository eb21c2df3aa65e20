/**
 * Brings whatever "history" holds to today's layout. It runs as WXT's v2 migration at start-up, and again
 * whenever the store later finds an old list (an older version wrote it after a downgrade) or an index it
 * cannot read (corruption).
 *
 * One storage write replaces the old list by the entries' own keys and the index, so a worker stopped at
 * any moment leaves either the old list or the new layout: nothing lost, nothing twice, and storage never
 * has to hold both copies at once. Entries already stored under their own keys are kept too: after a
 * downgrade and an upgrade, or under an unreadable index, they are still the user's history.
 */
import { storage } from 'wxt/utils/storage';
import { translate } from '@/utils/i18n/extension-translate';
import { addNotice } from '@/utils/storage/notices';
import { writeNewestFirst } from '@/utils/storage/quota';
import { HISTORY_ENTRY_PREFIX, historyEntryKey, indexWrites, readIndex, rowOf } from './layout';
import { historyEntrySchema, type HistoryEntry, type HistoryIndex } from './schema';

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
