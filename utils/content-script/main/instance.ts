/** One scanner per page: `scanTab` reads this handle, on the isolated world's global, before injecting. */

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
