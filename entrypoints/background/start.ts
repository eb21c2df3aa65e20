/**
 * Wires the background: storage lock-down, the lookup service and the message handlers.
 * Everything it needs lives in storage, so the worker can be stopped and restarted at any moment.
 */
import { z } from 'zod';
import { isCacheable, clearCache, readCache, writeCache } from '../../utils/lookup/cache';
import { appendHistory, clearHistory, readHistory } from '../../utils/history/store';
import {
  describeApiKey,
  moveApiKey,
  readApiKey,
  removeApiKey,
  restrictLocalStorageToTrustedContexts,
  saveApiKey,
} from '../../utils/key/store';
import { createLookupService } from '../../utils/lookup/service';
import { checkSourceReady, createSourceCaller } from '../../utils/lookup/sources';
import { handle } from '../../utils/messaging/router';
import type { SettingsView } from '../../utils/messaging/protocol';
import { getSettings, updateSettings } from '../../utils/settings/store';
import { noticeItem } from '../../utils/storage/items';
import { installSiteScanning } from '../../utils/site-access/install';

export function startBackground(): void {
  // MV3 forbids eval, which zod's fast path uses.
  z.config({ jitless: true });
  void restrictLocalStorageToTrustedContexts();
  installSiteScanning();

  const service = createLookupService({
    getSettings,
    checkReady: (settings) => checkSourceReady(settings, readApiKey),
    callSource: createSourceCaller(readApiKey),
    readCache,
    writeCache,
    isCacheable,
    appendHistory,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
  });

  async function view(): Promise<SettingsView> {
    return {
      settings: await getSettings(),
      apiKey: await describeApiKey(),
      notices: await noticeItem.getValue(),
    };
  }

  handle('ui:lookup', (request) => service.lookup(request));
  handle('ui:getState', () => view());
  handle('ui:saveSettings', async (update) => {
    const before = await getSettings();
    const after = await updateSettings(update);
    if (after.keyPersistence !== before.keyPersistence) await moveApiKey(after.keyPersistence);
    return view();
  });
  handle('ui:saveApiKey', async ({ key, persistence }) => {
    await saveApiKey(key, persistence);
    await updateSettings({ keyPersistence: persistence });
    return view();
  });
  handle('ui:removeApiKey', async () => {
    await removeApiKey();
    return view();
  });
  handle('ui:dismissNotices', async () => {
    await noticeItem.setValue([]);
    return view();
  });
  handle('ui:listHistory', () => readHistory());
  handle('ui:clearHistory', () => clearHistory());
  handle('ui:clearCache', () => clearCache());
  handle('page:getConfig', async () => ({ detectors: (await getSettings()).detectors }));
}
