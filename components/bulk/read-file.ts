/** Reads an uploaded file in a worker (utils/bulk/parse-worker.ts), with its column guess; the page stays responsive. */
import type { GuessedBulkRead } from '@/utils/bulk/guess-columns';
import { BULK_MAX_FILE_BYTES } from '@/utils/bulk/limits';

/** A worker that has not answered by then is stuck on a hostile file: it is stopped. */
const READ_TIME_LIMIT_MS = 60_000;

export function readFileInWorker(file: File): Promise<GuessedBulkRead> {
  // Refused before a byte is read: a 50 MB file never reaches memory.
  if (file.size > BULK_MAX_FILE_BYTES) {
    return Promise.resolve({
      ok: false,
      error: { key: 'bulk.errorTooLarge', substitutions: [Math.round(BULK_MAX_FILE_BYTES / 1024 / 1024)] },
    });
  }
  if (file.size === 0) return Promise.resolve({ ok: false, error: { key: 'bulk.errorEmpty' } });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../../utils/bulk/parse-worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = (result: GuessedBulkRead) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: { key: 'bulk.errorUnreadable' } }),
      READ_TIME_LIMIT_MS,
    );
    worker.onmessage = (event: MessageEvent<GuessedBulkRead>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: { key: 'bulk.errorUnreadable' } });
    worker.postMessage(file);
  });
}
