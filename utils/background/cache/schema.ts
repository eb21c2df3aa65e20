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

/**
 * One cached answer, under its own storage key. It repeats its row, so a read can tell it is the answer
 * the index points at and not one an older write left behind.
 */
export const cacheEntrySchema = cacheRowSchema.extend({ result: lookupResultSchema });
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

/**
 * Version 1 kept every cached answer in one list under "cache": each fresh answer rewrote all of them
 * (300 answers, ~1.9 MB with vehicle images). Version 2 keeps each answer under its own key and only this
 * index under "cache".
 */
export const CACHE_VERSION = 2;

export const cacheIndexSchema = z.object({
  /** Newest first: eviction drops from the end. */
  rows: z.array(cacheRowSchema),
  /**
   * Cache keys dropped from the rows whose answers may still be stored: storage cannot remove keys in
   * the same write that sets others, so a worker stopped in between leaves them here for the next write.
   */
  trash: z.array(z.string()),
});
export type CacheIndex = z.infer<typeof cacheIndexSchema>;

export const EMPTY_CACHE_INDEX: CacheIndex = { rows: [], trash: [] };
