// Every call may be billed, so one is repeated only when the provider said it did not do the work: HTTP
// 429, 5xx or response_code 02. Never after a timeout or a dropped connection: the request may have
// arrived and been billed (and Chromium already re-sends once on a reset keep-alive connection).

export const API_MAX_RETRIES = 2;

export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}

export const RETRY_LATER_CODE = '02';
