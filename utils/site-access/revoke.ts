/**
 * "Stop scanning this site" takes effect in the tabs already open, not only at their next load: the
 * browser withdraws the registration, but scripts already running keep going until told.
 */
import { browser } from 'wxt/browser';
import { sendToContent } from '@/utils/messaging/protocol';
import { askEveryFrame } from '@/utils/panel/scanned-frames';
import { urlMatchesPattern } from './match-patterns';

export async function stopScanningRevokedSites(patterns: readonly string[]): Promise<void> {
  if (patterns.length === 0) return;
  // Without the permission the tabs' addresses are hidden from us: each scanned page (and frame) says
  // where it is (tabs without our script refuse the message; that is expected), and those under a
  // pattern stop.
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map(async ({ id }) => {
      if (id === undefined) return;
      const frames = await askEveryFrame(id, (target) => sendToContent('content:pageUrl', undefined, target));
      await Promise.all(
        frames
          .filter(({ answer }) => patterns.some((pattern) => urlMatchesPattern(answer, pattern)))
          .map(({ frameId }) =>
            sendToContent('content:stopScanning', undefined, { tabId: id, frameId }).catch(() => {
              // It went away meanwhile.
            }),
          ),
      );
    }),
  );
}
