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
import { readPageContexts } from '@/utils/background/panel/page-context';
import { runTabLookup } from '@/utils/background/panel/run-tab-lookup';
import { claimsFromPageText } from '@/utils/verdict/claims';
import { forgetAllTabLookups } from '@/utils/panel/tab-lookups';
import { noticeItem } from '@/utils/background/storage/notices';

export function registerUiHandlers(service: LookupService, bulk: BulkRunner): void {
  handle('ui>bg:lookup', (request) => service.lookup(request));
  handle('ui>bg:lookupForTab', ({ tabId, request }) => {
    // A tax number listed from the page: its name is read from the page (visible text only), as a click is.
    const { nameClaim: _fromPanel, claims: _claimed, ...asked } = request;
    const context =
      request.kind === 'vin'
        ? Promise.resolve(undefined)
        : readPageContexts(tabId, 0, [request.value]).then(([read]) => read);
    void context.then((read) => {
      const claims = read ? claimsFromPageText(asked.kind, asked.value, read.text, read.hidden) : undefined;
      const pageText = Promise.resolve(read?.text ?? '');
      return runTabLookup(service, tabId, claims ? { ...asked, claims } : asked, Date.now, pageText);
    });
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
