/** Messages from content scripts: only the page's config and single lookups the user clicked. */
import type { LookupService } from '../../utils/lookup/service';
import { handle } from '../../utils/messaging/router';
import { openSidePanel } from '../../utils/panel/open-side-panel';
import { runTabLookup } from '../../utils/panel/run-tab-lookup';
import { getSettings } from '../../utils/settings/store';

export function registerPageHandlers(service: LookupService): void {
  handle('page:getConfig', async () => ({ detectors: (await getSettings()).detectors }));
  handle('page:lookup', (request, { tabId }) => {
    if (tabId === undefined) return { accepted: false };
    // Opening the panel needs the click's user gesture: do it before anything is awaited.
    void openSidePanel({ tabId });
    // The click is the user's consent for this one identifier; a failed check digit never blocks it.
    void runTabLookup(service, tabId, { ...request, trigger: 'page', acceptWarnings: true });
    return { accepted: true };
  });
}
