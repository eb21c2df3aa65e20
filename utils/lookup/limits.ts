import { API_MAX_RETRY_WAIT_MS } from '@/utils/api/backoff';
import { API_DEFAULT_TIMEOUT_MS, API_MAX_RETRIES } from '@/utils/api/client';

/** Every attempt timing out, the longest waits and a margin: past this, the worker was stopped. */
export const LOOKUP_WAIT_LIMIT_MS =
  (API_MAX_RETRIES + 1) * API_DEFAULT_TIMEOUT_MS + API_MAX_RETRIES * API_MAX_RETRY_WAIT_MS + 30_000;

/**
 * Calls sent to the provider at once, by the lookup service and so by a bulk run too: the provider allows a
 * handful, more only queue behind its rate limit, and a bulk item waiting in the service's queue would already
 * show as "sending" (possibly billed after a worker stop).
 */
export const MAX_CONCURRENT_CALLS = 4;
