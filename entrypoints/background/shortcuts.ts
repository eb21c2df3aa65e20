import { browser } from 'wxt/browser';
import { readSelection } from '@/utils/background/context-menu/read-selection';
import type { LookupService } from '@/utils/background/lookup/service';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { lookUpSelection } from './look-up-selection';

export type CommandHandler = (command: string, tab?: { id?: number; windowId?: number }) => Promise<void>;

export function registerShortcuts(service: LookupService): CommandHandler {
  async function onCommand(command: string, tab?: { id?: number; windowId?: number }) {
    if (tab?.id === undefined) return;
    const target = { tabId: tab.id, windowId: tab.windowId };
    if (command === 'open-side-panel') await openSidePanel(target);
    if (command === 'lookup-selection') {
      void openSidePanel(target);
      const text = await readSelection(tab.id);
      if (text) lookUpSelection(service, { ...target, text }, 'shortcut');
    }
  }
  browser.commands.onCommand.addListener((command, tab) => void onCommand(command, tab));
  return onCommand;
}
