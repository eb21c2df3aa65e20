import type { LookupService } from '@/utils/background/lookup/service';
import { sendToContent } from '@/utils/messaging/protocol';
import { handle } from '@/utils/background/messaging/router';
import { translate } from '@/utils/i18n/extension-translate';
import { answerLine } from '@/utils/panel/answer-line';
import { checkNewListings } from '@/utils/background/panel/listing-checks';
import { readPageContexts } from '@/utils/background/panel/page-context';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { runTabLookup } from '@/utils/background/panel/run-tab-lookup';
import { recordScannedFrame } from '@/utils/background/panel/scanned-frames';
import { getSettings } from '@/utils/settings/store';
import { pageNameClaim } from '@/utils/taxpayer/name-check';

export function registerContentScriptHandlers(service: LookupService): void {
  handle('cs>bg:getConfig', async (_data, { tabId, frameId }) => {
    // Every instance asks at start: how the side panel learns which frames of a tab hold a scanner.
    if (tabId !== undefined && frameId !== undefined) await recordScannedFrame(tabId, frameId);
    const { detectors, dataSource } = await getSettings();
    return { detectors, costHint: translate(dataSource === 'demo' ? 'page.hintDemo' : 'page.hintPaid') };
  });
  handle('cs>bg:vins', async (vins, { tabId, frameId, url }) => {
    if (tabId === undefined) return;
    const target = { tabId, frameId: frameId ?? 0 };
    // Sent once per page load: the url starts the frame's record afresh.
    for (const flag of await checkNewListings(tabId, target.frameId, vins, url ?? '')) {
      await sendToContent('bg>cs:answer', flag, target).catch(() => {});
    }
  });
  handle('cs>bg:lookup', async (request, { tabId, frameId, url }) => {
    if (tabId === undefined) return { accepted: false, panelOpened: false };
    const opening = openSidePanel({ tabId });
    // The click is the user's consent for this one identifier; a failed check digit never blocks it.
    const context = readPageContexts(tabId, frameId ?? 0, [request.value]).then(([read]) => read);
    const pageText = context.then((read) => read?.text ?? '');
    const lookup = { ...request, trigger: 'page' as const, acceptWarnings: true, pageUrl: url };
    // The name beside a tax number is read (visible text only) before the answer, so history keeps its check.
    void context
      .then((read) => {
        const nameClaim = request.kind === 'vin' || !read ? undefined : pageNameClaim(read.text, read.hidden);
        return runTabLookup(
          service,
          tabId,
          nameClaim ? { ...lookup, nameClaim } : lookup,
          Date.now,
          pageText,
        );
      })
      .then((result) => {
        const line = answerLine(result);
        if (!line) return;
        const target = { tabId, frameId: frameId ?? 0 };
        const answer = { value: request.value, line: translate('page.answer', [line]) };
        // The page may be gone or its access withdrawn by now: the side panel has the answer anyway.
        sendToContent('bg>cs:answer', answer, target).catch(() => {});
      });
    // Firefox does not count a content script's message as a user action: the page then says where to look.
    return { accepted: true, panelOpened: await opening };
  });
}
