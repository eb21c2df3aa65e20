/**
 * Joins the frame's scanner through its parts host, once: a second injection finds the UI running. The UI
 * sends its own lookups and hears its own answers and listing flags; the scanner hands it only the user's
 * triggers (parts/page-ui-trigger.ts) and asks whether a node is its own.
 */
import { onContentMessage, sendMessage } from '../main/messaging';
import { partsLinkOf } from '../parts/parts-host';
import type { PageUiTrigger } from '../parts/page-ui-trigger';
import { blockOf } from '../scan/block-walk';
import { LookupUi } from './lookup-ui';
import type { PageUiLink } from './ui-link';

export function startPageUi(global: object = globalThis): boolean {
  const link = partsLinkOf(global);
  return (
    link?.attach('PageUi', () => {
      const { store } = link;
      const uiLink: PageUiLink = {
        store,
        signal: link.signal,
        alive: () => link.alive(),
        costHint: () => link.costHint(),
        marksUnder: (target) => {
          const block = blockOf(target);
          return block ? store.marksOf(block) : [];
        },
        send: async (mark, context) => {
          const answer = await sendMessage('cs>bg:lookup', { kind: mark.kind, value: mark.value, context });
          if (answer?.accepted !== true) return 'failed';
          store.markChecked(mark.value);
          return answer.panelOpened ? 'sent' : 'ready';
        },
      };
      const ui = new LookupUi(document, uiLink);
      const removeHandlers = [
        onContentMessage('bg>cs:answer', ({ value, line, warn }) =>
          ui.answer(String(value), String(line), false, warn === true),
        ),
        onContentMessage('bg>cs:listingFlag', ({ value, line }) =>
          ui.answer(String(value), String(line), true),
        ),
        onContentMessage('bg>cs:reveal', ({ value }) => {
          // Only a mark still on the page: the scanner's rescan of a removed node may not have run yet.
          for (const mark of store.all()) {
            if (mark.value === value && mark.range.startContainer.isConnected) {
              ui.trigger({ type: 'reveal', mark });
              return true;
            }
          }
          return false;
        }),
      ];
      // Listings read before the UI came: the background kept their flags for this frame.
      void sendMessage('cs>bg:listingFlags', undefined).then(
        (flags) => {
          if (!link.alive()) return;
          for (const [value, line] of Object.entries(flags ?? {})) ui.answer(value, String(line), true);
        },
        () => {},
      );
      return {
        on: (event, data) =>
          event === 'isOwnNode' ? ui.isOwnNode(data as Node) : ui.trigger(data as PageUiTrigger),
        stop() {
          for (const remove of removeHandlers) remove();
          ui.remove();
        },
      };
    }) === true
  );
}
