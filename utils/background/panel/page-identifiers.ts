import { sendToContent, type PageIdentifier } from '@/utils/messaging/protocol';
import { listingChecksOf } from './listing-flags';
import { askEveryFrame, mergeFrameLists } from './scanned-frames';

/** Every scanned frame's identifiers, merged, with the listing checks their frames asked for. */
export async function readPageIdentifiers(tabId: number): Promise<PageIdentifier[] | undefined> {
  const answers = await askEveryFrame(tabId, (target) =>
    sendToContent('bg>cs:listIdentifiers', undefined, target),
  );
  if (answers.length === 0) return undefined;
  const lists = await Promise.all(
    answers.map(async ({ frameId, answer }) => {
      const checks = await listingChecksOf(tabId, frameId);
      return answer.map((item) => (checks[item.value] ? { ...item, listingFlag: checks[item.value] } : item));
    }),
  );
  return mergeFrameLists(lists);
}
