import { clearCache } from '@/utils/background/cache/store';
import { clearHistory, listHistory, readHistoryEntries } from '@/utils/background/history/store';
import { forgetSentCalls } from '@/utils/background/lookup/sent-calls';
import { removeApiKey } from '@/utils/background/key/store';
import { assertKeyUnmanaged } from '@/utils/background/policy/settings';
import { connect } from '@/utils/background/options/connect';
import { saveUserSettings } from '@/utils/background/options/save';
import { settingsView } from '@/utils/background/options/view';
import type { BulkRunner } from '@/utils/bulk/runner';
import type { LookupService } from '@/utils/background/lookup/service';
import { handle } from '@/utils/background/messaging/router';
import { applyHistoryRetention } from '@/utils/background/policy/retention';
import { lookUpInTab } from '@/utils/background/panel/look-up-in-tab';
import { forgetAllTabLookups } from '@/utils/background/tab-lookups/record';
import { noticeItem } from '@/utils/background/storage/notices';

export function registerUiHandlers(service: LookupService, bulk: BulkRunner): void {
  handle('ui>bg:lookup', (request) => service.lookup(request));
  handle('ui>bg:lookupForTab', ({ tabId, request }) => {
    // An identifier listed from the page: its claims are read in the frame that prints it (visible text
    // only), as a click reads them; the panel's own are not taken.
    const { nameClaim: _fromPanel, claims: _claimed, ...asked } = request;
    lookUpInTab(service, { tabId, request: asked, panelOpen: true });
    return { accepted: true };
  });
  handle('ui>bg:getState', () => settingsView());
  handle('ui>bg:saveSettings', async (save) => {
    await saveUserSettings(save);
    return settingsView();
  });
  handle('ui>bg:connect', (save) => connect(save));
  handle('ui>bg:removeApiKey', async () => {
    await assertKeyUnmanaged();
    await removeApiKey();
    return settingsView();
  });
  handle('ui>bg:dismissNotices', async () => {
    await noticeItem.setValue([]);
    return settingsView();
  });
  // A day may have passed since the worker started: the list never shows what the retention removes.
  handle('ui>bg:listHistory', async () => {
    await applyHistoryRetention(Date.now()).catch(() => 0);
    return listHistory();
  });
  handle('ui>bg:getHistoryEntries', ({ ids }) => readHistoryEntries(ids));
  // Every past lookup goes: the history, each tab's list in the side panel, the bulk jobs, and the
  // record of paid calls cut off before their answer.
  handle('ui>bg:clearHistory', async () => {
    await bulk.clearAll();
    await forgetAllTabLookups();
    await forgetSentCalls();
    await clearHistory();
  });
  handle('ui>bg:clearCache', () => clearCache());
}
