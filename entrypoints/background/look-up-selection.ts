import type { SelectionLookup } from '@/utils/background/context-menu/install';
import type { LookupService } from '@/utils/background/lookup/service';
import { openSidePanel } from '@/utils/panel/open-side-panel';
import { runTabLookup } from '@/utils/background/panel/run-tab-lookup';

/** A selection looked up from the menu or a shortcut; the answer opens in the tab's side panel. */
export function lookUpSelection(
  service: LookupService,
  { tabId, windowId, text, kind }: SelectionLookup,
  trigger: 'context-menu' | 'shortcut',
): void {
  void openSidePanel({ tabId, windowId });
  void runTabLookup(service, tabId, { kind, value: text, trigger, acceptWarnings: true });
}
