import { isWorkerGoneError } from './useLookup';

const ATTEMPTS = 3;

/**
 * For reads that cost nothing and change nothing (settings, history). If the worker was stopped while the
 * page asked, the browser drops the request; asking again wakes a new worker. Never for lookups, where a
 * second request could be a second paid call.
 */
export async function readBackground<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWorkerGoneError(error)) throw error;
    }
  }
}
