/**
 * The context reader answers what the background asks of a frame's page: the identifiers it marks (for the
 * side panel's list), a sample of what it prints (for the page's country), and the text it prints beside
 * one of them, for a lookup started outside the page
 * (the side panel, the context menu, a shortcut). It reads the identifier's own card as the page
 * UI does on a click (read/card-text.ts, the one reader), from the scanner's own mark, in the frame where
 * the identifier is. Joins the frame's scanner through its parts host, once.
 */
import { onContentMessage } from '../main/messaging';
import { partsLinkOf } from '../parts/parts-host';
import { cardTextOf } from '../read/card-text';
import { summariseIdentifiers } from '../read/identifier-summary';
import { readPageSample } from '../read/page-sample';
import { inDocumentOrder } from '../read/document-order';
import { PAGE_SAMPLE_CHARS } from '@/utils/detect/page-country';

const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export function startContextReader(global: object = globalThis): boolean {
  const link = partsLinkOf(global);
  return (
    link?.attach('ContextReader', () => {
      const remove = onContentMessage('bg>cs:readContext', ({ value }) => {
        // A selection is as the page prints it: compared without its spaces, dashes and case.
        const key = squash(String(value));
        // Only a mark still on the page, as the scanner found it (never text it refused, such as aria-hidden).
        for (const mark of link.store.all()) {
          if (squash(mark.value) === key && mark.range.startContainer.isConnected)
            return { ...cardTextOf(mark, link.store), kind: mark.kind };
        }
        return null;
      });
      const removeList = onContentMessage('bg>cs:listIdentifiers', () => {
        link.listAsked();
        return summariseIdentifiers(inDocumentOrder(link.store.all()));
      });
      const removeSample = onContentMessage('bg>cs:readPageSample', () =>
        readPageSample(document, PAGE_SAMPLE_CHARS),
      );
      return {
        on: () => undefined,
        stop() {
          remove();
          removeList();
          removeSample();
        },
      };
    }) === true
  );
}
