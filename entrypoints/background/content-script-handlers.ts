import type { LookupService } from '@/utils/background/lookup/service';
import { sendToContent } from '@/utils/messaging/protocol';
import { handle } from '@/utils/background/messaging/router';
import { translate } from '@/utils/i18n/extension-translate';
import { checkNewListings } from '@/utils/background/panel/listing-checks';
import { listingChecksOf } from '@/utils/background/panel/listing-flags';
import { lookUpInTab } from '@/utils/background/panel/look-up-in-tab';
import { recordScannedFrame } from '@/utils/background/panel/scanned-frames';
import { recordTopScanner } from '@/utils/background/site-access/own-page-scanners';
import { injectFrameScript } from '@/utils/background/site-access/frame-scripts';
import {
  helloForSite,
  rememberMoreDetectors,
  verdictForFrame,
} from '@/utils/background/page-country/read-frame-country';
import { settingsForScanner } from '@/utils/background/policy/settings';
import { viewerDocumentUrl } from '@/utils/viewer/sources/viewer-address';

export function registerContentScriptHandlers(service: LookupService): void {
  handle('cs>bg:hello', async (_data, { tabId, frameId, role, url }) => {
    // Each scanner's hello: the frame is recorded (how the side panel learns which frames of a tab hold a
    // scanner), and the answer is the detectors and words it runs with. Only our viewer, an extension
    // page, runs a scanner outside a content script.
    if (tabId !== undefined && frameId !== undefined) await recordScannedFrame(tabId, frameId);
    if (tabId !== undefined && frameId === 0) await recordTopScanner(tabId, role === 'extension-page');
    const [{ detectors, dataSource }, site] = await Promise.all([
      settingsForScanner(),
      tabId === undefined ? {} : helloForSite(tabId, frameId ?? 0, url, role === 'extension-page'),
    ]);
    return {
      detectors,
      costHint: translate(dataSource === 'demo' ? 'page.hintDemo' : 'page.hintPaid'),
      ...site,
    };
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
  handle('cs>bg:wakeMoreDetectors', async (_data, { tabId, frameId, url, role }) => {
    if (tabId === undefined) return false;
    await rememberMoreDetectors(url, role === 'extension-page');
    return injectFrameScript(tabId, frameId ?? 0, 'moreDetectors');
  });
  // Asked by a frame that holds a mark other countries print too (a 10-digit TIN, an 080 mobile).
  handle('cs>bg:pageCountry', ({ complete }, { tabId, frameId, url, role }) =>
    tabId === undefined
      ? 'unknown'
      : verdictForFrame(tabId, frameId ?? 0, url, role === 'extension-page', complete),
  );
  handle('cs>bg:listingFlags', async (_data, { tabId, frameId, url }) => {
    if (tabId === undefined) return {};
    const checks = await listingChecksOf(tabId, frameId ?? 0, url ?? '');
    return Object.fromEntries(Object.entries(checks).filter(([, line]) => line !== ''));
  });
  handle('cs>bg:lookup', async (request, { tabId, frameId, url, role }) => {
    if (tabId === undefined) return { accepted: false, panelOpened: false };
    // The click is the user's consent for this one identifier; a failed check digit never blocks it. The
    // page UI read the identifier's own card on the click (text a reader sees; a name laid out unseen
    // makes no claim), in this frame.
    const { context, ...identifier } = request;
    const { panelOpened } = lookUpInTab(service, {
      tabId,
      frameId: frameId ?? 0,
      // From our viewer, the page is the PDF it shows (its own address, or none for a picked file).
      request: {
        ...identifier,
        trigger: 'page',
        acceptWarnings: true,
        pageUrl: role === 'extension-page' ? viewerDocumentUrl(url) : url,
      },
      context: { text: context?.text ?? '', hidden: context?.hidden ?? '', frameId: frameId ?? 0 },
    });
    // Firefox does not count a content script's message as a user action: the page then says where to look.
    return { accepted: true, panelOpened: await panelOpened };
  });
}
