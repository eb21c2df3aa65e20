/** The side panel's questions about its tab: the background alone talks to the tab's content scripts. */
import { handle } from '@/utils/background/messaging/router';
import { revealIdentifier } from '@/utils/background/panel/reveal';
import { readPageIdentifiers } from '@/utils/background/panel/page-identifiers';
import { readFrameContext } from '@/utils/background/panel/frame-context';
import { readNotScannedReason } from '@/utils/background/site-access/not-scanned';
import { chooseSiteCountry, pageCountryView } from '@/utils/background/page-country/read-frame-country';

export function registerPanelHandlers(): void {
  handle('ui>bg:pageIdentifiers', async ({ tabId }) => (await readPageIdentifiers(tabId)) ?? null);
  handle('ui>bg:notScannedReason', ({ tabId }) => readNotScannedReason(tabId));
  handle('ui>bg:pageCountry', ({ tabId }) => pageCountryView(tabId));
  handle('ui>bg:setSiteCountry', ({ tabId, choice }) => chooseSiteCountry(tabId, choice));
  handle('ui>bg:revealIdentifier', ({ tabId, value }) => revealIdentifier(tabId, value));
  // Read in the frame that marks it, as a panel lookup reads it: what the page prints with a Tax ID names
  // its company.
  handle('ui>bg:textBeside', async ({ tabId, value }) => {
    const { text, hidden } = await readFrameContext(tabId, value);
    return { text, hidden };
  });
}
