/**
 * "Look up in this tab", one use case for every way a person starts it (the page's button, the side panel,
 * the context menu, a shortcut): open the panel, get the text beside the identifier from its frame, take
 * the page's claims from it, write the tab's lookups, and send the answer's line back to that frame.
 */
import type { LookupService } from '@/utils/background/lookup/service';
import type { LookupRequest, LookupResult } from '@/utils/lookup/schema';
import { sendToContent } from '@/utils/messaging/protocol';
import { answerLine } from '@/utils/panel/answer-line';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { claimsFromPageText } from '@/utils/verdict/claims';
import { verdictOf, verdictWarns } from '@/utils/verdict/state';
import { readFrameContext, type FrameContext } from './frame-context';
import { runTabLookup } from './run-tab-lookup';

export interface TabLookup {
  tabId: number;
  windowId?: number;
  /** The frame the user acted in: asked first, and told the answer. */
  frameId?: number;
  request: LookupRequest;
  /** Read already, in the frame clicked (the page UI reads it on its own click). */
  context?: FrameContext;
  /** The side panel asked: it is open already. */
  panelOpen?: boolean;
}

export interface TabLookupStarted {
  /** Whether the browser opened the panel (Firefox does not count a page's click as the user's). */
  panelOpened: Promise<boolean>;
  result: Promise<LookupResult>;
}

/** Starts the lookup; the panel opens first, in the user's gesture, before anything is awaited. */
export function lookUpInTab(service: LookupService, lookup: TabLookup, now = Date.now): TabLookupStarted {
  const { tabId, windowId, frameId, request } = lookup;
  const panelOpened = lookup.panelOpen ? Promise.resolve(true) : openSidePanel({ tabId, windowId });
  const result = (async () => {
    const context = lookup.context ?? (await readFrameContext(tabId, request.value, frameId));
    // The page's claims beside the identifier (a name, an RC, a listing's year and make) go with the
    // lookup, so the answer keeps its check (utils/verdict/claims.ts); a frame gives none without text.
    const kind = request.kind ?? context.kind;
    const claims = claimsFromPageText(kind, request.value, context.text, context.hidden);
    const asked = claims ? { ...request, claims } : request;
    const answer = await runTabLookup(service, tabId, asked, now, Promise.resolve(context.text));
    const line = answerLine(answer);
    const target = context.frameId ?? frameId;
    // The page may be gone or its access withdrawn by now: the side panel has the answer anyway.
    if (line && target !== undefined)
      await sendToContent(
        'bg>cs:answer',
        { value: request.value, line, warn: verdictWarns(verdictOf(answer)) },
        { tabId, frameId: target },
      ).catch(() => {});
    return answer;
  })();
  return { panelOpened, result };
}
