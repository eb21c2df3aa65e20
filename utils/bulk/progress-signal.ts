/**
 * The bulk page learns of a job's change by this session item, written by the background only
 * (utils/background/bulk/signal.ts) and watched by the page, which then reads what changed: progress is
 * pushed, not polled. Its value is a change number, nothing about the job itself.
 */
import { storage } from 'wxt/utils/storage';

export const bulkChangedItem = storage.defineItem<number>('session:bulkChanged', { fallback: 0 });
