/**
 * Every storage item the extension keeps, in one place, but for the notices (./notices.ts: history's
 * migration, defined here, writes them). Only the background reads and writes them; pages go through
 * messages, so validation and the key's custody stay in one process.
 */
import { storage } from 'wxt/utils/storage';
import { HISTORY_INDEX_KEY } from '@/utils/history/layout';
import { migrateHistory } from '@/utils/history/migrate';
import { EMPTY_HISTORY_INDEX, HISTORY_VERSION, type HistoryIndex } from '@/utils/history/schema';
import { CACHE_INDEX_KEY } from '@/utils/lookup/cache-layout';
import { migrateCache } from '@/utils/lookup/cache-migrate';
import { CACHE_VERSION, EMPTY_CACHE_INDEX, type CacheIndex } from '@/utils/lookup/cache-schema';
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

/** The key when the user wants it remembered. storage.local is restricted to trusted contexts at start-up. */
export const persistentApiKeyItem = storage.defineItem<string>('local:apiKey');
/** The key when the user wants it forgotten when the browser closes (storage.session is trusted-only by default). */
export const sessionApiKeyItem = storage.defineItem<string>('session:apiKey');

/**
 * The history's index; each entry lives under its own key (see utils/history/layout.ts). Written through
 * storage.setItems together with the entries and the cache, never through setValue.
 */
export const historyIndexItem = storage.defineItem<HistoryIndex>(HISTORY_INDEX_KEY, {
  fallback: EMPTY_HISTORY_INDEX,
  version: HISTORY_VERSION,
  migrations: { 2: migrateHistory },
});

/**
 * The answer cache's index; each answer lives under its own key (see utils/lookup/cache-layout.ts).
 * Written through storage.setItems together with the answer and its history entry, never through setValue.
 */
export const cacheIndexItem = storage.defineItem<CacheIndex>(CACHE_INDEX_KEY, {
  fallback: EMPTY_CACHE_INDEX,
  version: CACHE_VERSION,
  migrations: { 2: migrateCache },
});

/** Set once the welcome page has been opened, so it opens on the first install only. */
export const welcomeShownItem = storage.defineItem<boolean>('local:welcomeShown', { fallback: false });
