import { browser } from 'wxt/browser';
import type { IdentifierKind } from '@/utils/api/model';
import type { MessageKey } from '@/utils/i18n/translate';
import { translate } from '@/utils/i18n/extension-translate';
import { createViewerMenus } from '@/utils/background/viewer/menu';
import { createImageMenu } from '@/utils/background/image-menu/menu';
import { MENU_IDS, genericTitle, isOurMenuItem, kindForMenuItem, titleForSelection } from './selection-menu';

const AS_LABELS: Record<IdentifierKind, MessageKey> = {
  vin: 'menu.asVin',
  tin: 'menu.asTin',
  cac: 'menu.asCac',
  phone: 'menu.asPhone',
};

export async function createContextMenus(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: MENU_IDS.lookup,
    title: genericTitle(translate),
    contexts: ['selection'],
  });
  browser.contextMenus.create({
    id: MENU_IDS.lookupAs,
    title: translate('menu.lookupAs'),
    contexts: ['selection'],
  });
  for (const [kind, id] of Object.entries(MENU_IDS.as) as [IdentifierKind, string][]) {
    browser.contextMenus.create({
      id,
      parentId: MENU_IDS.lookupAs,
      title: translate(AS_LABELS[kind]),
      contexts: ['selection'],
    });
  }
  createViewerMenus();
  createImageMenu();
}

export interface SelectionLookup {
  tabId: number;
  windowId?: number;
  /** The frame the selection was made in (the context menu says; a shortcut does not). */
  frameId?: number;
  text: string;
  kind?: IdentifierKind;
}

export function onContextMenuClick(
  handler: (lookup: SelectionLookup) => void,
): (
  info: { menuItemId: string | number; selectionText?: string; frameId?: number },
  tab?: { id?: number; windowId?: number },
) => void {
  return (info, tab) => {
    if (!isOurMenuItem(info.menuItemId) || tab?.id === undefined || !info.selectionText) return;
    handler({
      tabId: tab.id,
      windowId: tab.windowId,
      frameId: info.frameId,
      text: info.selectionText,
      kind: kindForMenuItem(info.menuItemId),
    });
  };
}

/** Firefox's `menus` namespace, which Chrome lacks: only Firefox says the selection before the menu shows. */
export interface FirefoxMenus {
  onShown?: { addListener(fn: (info: { selectionText?: string }) => void): void };
  update(id: string, props: object): Promise<void>;
  refresh(): Promise<void>;
}

export function firefoxMenus(): FirefoxMenus | undefined {
  return (browser as unknown as { menus?: FirefoxMenus }).menus;
}

/** Names exactly what will be looked up, and hides the generic item when the text is no identifier. */
export function refineMenuForSelection(menus: FirefoxMenus, selectionText: string | undefined): void {
  const title = selectionText ? titleForSelection(selectionText, translate) : undefined;
  void menus
    .update(MENU_IDS.lookup, { title: title ?? genericTitle(translate), visible: title !== undefined })
    .then(() => menus.refresh());
}
