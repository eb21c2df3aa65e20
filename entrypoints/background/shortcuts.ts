import { browser } from 'wxt/browser';
import { readSelection } from '@/utils/background/context-menu/read-selection';
import type { LookupService } from '@/utils/background/lookup/service';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { scanTab } from '@/utils/site-access/scan-tab';
import { lookUpSelection } from './look-up-selection';

/** The manifest's `commands`: every keyboard command is routed here, and only here. */
const COMMANDS = {
  openSidePanel: 'open-side-panel',
  lookUpSelection: 'lookup-selection',
  scanPage: 'scan-page',
};

export type CommandHandler = (command: string, tab?: { id?: number; windowId?: number }) => Promise<void>;

export function registerShortcuts(service: LookupService): CommandHandler {
  async function onCommand(command: string, tab?: { id?: number; windowId?: number }) {
    if (tab?.id === undefined) return;
    const target = { tabId: tab.id, windowId: tab.windowId };
    if (command === COMMANDS.openSidePanel) await openSidePanel(target);
    if (command === COMMANDS.scanPage) {
      await scanTab(tab.id, { focus: true }).catch((error: unknown) =>
        console.warn('[VIN & TIN Lookup] scan page:', error),
      );
    }
    if (command === COMMANDS.lookUpSelection) {
      // Opened in the user's gesture, before the selection is read; the lookup then finds it open.
      void openSidePanel(target);
      const text = await readSelection(tab.id);
      if (text) lookUpSelection(service, { ...target, text }, 'shortcut');
    }
  }
  browser.commands?.onCommand.addListener((command, tab) => void onCommand(command, tab));
  return onCommand;
}
