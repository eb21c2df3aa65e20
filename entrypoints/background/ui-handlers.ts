import { clearCache } from '@/utils/background/cache/store';
import { clearHistory, listHistory, readHistoryEntries } from '@/utils/history/store';
import { describeApiKey, moveApiKey, removeApiKey, saveApiKey } from '@/utils/background/key/store';
import type { BulkRunner } from '@/utils/bulk/runner';
import type { LookupService } from '@/utils/background/lookup/service';
import type { SettingsView } from '@/utils/messaging/protocol';
import { handle } from '@/utils/background/messaging/router';
import { readPageContexts } from '@/utils/background/panel/page-context';
import { runTabLookup } from '@/utils/background/panel/run-tab-lookup';
import { pageNameClaim } from '@/utils/taxpayer/name-check';
import { forgetAllTabLookups } from '@/utils/panel/tab-lookups';
import { getSettings, updateSettings } from '@/utils/settings/store';
import { noticeItem } from '@/utils/storage/notices';

async function settingsView(): Promise<SettingsView> {
  return {
    settings: await getSettings(),
    apiKey: await describeApiKey(),
    notices: await noticeItem.getValue(),
  };
}

export function registerUiHandlers(service: LookupService, bulk: BulkRunner): void {
  handle('ui>bg:lookup', (request) => service.lookup(request));
  handle('ui>bg:lookupForTab', ({ tabId, request }) => {
    // A tax number listed from the page: its name is read from the page (visible text only), as a click is.
    const { nameClaim: _fromPanel, ...asked } = request;
    const context =
      request.kind === 'vin'
        ? Promise.resolve(undefined)
        : readPageContexts(tabId, 0, [request.value]).then(([read]) => read);
    void context.then((read) => {
      const nameClaim = read ? pageNameClaim(read.text, read.hidden) : undefined;
      const pageText = Promise.resolve(read?.text ?? '');
      return runTabLookup(service, tabId, nameClaim ? { ...asked, nameClaim } : asked, Date.now, pageText);
    });
    return { accepted: true };
  });
  handle('ui>bg:getState', () => settingsView());
  handle('ui>bg:saveSettings', async (update) => {
    const before = await getSettings();
    const after = await updateSettings(update);
    if (after.keyPersistence !== before.keyPersistence) await moveApiKey(after.keyPersistence);
    return settingsView();
  });
  handle('ui>bg:saveApiKey', async ({ key, persistence }) => {
    await saveApiKey(key, persistence);
    await updateSettings({ keyPersistence: persistence });
    return settingsView();
  });
  handle('ui>bg:removeApiKey', async () => {
    await removeApiKey();
    return settingsView();
  });
  handle('ui>bg:dismissNotices', async () => {
    await noticeItem.setValue([]);
    return settingsView();
  });
  handle('ui>bg:listHistory', () => listHistory());
  handle('ui>bg:getHistoryEntries', ({ ids }) => readHistoryEntries(ids));
  // Every past lookup goes: the history, each tab's list in the side panel, and the bulk jobs.
  handle('ui>bg:clearHistory', async () => {
    await bulk.clearAll();
    await forgetAllTabLookups();
    await clearHistory();
  });
  handle('ui>bg:clearCache', () => clearCache());
}
