import type { LookupService } from '@/utils/background/lookup/service';
import { sendToContent } from '@/utils/messaging/protocol';
import { handle } from '@/utils/background/messaging/router';
import { translate } from '@/utils/i18n/extension-translate';
import { answerLine } from '@/utils/panel/answer-line';
import { checkNewListings } from '@/utils/background/panel/listing-checks';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { runTabLookup } from '@/utils/background/panel/run-tab-lookup';
import { recordScannedFrame } from '@/utils/background/panel/scanned-frames';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import { getEffectiveSettings } from '@/utils/background/policy/settings';
import { claimsFromPageText } from '@/utils/verdict/claims';

export function registerContentScriptHandlers(service: LookupService): void {
  handle('cs>bg:hello', async (_data, { tabId, frameId }) => {
    // Each scanner's hello: the frame is recorded (how the side panel learns which frames of a tab hold a
    // scanner), and the answer is the detectors and words it runs with.
    if (tabId !== undefined && frameId !== undefined) await recordScannedFrame(tabId, frameId);
    const { detectors, dataSource } = await getEffectiveSettings();
    return { detectors, costHint: translate(dataSource === 'demo' ? 'page.hintDemo' : 'page.hintPaid') };
  });
  handle('cs>bg:listings', async (listings, { tabId, frameId, url }) => {
    if (tabId === undefined) return;
    const target = { tabId, frameId: frameId ?? 0 };
    // The url starts the frame's record afresh when the frame has moved on to another page.
    for (const flag of await checkNewListings(tabId, target.frameId, listings, url ?? '')) {
      await sendToContent('bg>cs:listingFlag', flag, target).catch(() => {});
    }
  });
  handle('cs>bg:wakePageUi', (_data, { tabId, frameId }) =>
    tabId === undefined ? false : injectFrameScript(tabId, frameId ?? 0, 'pageUi'),
  );
  handle('cs>bg:wakeListingCheck', (_data, { tabId, frameId }) =>
    tabId === undefined ? false : injectFrameScript(tabId, frameId ?? 0, 'listingCheck'),
  );
  handle('cs>bg:lookup', async (request, { tabId, frameId, url }) => {
    if (tabId === undefined) return { accepted: false, panelOpened: false };
    const opening = openSidePanel({ tabId });
    // The click is the user's consent for this one identifier; a failed check digit never blocks it.
    const { context, ...identifier } = request;
    const lookup = { ...identifier, trigger: 'page' as const, acceptWarnings: true, pageUrl: url };
    // The name beside a tax number, as the content script read it from the identifier's own card (text a
    // reader sees; a name laid out unseen makes no claim), goes with the lookup so history keeps its check.
    // A listing's year and make beside a VIN too (utils/verdict/claims.ts): stored with the answer.
    const claims = context
      ? claimsFromPageText(request.kind, request.value, context.text, context.hidden)
      : undefined;
    const withClaim = claims ? { ...lookup, claims } : lookup;
    void runTabLookup(service, tabId, withClaim, Date.now, Promise.resolve(context?.text ?? '')).then(
      (result) => {
        const line = answerLine(result);
        if (!line) return;
        const target = { tabId, frameId: frameId ?? 0 };
        // The page may be gone or its access withdrawn by now: the side panel has the answer anyway.
        sendToContent('bg>cs:answer', { value: request.value, line }, target).catch(() => {});
      },
    );
    // Firefox does not count a content script's message as a user action: the page then says where to look.
    return { accepted: true, panelOpened: await opening };
  });
}
