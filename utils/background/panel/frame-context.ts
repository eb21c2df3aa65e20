/**
 * The text a tab prints beside an identifier, for a lookup started outside the page (side panel, context
 * menu, shortcut). Read by the content script only (utils/content-script/read/card-text.ts), in the frame
 * where the identifier is marked: the background injects the context reader into a scanned frame and asks
 * it. A frame without our scanner has no reader to answer: that is "no context", never a failed lookup.
 */
import type { IdentifierKind } from '@/utils/api/model';
import { LISTING_CONTEXT_CHARS } from '@/utils/messaging/page-vins';
import { sendToContent } from '@/utils/messaging/protocol';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import { framesToAsk } from './scanned-frames';

/** What a frame prints around an identifier: the text a reader sees, and any text it lays out unseen. */
export interface FrameContext {
  text: string;
  hidden: string;
  /** The frame that holds the identifier's mark, and the kind it was marked as; undefined when none does. */
  frameId?: number;
  kind?: IdentifierKind;
}

export const NO_CONTEXT: FrameContext = { text: '', hidden: '' };

const capped = (text: unknown) => (typeof text === 'string' ? text.slice(0, LISTING_CONTEXT_CHARS) : '');

/** Asks one frame's context reader (injected first; a second injection finds it running). */
async function askFrame(tabId: number, frameId: number, value: string): Promise<FrameContext | undefined> {
  if (!(await injectFrameScript(tabId, frameId, 'contextReader'))) return undefined;
  const read = await sendToContent('bg>cs:readContext', { value }, { tabId, frameId }).catch(() => null);
  return read
    ? { text: capped(read.text), hidden: capped(read.hidden), frameId, kind: read.kind }
    : undefined;
}

/** `first`: the frame the user acted in (a context-menu click), asked before the tab's other frames. */
export async function readFrameContext(tabId: number, value: string, first?: number): Promise<FrameContext> {
  const frames = await framesToAsk(tabId);
  const order = first === undefined ? frames : [first, ...frames.filter((frameId) => frameId !== first)];
  for (const frameId of order) {
    const found = await askFrame(tabId, frameId, value);
    if (found) return found;
  }
  return NO_CONTEXT;
}
