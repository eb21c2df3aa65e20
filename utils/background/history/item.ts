/** The history index's storage item, with its migrations: the history folder owns its own layout. */
import { storage } from 'wxt/utils/storage';
import { HISTORY_INDEX_KEY } from '@/utils/history/layout';
import { EMPTY_HISTORY_INDEX, HISTORY_VERSION, type HistoryIndex } from '@/utils/history/schema';
import { migrateHistory } from './migrate';

/** Written only by storage.setItems with its entries (./store.ts), never setValue. */
export const historyIndexItem = storage.defineItem<HistoryIndex>(HISTORY_INDEX_KEY, {
  fallback: EMPTY_HISTORY_INDEX,
  version: HISTORY_VERSION,
  migrations: { 2: migrateHistory },
});
