/** The side panel's questions about its tab: the background alone talks to the tab's content scripts. */
import { handle } from '@/utils/background/messaging/router';
import { revealIdentifier } from '@/utils/background/panel/reveal';
import { readPageIdentifiers } from '@/utils/background/panel/page-identifiers';

export function registerPanelHandlers(): void {
  handle('ui>bg:pageIdentifiers', async ({ tabId }) => (await readPageIdentifiers(tabId)) ?? null);
  handle('ui>bg:revealIdentifier', ({ tabId, value }) => revealIdentifier(tabId, value));
}
