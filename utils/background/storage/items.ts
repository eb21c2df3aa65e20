/**
 * The background's storage items: settings, the API key, the history index and the welcome flag. The notices
 * (./notices.ts) and the cache index (utils/background/cache/item.ts) live with their owners. Only the
 * background uses them; pages go through messages.
 */
import { storage } from 'wxt/utils/storage';
import { HISTORY_INDEX_KEY } from '@/utils/history/layout';
import { migrateHistory } from '@/utils/background/history/migrate';
import { EMPTY_HISTORY_INDEX, HISTORY_VERSION, type HistoryIndex } from '@/utils/history/schema';
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

/** Written only by storage.setItems with its entries (./row-index.ts), never setValue. */
export const historyIndexItem = storage.defineItem<HistoryIndex>(HISTORY_INDEX_KEY, {
  fallback: EMPTY_HISTORY_INDEX,
  version: HISTORY_VERSION,
  migrations: { 2: migrateHistory },
});

export const welcomeShownItem = storage.defineItem<boolean>('local:welcomeShown', { fallback: false });
