/**
 * One line for every change to the cache and the history. A fresh answer writes both in one storage
 * write, so a change to either (a clear, a history note, a migration) read while that write is pending
 * would write back what it read and undo it.
 */
import { createSerialQueue } from './serial';

export const queueAnswerStorage = createSerialQueue();
