/**
 * Every storage item the extension keeps, in one place, but for the notices (./notices.ts). Only the
 * background reads and writes them; pages go through messages, so validation and the key's custody stay
 * in one process.
 */
import { storage } from 'wxt/utils/storage';
import type { HistoryEntry } from '../history/schema';
import type { LookupResult } from '../lookup/schema';
import { DEFAULT_SETTINGS, SETTINGS_MIGRATIONS, SETTINGS_VERSION, type Settings } from '../settings/schema';

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
  migrations: SETTINGS_MIGRATIONS,
});

/** The key when the user wants it remembered. storage.local is restricted to trusted contexts at start-up. */
export const persistentApiKeyItem = storage.defineItem<string>('local:apiKey');
/** The key when the user wants it forgotten when the browser closes (storage.session is trusted-only by default). */
export const sessionApiKeyItem = storage.defineItem<string>('session:apiKey');

/** Newest first. */
export const historyItem = storage.defineItem<HistoryEntry[]>('local:history', { fallback: [] });

export interface CacheEntry {
  key: string;
  storedAt: number;
  result: LookupResult;
}
/** Newest first. */
export const cacheItem = storage.defineItem<CacheEntry[]>('local:cache', { fallback: [] });
