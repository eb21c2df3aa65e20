/**
 * Stores a lookup's history entry and cached answer with their indexes in ONE write, so a stopped worker
 * leaves the answer recorded and cached, or neither. When storage is full the cache gives way first, then
 * the oldest history; if not even this answer fits, the user is told.
 */
import { storage } from 'wxt/utils/storage';
import { historyEntryKey, indexWrites, planAppend } from '@/utils/history/layout';
import type { HistoryRow } from '@/utils/history/schema';
import { loadHistoryIndex } from '@/utils/background/history/store';
import { translate } from '@/utils/i18n/extension-translate';
import { queueAnswerStorage } from '@/utils/storage/answer-queue';
import { addNotice } from '@/utils/background/storage/notices';
import { isQuotaError, newestHalf } from '@/utils/storage/quota';
import { loadCacheIndex } from '@/utils/background/cache/store';
import { cacheEntryKey, cacheIndexWrites, planCacheAppend } from '@/utils/background/cache/layout';
import type { CacheEntry, CacheRow } from '@/utils/background/cache/schema';
import type { LookupRecord } from './lookup-deps';

export function saveLookup({ entry, historyLimit, cache }: LookupRecord): Promise<void> {
  return queueAnswerStorage(async () => {
    const index = await loadHistoryIndex();
    const cacheIndex = cache ? await loadCacheIndex() : undefined;
    // Left by writes that were stopped before their clean-up; no row points at them.
    const leftovers = [...index.trash.map(historyEntryKey), ...(cacheIndex?.trash ?? []).map(cacheEntryKey)];
    if (leftovers.length > 0) await storage.removeItems(leftovers);

    let stored = index.rows;
    let { rows, dropped: trash } = planAppend(stored, entry, historyLimit);
    const answer: CacheEntry | undefined = cache && { ...cache, result: entry.result };
    let cached = cacheIndex?.rows ?? [];
    let cacheDropped: string[];
    let trimmed = false;
    for (;;) {
      const cachePlan = answer && planCacheAppend(cached, { key: answer.key, storedAt: answer.storedAt });
      try {
        await storage.setItems([
          { key: historyEntryKey(entry.id), value: entry },
          ...indexWrites({ rows, trash }),
          ...(answer && cachePlan
            ? [
                { key: cacheEntryKey(answer.key), value: answer },
                ...cacheIndexWrites({ rows: cachePlan.rows, trash: cachePlan.dropped }),
              ]
            : []),
        ]);
        cacheDropped = cachePlan?.dropped ?? [];
        break;
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        const others = cached.filter((row) => row.key !== answer?.key);
        if (answer && others.length > 0) {
          cached = await freeCacheSpace(cached, others);
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
    const dropped = [...trash.map(historyEntryKey), ...cacheDropped.map(cacheEntryKey)];
    if (dropped.length > 0) await storage.removeItems(dropped).catch(() => undefined);
    if (trimmed) await addNotice(translate('record.historyTrimmed')).catch(() => undefined);
  });
}

/** Frees the older half of the other cached answers (the last one too), index first; returns rows kept. */
async function freeCacheSpace(cached: readonly CacheRow[], others: readonly CacheRow[]): Promise<CacheRow[]> {
  const freed = new Set(others.slice(Math.floor(others.length / 2)).map((row) => row.key));
  const kept = cached.filter((row) => !freed.has(row.key));
  await storage.setItems(cacheIndexWrites({ rows: kept, trash: [...freed] }));
  await storage.removeItems([...freed].map(cacheEntryKey));
  return kept;
}

/** Frees the entries not kept, index first (no row may point at a removed entry); returns their ids. */
async function removeAllBut(stored: readonly HistoryRow[], kept: readonly HistoryRow[]): Promise<string[]> {
  const keep = new Set(kept.map((row) => row.id));
  const freed = stored.filter((row) => !keep.has(row.id)).map((row) => row.id);
  await storage.setItems(indexWrites({ rows: stored.filter((row) => keep.has(row.id)), trash: freed }));
  await storage.removeItems(freed.map(historyEntryKey));
  return freed;
}
