/** The side panel's questions about its tab: the background alone talks to the tab's content scripts. */
import { handle } from '@/utils/messaging/router';
import { revealIdentifier } from '@/utils/panel/reveal';
import { readPageIdentifiers } from '@/utils/panel/page-identifiers';

export function registerPanelHandlers(): void {
  handle('ui>bg:pageIdentifiers', async ({ tabId }) => (await readPageIdentifiers(tabId)) ?? null);
  handle('ui>bg:revealIdentifier', ({ tabId, value }) => revealIdentifier(tabId, value));
}
