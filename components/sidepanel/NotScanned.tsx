import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendMessage } from '@/utils/messaging/protocol';
import type { NotScannedReason } from '@/utils/site-access/not-scanned-reason';
import { OpenTabPdf } from './OpenTabPdf';

const TEXT = {
  site: () => i18n.t('panel.notScannedSite'),
  unknown: () => i18n.t('panel.notScannedUnknown'),
  browser: () => i18n.t('panel.notScannedBrowser'),
  extension: () => i18n.t('panel.notScannedExtension'),
  pdf: () => i18n.t('panel.notScannedPdf'),
  file: () => i18n.t('panel.notScannedFile'),
  'file-access': () => i18n.t('panel.notScannedFileAccess'),
} satisfies Record<NotScannedReason, () => string>;

// Why this tab is not scanned, as the background decides it, and its fix one click away where there is
// one: Options for a website only, since Options adds nothing else.
export function NotScanned({ tabId }: { tabId: number }) {
  const [reason, setReason] = useState<NotScannedReason | undefined>();
  useEffect(() => {
    let cancelled = false;
    setReason(undefined);
    sendMessage('ui>bg:notScannedReason', { tabId }).then(
      (found) => !cancelled && setReason(found),
      () => !cancelled && setReason('unknown'),
    );
    return () => {
      cancelled = true;
    };
  }, [tabId]);
  if (!reason) return <span>{i18n.t('panel.checkingPage')}</span>;
  return (
    <span data-not-scanned={reason}>
      {TEXT[reason]()}{' '}
      {(reason === 'site' || reason === 'unknown') && (
        <a href="/options.html" target="_blank">
          {i18n.t('panel.openOptionsSites')}
        </a>
      )}
      {reason === 'pdf' && <OpenTabPdf tabId={tabId} />}
      {reason === 'file-access' && import.meta.env.BROWSER !== 'firefox' && (
        <button
          type="button"
          class="link"
          onClick={() => void browser.tabs.create({ url: `chrome://extensions/?id=${browser.runtime.id}` })}
        >
          {i18n.t('panel.openExtensionDetails')}
        </button>
      )}
    </span>
  );
}
