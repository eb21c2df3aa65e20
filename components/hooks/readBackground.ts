import { isWorkerGoneError } from '@/components/hooks/useLookup';

const ATTEMPTS = 3;

// For free reads only (settings, history): a request to a stopped worker is dropped, and asking again
// wakes a new one. Never for lookups, where a second request could be a second paid call.
export async function readBackground<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isWorkerGoneError(error)) throw error;
    }
  }
}
