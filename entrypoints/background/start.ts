/**
 * Wires the background: storage lock-down, the lookup service and the message handlers.
 * Everything it needs lives in storage, so the worker can be stopped and restarted at any moment.
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import {
  createContextMenus,
  onContextMenuClick,
  refineMenuOnShown,
  type SelectionLookup,
} from '../../utils/context-menu/install';
import { readSelection } from '../../utils/context-menu/read-selection';
import { forgetTab } from '../../utils/panel/tab-lookups';
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
import { openSidePanel } from '../../utils/panel/open-side-panel';
import { runTabLookup } from '../../utils/panel/run-tab-lookup';
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
  handle('ui:lookupForTab', ({ tabId, request }) => {
    void runTabLookup(service, tabId, request);
    return { accepted: true };
  });
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
  handle('page:lookup', (request, { tabId }) => {
    if (tabId === undefined) return { accepted: false };
    // Opening the panel needs the click's user gesture: do it before anything is awaited.
    void openSidePanel({ tabId });
    // The click is the user's consent for this one identifier; a failed check digit never blocks it.
    void runTabLookup(service, tabId, { ...request, trigger: 'page', acceptWarnings: true });
    return { accepted: true };
  });
  /** Context menu, keyboard shortcut: the answer goes to the tab's side panel. */
  function lookUpSelection(
    { tabId, windowId, text, kind }: SelectionLookup,
    trigger: 'context-menu' | 'shortcut',
  ) {
    void openSidePanel({ tabId, windowId });
    void runTabLookup(service, tabId, { kind, value: text, trigger, acceptWarnings: true });
  }
  const contextMenuClick = onContextMenuClick((lookup) => lookUpSelection(lookup, 'context-menu'));
  browser.contextMenus.onClicked.addListener(contextMenuClick);
  browser.runtime.onInstalled.addListener(() => void createContextMenus());
  refineMenuOnShown();

  async function onCommand(command: string, tab?: { id?: number; windowId?: number }) {
    if (tab?.id === undefined) return;
    const target = { tabId: tab.id, windowId: tab.windowId };
    if (command === 'open-side-panel') await openSidePanel(target);
    if (command === 'lookup-selection') {
      void openSidePanel(target);
      const text = await readSelection(tab.id);
      if (text)
        void runTabLookup(service, tab.id, { value: text, trigger: 'shortcut', acceptWarnings: true });
    }
  }
  browser.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));

  // The worker's global scope is reachable only by the extension itself (never by pages): end-to-end
  // tests use this to fire handlers that headless Chromium cannot trigger (native menus, shortcuts).
  Object.assign(globalThis, { vinTinTestHooks: { contextMenuClick, onCommand } });

  handle('page:getConfig', async () => ({ detectors: (await getSettings()).detectors }));
}
