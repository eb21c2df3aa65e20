/** Side panel (Chrome) or sidebar (Firefox): both open only in a user gesture, so call before any await. */
interface SidePanelApi {
  open(options: { tabId?: number; windowId?: number }): Promise<void>;
}
interface SidebarActionApi {
  open(): Promise<void>;
}

export async function openSidePanel(target: { tabId?: number; windowId?: number }): Promise<boolean> {
  const globals = globalThis as {
    chrome?: { sidePanel?: SidePanelApi };
    browser?: { sidebarAction?: SidebarActionApi };
  };
  try {
    if (globals.chrome?.sidePanel) {
      await globals.chrome.sidePanel.open(
        target.tabId !== undefined ? { tabId: target.tabId } : { windowId: target.windowId },
      );
      return true;
    }
    if (globals.browser?.sidebarAction) {
      await globals.browser.sidebarAction.open();
      return true;
    }
  } catch {
    // Refused (no user gesture) or not supported: the caller offers another way to see the result.
  }
  return false;
}
