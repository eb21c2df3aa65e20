/**
 * Accepts the bulk page's port (utils/bulk/progress-signal.ts). Its connection is what wakes a stopped
 * worker during a run: the worker's start settles and resumes the run. Only an extension page may hold it.
 */
import { browser } from 'wxt/browser';
import { classifySender, type SenderLike } from '@/utils/background/messaging/sender';
import { BULK_PAGE_PORT } from '@/utils/bulk/progress-signal';

/** A bulk-page port from anything but an extension page (a content script naming it) is dropped. */
export function refusesBulkPort(
  port: { name: string; sender?: SenderLike },
  extensionId: string,
  extensionOrigin: string,
): boolean {
  if (port.name !== BULK_PAGE_PORT) return false;
  return classifySender(port.sender ?? {}, extensionId, extensionOrigin) !== 'extension-page';
}

export function acceptBulkPagePorts(): void {
  const extensionOrigin = browser.runtime.getURL('/').replace(/\/$/, '');
  browser.runtime.onConnect.addListener((port) => {
    if (refusesBulkPort(port as { name: string; sender?: SenderLike }, browser.runtime.id, extensionOrigin)) {
      port.disconnect();
    }
  });
}
