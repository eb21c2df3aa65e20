/** The extension's service worker as the browser treats it: stopped when idle, started again by an event. */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Stops every service worker of the profile through CDP, as the browser does to an idle one. `page` is any
 * open page of the context: a CDP session needs a target; the worker starts again on its next event.
 */
export async function stopWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  } finally {
    await cdp.detach();
  }
}
