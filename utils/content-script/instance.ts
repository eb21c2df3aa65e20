/**
 * One scanner per page. The running content script leaves a handle on its isolated world's global
 * (invisible to the page's own scripts), which `scanTab` reads before injecting, so a page already
 * scanned never gets a second instance, and a keyboard command can reach the running one.
 */

import { SCANNER_HANDLE_KEY, type ScannerHandle } from '@/utils/site-access/constants';

type HandleHolder = Record<string, ScannerHandle | undefined>;

/** Publishes `handle`; returns a function that withdraws it (if still ours). */
export function publishScannerHandle(handle: ScannerHandle, global: object = globalThis): () => void {
  const holder = global as HandleHolder;
  holder[SCANNER_HANDLE_KEY] = handle;
  return () => {
    if (holder[SCANNER_HANDLE_KEY] === handle) delete holder[SCANNER_HANDLE_KEY];
  };
}
