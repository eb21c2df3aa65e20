import { sendToContent, type PageIdentifier } from '@/utils/messaging/protocol';
import { checkNewListings } from './listing-checks';
import { listingChecksOf } from './listing-flags';
import { askEveryFrame, mergeFrameLists } from './scanned-frames';

/** Every scanned frame's identifiers, merged; VINs added since the first scan get their listing checked. */
export async function readPageIdentifiers(tabId: number): Promise<PageIdentifier[] | undefined> {
  const answers = await askEveryFrame(tabId, (target) =>
    sendToContent('bg>cs:listIdentifiers', undefined, target),
  );
  if (answers.length === 0) return undefined;
  const lists = await Promise.all(
    answers.map(async ({ frameId, answer }) => {
      const vins = answer.filter((item) => item.kind === 'vin').map((item) => item.value);
      const target = { tabId, frameId };
      for (const flag of await checkNewListings(tabId, frameId, vins)) {
        sendToContent('bg>cs:answer', flag, target).catch(() => {});
      }
      const checks = await listingChecksOf(tabId, frameId);
      return answer.map((item) => (checks[item.value] ? { ...item, listingFlag: checks[item.value] } : item));
    }),
  );
  return mergeFrameLists(lists);
}
