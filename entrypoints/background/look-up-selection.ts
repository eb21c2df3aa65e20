import type { SelectionLookup } from '@/utils/background/context-menu/install';
import type { LookupService } from '@/utils/background/lookup/service';
import { lookUpInTab } from '@/utils/background/panel/look-up-in-tab';

/** A selection looked up from the menu or a shortcut; the answer opens in the tab's side panel. */
export function lookUpSelection(
  service: LookupService,
  { tabId, windowId, frameId, text, kind }: SelectionLookup,
  trigger: 'context-menu' | 'shortcut',
): void {
  const request = { kind, value: text, trigger, acceptWarnings: true };
  // A shortcut's handler opened the panel in its gesture already; a shortcut reads the top frame's selection.
  const shortcut = trigger === 'shortcut';
  lookUpInTab(service, { tabId, windowId, frameId: shortcut ? 0 : frameId, request, panelOpen: shortcut });
}
