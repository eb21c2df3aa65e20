// One queue for cache and history: a fresh answer writes both at once, and a change read while that write
// is pending would write back what it read and undo it.
import { createSerialQueue } from './serial';

export const queueAnswerStorage = createSerialQueue();
