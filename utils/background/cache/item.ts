/** The cache index's storage item, with its version and migration: defined once, where the cache lives. */
import { storage } from 'wxt/utils/storage';
import { CACHE_INDEX_KEY } from './layout';
import { migrateCache } from './migrate';
import { CACHE_VERSION, EMPTY_CACHE_INDEX, type CacheIndex } from './schema';

/** Written only by storage.setItems with its answers (utils/storage/row-index.ts), never setValue. */
export const cacheIndexItem = storage.defineItem<CacheIndex>(CACHE_INDEX_KEY, {
  fallback: EMPTY_CACHE_INDEX,
  version: CACHE_VERSION,
  migrations: { 2: migrateCache },
});
