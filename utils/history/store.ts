/**
 * The persistent lookup history, newest first, capped, written one change at a time.
 */
import { translate } from '../i18n/extension-translate';
import { isQuotaError, writeNewestFirst } from '../storage/quota';
import { historyItem } from '../storage/items';
import { addNotice } from '../storage/notices';
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

/**
 * Records a lookup, newest first. When storage is so full that not even this entry fits, the user is told
 * (if a notice still fits) instead of the lookup failing: the answer itself must still reach them.
 */
export function appendHistory(entry: HistoryEntry, limit: number): Promise<void> {
  return serial(async () => {
    const entries = [entry, ...(await readHistory()).filter((old) => old.id !== entry.id)].slice(0, limit);
    let dropped: number;
    try {
      ({ dropped } = await writeNewestFirst((list) => historyItem.setValue(list), entries));
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      await addNotice(translate('record.historyFull')).catch(() => undefined);
      return;
    }
    if (dropped > 0) await addNotice(translate('record.historyTrimmed'));
  });
}

export function clearHistory(): Promise<void> {
  return serial(() => historyItem.setValue([]));
}
