import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { scanTab, type ScanTabOutcome } from '@/utils/site-access/scan-tab';
import { isSiteScanned, removeScannedSite, requestSiteAccess } from '@/utils/site-access/sites';
import { sitePatternForUrl, siteLabel } from '@/utils/site-access/match-patterns';
import type { ActiveTab } from '@/components/hooks/useActiveTab';

const SCAN_MESSAGE_KEYS = {
  started: 'scan.started',
  'already-scanning': 'scan.alreadyScanning',
  'not-allowed': 'scan.notAllowed',
} as const satisfies Record<ScanTabOutcome, string>;

/** "Scan this page" needs only activeTab; "Always scan this site" asks for the site's permission. */
export function PageScanControls({ tab }: { tab: ActiveTab }) {
  const pattern = tab.url ? sitePatternForUrl(tab.url) : undefined;
  const [always, setAlways] = useState(false);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (tab.url) void isSiteScanned(tab.url).then(setAlways);
  }, [tab.url]);

  function toggleAlways(checked: boolean) {
    if (!tab.url || !pattern) return;
    // The permission prompt needs this click's user gesture: request before anything is awaited.
    const change = checked
      ? requestSiteAccess(tab.url)
      : removeScannedSite(pattern).then((removed) => !removed);
    void change.then((granted) => {
      setAlways(granted);
      setMessage(granted ? i18n.t('scan.willBeScanned', [siteLabel(pattern)]) : undefined);
    });
  }

  return (
    <section class="page-scan" aria-label={i18n.t('scan.region')}>
      <div class="button-row">
        <button
          type="button"
          onClick={() =>
            void scanTab(tab.id).then((outcome) => setMessage(i18n.t(SCAN_MESSAGE_KEYS[outcome])))
          }
        >
          {i18n.t('scan.scanPage')}
        </button>
        {pattern && (
          <label class="toggle">
            <input type="checkbox" checked={always} onChange={(e) => toggleAlways(e.currentTarget.checked)} />
            {i18n.t('scan.alwaysScan', [siteLabel(pattern).replace(/^https?:\/\//, '')])}
          </label>
        )}
      </div>
      <p class="muted" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
