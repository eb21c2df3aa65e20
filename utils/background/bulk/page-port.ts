/**
 * Accepts the bulk page's port (utils/bulk/progress-signal.ts). Its connection is what wakes a stopped
 * worker during a run: the worker's start settles and resumes the run. Only an extension page may hold it.
 */
import { browser } from 'wxt/browser';
import { classifySender, type SenderLike } from '@/utils/background/messaging/sender';
import { BULK_PAGE_PORT } from '@/utils/bulk/progress-signal';

export function acceptBulkPagePorts(): void {
  const extensionOrigin = browser.runtime.getURL('/').replace(/\/$/, '');
  browser.runtime.onConnect.addListener((port) => {
    if (port.name !== BULK_PAGE_PORT) return;
    const role = classifySender((port.sender ?? {}) as SenderLike, browser.runtime.id, extensionOrigin);
    if (role !== 'extension-page') port.disconnect();
  });
}
