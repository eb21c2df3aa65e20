import { sendToContent } from '@/utils/messaging/protocol';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import { framesToAsk } from './scanned-frames';

/**
 * "Show on the page": asks each scanned frame in turn for its own mark of the identifier, so the page
 * scrolls to what the scanner found, in the frame that found it (never to a copy it refused, such as
 * aria-hidden text). False when no frame has it marked (or access is gone).
 */
export async function revealIdentifier(tabId: number, value: string): Promise<boolean> {
  for (const frameId of await framesToAsk(tabId)) {
    // The page UI scrolls and shows the button: injected first (a frame that runs it already keeps it).
    if (!(await injectFrameScript(tabId, frameId, 'pageUi'))) continue;
    const shown = await sendToContent('bg>cs:reveal', { value }, { tabId, frameId }).catch(() => false);
    if (shown === true) return true;
  }
  return false;
}
