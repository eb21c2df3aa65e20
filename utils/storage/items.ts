/** Storage items, all but the notices. Only the background uses them; pages go through messages. */
import { storage } from 'wxt/utils/storage';
import { HISTORY_INDEX_KEY } from '@/utils/history/layout';
import { migrateHistory } from '@/utils/history/migrate';
import { EMPTY_HISTORY_INDEX, HISTORY_VERSION, type HistoryIndex } from '@/utils/history/schema';
import { CACHE_INDEX_KEY } from '@/utils/background/cache/layout';
import { migrateCache } from '@/utils/background/cache/migrate';
import { CACHE_VERSION, EMPTY_CACHE_INDEX, type CacheIndex } from '@/utils/background/cache/schema';
import {
  DEFAULT_SETTINGS,
  SETTINGS_MIGRATIONS,
  SETTINGS_VERSION,
  type Settings,
} from '@/utils/settings/schema';

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});

// The API key: local when remembered, session when forgotten at browser close; trusted contexts only.
export const persistentApiKeyItem = storage.defineItem<string>('local:apiKey');
export const sessionApiKeyItem = storage.defineItem<string>('session:apiKey');

/** Both indexes are written only by storage.setItems with their records (./row-index.ts), never setValue. */
export const historyIndexItem = storage.defineItem<HistoryIndex>(HISTORY_INDEX_KEY, {
  fallback: EMPTY_HISTORY_INDEX,
  version: HISTORY_VERSION,
  migrations: { 2: migrateHistory },
});

export const cacheIndexItem = storage.defineItem<CacheIndex>(CACHE_INDEX_KEY, {
  fallback: EMPTY_CACHE_INDEX,
  version: CACHE_VERSION,
  migrations: { 2: migrateCache },
});

export const welcomeShownItem = storage.defineItem<boolean>('local:welcomeShown', { fallback: false });
