import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage } from '@/utils/messaging/protocol';

/**
 * The side panel's fix for a PDF in the browser's own viewer: open it in ours, beside its tab. Shown when
 * the panel may know the tab's address (a site the user granted, or the toolbar click's activeTab).
 */
export function OpenTabPdf({ tabId }: { tabId: number }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let current = true;
    browser.tabs.get(tabId).then(
      (tab) => current && setUrl(tab.url),
      () => current && setUrl(undefined),
    );
    return () => {
      current = false;
    };
  }, [tabId]);
  if (!url) return null;
  return (
    <button
      type="button"
      class="link"
      onClick={() => void sendMessage('ui>bg:openPdfViewer', { tabId, url }).catch(() => undefined)}
    >
      {i18n.t('viewerWays.popupOpen')}
    </button>
  );
}
