/** Running scripts outlive a withdrawn registration: every frame is told, and tests its own address. */
import { browser } from 'wxt/browser';
import { sendToContent } from '@/utils/messaging/protocol';
import { patternToRegExpSource } from '@/utils/site-access/match-patterns';

export async function stopScanningRevokedSites(patterns: readonly string[]): Promise<void> {
  const sources = patterns.flatMap((pattern) => patternToRegExpSource(pattern) ?? []);
  if (sources.length === 0) return;
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map(({ id }) =>
      id === undefined
        ? undefined
        : // A tab without our script refuses the message: nothing to stop there.
          sendToContent('bg>cs:revoked', sources, id).catch(() => {}),
    ),
  );
}
