/**
 * The background's storage items: settings, the API key and the welcome flag. The notices (./notices.ts),
 * the history index (utils/background/history/item.ts) and the cache index (utils/background/cache/item.ts)
 * live with their owners. Only the background uses them; pages go through messages.
 */
import { storage } from 'wxt/utils/storage';
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

export const welcomeShownItem = storage.defineItem<boolean>('local:welcomeShown', { fallback: false });
