/** Waits before repeating an unbilled call: equal-jitter back-off, or Retry-After when the server sends it. */

export const API_BACKOFF_BASE_MS = 1000;
/** No wait is longer than this: a user is looking at a spinner. */
export const API_MAX_RETRY_WAIT_MS = 30_000;

/** Between half and all of base·2^index, so tabs do not retry in lockstep. */
export function backoffDelayMs(retryIndex: number, random: () => number = Math.random): number {
  const ceiling = Math.min(API_MAX_RETRY_WAIT_MS, API_BACKOFF_BASE_MS * 2 ** retryIndex);
  const jitter = Math.min(1, Math.max(0, random()));
  return Math.round(ceiling / 2 + (jitter * ceiling) / 2);
}

/** Retry-After (seconds or HTTP-date) in ms, capped; undefined when absent or unreadable. */
export function parseRetryAfterMs(
  header: string | null | undefined,
  now: () => number = Date.now,
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(value)) {
    ms = Number(value) * 1000;
  } else {
    // An HTTP-date always names its day and month; bare numbers like "-5" are not dates.
    if (!/[a-z]/i.test(value)) return undefined;
    const date = Date.parse(value);
    if (Number.isNaN(date)) return undefined;
    ms = date - now();
  }
  return Math.min(API_MAX_RETRY_WAIT_MS, Math.max(0, Math.round(ms)));
}

/** Default sleep: a timer that an AbortSignal ends early (a cancelled lookup must not linger). */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
