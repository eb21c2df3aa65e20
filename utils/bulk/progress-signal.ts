/**
 * The bulk page learns of a job's change by this session item, written by the background only
 * (utils/background/bulk/signal.ts) and watched by the page, which then reads what changed: progress is
 * pushed, not polled. Its value is a change number, nothing about the job itself.
 */
import { storage } from 'wxt/utils/storage';

export const bulkChangedItem = storage.defineItem<number>('session:bulkChanged', { fallback: 0 });

/**
 * The port the bulk page holds open while a run is busy. A worker stopped mid-run (MV3) drops it; the
 * page connects again at once, which wakes a new worker that settles what was in flight and carries on.
 */
export const BULK_PAGE_PORT = 'bulk-page';
