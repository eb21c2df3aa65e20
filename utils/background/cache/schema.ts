import { z } from 'zod';
import { lookupResultSchema } from '@/utils/lookup/schema';

/** What the index keeps of a cached answer: enough to find it, judge its age and evict the oldest. */
export const cacheRowSchema = z.object({
  /** Data source namespace, kind and identifier: `demo|vin|4T1BF1FK5DU276514`. */
  key: z.string(),
  /** When the answer was fetched from the source (ms). */
  storedAt: z.number(),
});
export type CacheRow = z.infer<typeof cacheRowSchema>;

/** One cached answer under its own key; it repeats its row so a read can spot an older write's leftover. */
export const cacheEntrySchema = cacheRowSchema.extend({ result: lookupResultSchema });
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

/** Version 2 keeps each answer under its own key; version 1 kept one list that every answer rewrote. */
export const CACHE_VERSION = 2;

export const cacheIndexSchema = z.object({
  /** Newest first: eviction drops from the end. */
  rows: z.array(cacheRowSchema),
  /** Dropped keys whose answers may still be stored: one write cannot both remove keys and set others. */
  trash: z.array(z.string()),
});
export type CacheIndex = z.infer<typeof cacheIndexSchema>;

export const EMPTY_CACHE_INDEX: CacheIndex = { rows: [], trash: [] };
