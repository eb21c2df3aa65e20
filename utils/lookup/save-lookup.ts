/**
 * Stores what a lookup leaves behind in ONE storage write: its history entry, the history index and, for
 * a fresh answer worth keeping, the cache with it. A worker stopped at any moment therefore leaves the
 * answer cached and recorded, or neither; and recording costs one entry and the index, not the whole
 * history.
 *
 * When storage is full the cache gives way first (it only saves a repeat call), then the oldest history,
 * newest kept; when not even this answer fits, nothing of it is kept and the user is told. The caller
 * has the answer either way.
 */
import { storage } from 'wxt/utils/storage';
import { historyEntryKey, indexWrites, planAppend } from '../history/layout';
import type { HistoryRow } from '../history/schema';
import { loadHistoryIndex } from '../history/store';
import { translate } from '../i18n/extension-translate';
import { queueAnswerStorage } from '../storage/answer-queue';
import { cacheItem, type CacheEntry } from '../storage/items';
import { addNotice } from '../storage/notices';
import { isQuotaError, newestHalf } from '../storage/quota';
import { readCacheEntries, withCacheEntry } from './cache';
import type { LookupRecord } from './service';

export function saveLookup({ entry, historyLimit, cache }: LookupRecord): Promise<void> {
  return queueAnswerStorage(async () => {
    const index = await loadHistoryIndex();
    // Left by a write that was stopped before its clean-up; no row points at them.
    if (index.trash.length > 0) await storage.removeItems(index.trash.map(historyEntryKey));

    let stored = index.rows;
    let { rows, dropped: trash } = planAppend(stored, entry, historyLimit);
    let cacheEntries: CacheEntry[] | undefined = cache
      ? withCacheEntry(await readCacheEntries(), cache.key, entry.result, cache.storedAt)
      : undefined;
    let trimmed = false;
    for (;;) {
      try {
        await storage.setItems([
          { key: historyEntryKey(entry.id), value: entry },
          ...indexWrites({ rows, trash }),
          ...(cacheEntries ? [{ item: cacheItem, value: cacheEntries }] : []),
        ]);
        break;
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        if (cacheEntries && cacheEntries.length > 1) {
          cacheEntries = newestHalf(cacheEntries);
        } else if (rows.length > 1) {
          rows = newestHalf(rows);
          const freed = await removeAllBut(stored, rows);
          stored = stored.filter((row) => !freed.includes(row.id));
          trash = [...new Set([...trash, ...freed])];
          trimmed = true;
        } else {
          await addNotice(translate('record.historyFull')).catch(() => undefined);
          return;
        }
      }
    }
    if (trash.length > 0) await storage.removeItems(trash.map(historyEntryKey)).catch(() => undefined);
    if (trimmed) await addNotice(translate('record.historyTrimmed')).catch(() => undefined);
  });
}

/**
 * Frees the space of stored entries that will not be kept: one write cannot both remove keys and set
 * others, so the stored index lets go of them first (no row may point at a removed entry), then their
 * keys go. Returns their ids.
 */
async function removeAllBut(stored: readonly HistoryRow[], kept: readonly HistoryRow[]): Promise<string[]> {
  const keep = new Set(kept.map((row) => row.id));
  const freed = stored.filter((row) => !keep.has(row.id)).map((row) => row.id);
  await storage.setItems(indexWrites({ rows: stored.filter((row) => keep.has(row.id)), trash: freed }));
  await storage.removeItems(freed.map(historyEntryKey));
  return freed;
}
