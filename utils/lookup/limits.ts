import { API_MAX_RETRY_WAIT_MS } from '@/utils/api/backoff';
import { API_DEFAULT_TIMEOUT_MS, API_MAX_RETRIES } from '@/utils/api/client';

/**
 * The longest one lookup can honestly take: every attempt timing out, with the longest wait between
 * attempts, plus a margin for a short queue. A page waiting longer than this is waiting for a worker
 * that was stopped: it says so and offers a retry instead of spinning forever.
 */
export const LOOKUP_WAIT_LIMIT_MS =
  (API_MAX_RETRIES + 1) * API_DEFAULT_TIMEOUT_MS + API_MAX_RETRIES * API_MAX_RETRY_WAIT_MS + 30_000;
