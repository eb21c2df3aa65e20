import { browser } from 'wxt/browser';
import {
  createContextMenus,
  firefoxMenus,
  onContextMenuClick,
  refineMenuForSelection,
} from '@/utils/background/context-menu/install';
import type { LookupService } from '@/utils/background/lookup/service';
import { lookUpSelection } from './look-up-selection';

export function registerContextMenu(
  service: LookupService,
): (...args: Parameters<ReturnType<typeof onContextMenuClick>>) => void {
  const click = onContextMenuClick((lookup) => lookUpSelection(service, lookup, 'context-menu'));
  browser.contextMenus.onClicked.addListener(click);
  // Chrome keeps the items across restarts: they are created once per install or update.
  browser.runtime.onInstalled.addListener(() => void createContextMenus());
  const menus = firefoxMenus();
  menus?.onShown?.addListener(({ selectionText }) => refineMenuForSelection(menus, selectionText));
  return click;
}
