import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import type { ActiveTab } from '@/components/hooks/useActiveTab';
import { sendMessage } from '@/utils/messaging/protocol';
import { tabShowsPdf } from '@/utils/viewer/sources/tab-shows-pdf';

/** On a tab showing a PDF: one click opens it in the viewer, beside the tab, and the popup closes. */
export function OpenPdfButton({ tab }: { tab: ActiveTab }) {
  const [isPdf, setIsPdf] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void tabShowsPdf(tab.id, tab.url).then((shows) => current && setIsPdf(shows));
    return () => {
      current = false;
    };
  }, [tab.id, tab.url]);
  if (!isPdf || !tab.url) return null;
  const url = tab.url;

  async function open() {
    setFailed(false);
    const { opened } = await sendMessage('ui>bg:openPdfViewer', { tabId: tab.id, url }).catch(() => ({
      opened: false,
    }));
    if (opened) globalThis.close();
    else setFailed(true);
  }

  return (
    <section class="open-pdf">
      <button type="button" onClick={() => void open()}>
        {i18n.t('viewerWays.popupOpen')}
      </button>
      {failed && <p role="alert">{i18n.t('viewerWays.popupFailed')}</p>}
    </section>
  );
}
