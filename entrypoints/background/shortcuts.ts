/** The right-click menu and keyboard commands: both send their answer to the tab's side panel. */
import { browser } from 'wxt/browser';
import {
  createContextMenus,
  onContextMenuClick,
  refineMenuOnShown,
  type SelectionLookup,
} from '@/utils/context-menu/install';
import { readSelection } from '@/utils/context-menu/read-selection';
import type { LookupService } from '@/utils/lookup/service';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { runTabLookup } from '@/utils/panel/run-tab-lookup';
import { forgetScannedFrames } from '@/utils/panel/scanned-frames';
import { forgetTab } from '@/utils/panel/tab-lookups';
import { forgetListingChecks } from '@/utils/panel/listing-flags';

export function registerShortcuts(service: LookupService): void {
  function lookUpSelection(
    { tabId, windowId, text, kind }: SelectionLookup,
    trigger: 'context-menu' | 'shortcut',
  ) {
    // The panel must open inside the click's user gesture, before anything is awaited.
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
      if (text) lookUpSelection({ ...target, text }, 'shortcut');
    }
  }
  browser.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
  browser.tabs.onRemoved.addListener((tabId) => {
    void forgetTab(tabId);
    void forgetScannedFrames(tabId);
    void forgetListingChecks(tabId);
  });

  // The worker's global scope is reachable only by the extension itself (never by pages): end-to-end
  // tests use this to fire handlers that headless Chromium cannot trigger (native menus, shortcuts).
  Object.assign(globalThis, { vinTinTestHooks: { contextMenuClick, onCommand } });
}
