/**
 * When a failed call is sent again. Every call may cost the merchant money, so only when the provider
 * answered that it did not do the work: HTTP 429, HTTP 5xx, or response_code 02. Never 01, 03, 400-403,
 * a timeout or a dropped connection (the request may have arrived and been billed: a reset after
 * sending looks exactly like an unreachable host to fetch, and Chromium already re-sends once on a reset
 * keep-alive connection), or an unreadable answer. The interpreter marks the answers this allows
 * (./interpret.ts), the client repeats them (./client.ts).
 */

export const API_MAX_RETRIES = 2;

/** A status whose answer says the work was not done. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

/** response_code 02: "try again later", nothing done, nothing billed. */
export const RETRY_LATER_CODE = '02';
