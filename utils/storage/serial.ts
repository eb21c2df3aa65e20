/**
 * Runs read-modify-write tasks one after another. Storage has no transactions: two lookups finishing at
 * the same moment would otherwise each read the old history and one write would be lost.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = tail.then(task, task);
    tail = result.catch(() => undefined);
    return result;
  };
}
