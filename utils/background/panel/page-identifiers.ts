import { sendToContent, type PageIdentifier } from '@/utils/messaging/protocol';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import { listingChecksOf } from './listing-flags';
import { askEveryFrame, mergeFrameLists } from './scanned-frames';

/** Every scanned frame's identifiers, merged, with the listing checks their frames asked for. */
export async function readPageIdentifiers(tabId: number): Promise<PageIdentifier[] | undefined> {
  // The context reader lists them: injected first (a frame without our scanner then does not answer).
  const answers = await askEveryFrame(tabId, async (target) => {
    await injectFrameScript(target.tabId, target.frameId, 'contextReader');
    return sendToContent('bg>cs:listIdentifiers', undefined, target);
  });
  if (answers.length === 0) return undefined;
  const lists = await Promise.all(
    answers.map(async ({ frameId, answer }) => {
      const checks = await listingChecksOf(tabId, frameId);
      return answer.map((item) => (checks[item.value] ? { ...item, listingFlag: checks[item.value] } : item));
    }),
  );
  return mergeFrameLists(lists);
}
