import { useEffect, useState } from 'preact/hooks';
import { scanTab, type ScanTabOutcome } from '../../utils/site-access/scan-tab';
import { isSiteScanned, removeScannedSite, requestSiteAccess } from '../../utils/site-access/sites';
import { sitePatternForUrl, siteLabel } from '../../utils/site-access/match-patterns';
import type { ActiveTab } from '../useActiveTab';

const SCAN_MESSAGES: Record<ScanTabOutcome, string> = {
  started: 'Scanning: identifiers on this page are marked. Hover one for its Look up button.',
  'already-scanning': 'This page is already scanned.',
  'not-allowed': 'This page cannot be scanned (browser pages and extension stores are off limits).',
};

/**
 * "Scan this page" works anywhere through activeTab; "Always scan this site" asks for the site's
 * permission, and holding it is what makes the background scan the site from then on.
 */
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
      setMessage(granted ? `${siteLabel(pattern)} will be scanned automatically.` : undefined);
    });
  }

  return (
    <section class="page-scan" aria-label="This page">
      <div class="button-row">
        <button
          type="button"
          onClick={() => void scanTab(tab.id).then((outcome) => setMessage(SCAN_MESSAGES[outcome]))}
        >
          Scan this page
        </button>
        {pattern && (
          <label class="toggle">
            <input type="checkbox" checked={always} onChange={(e) => toggleAlways(e.currentTarget.checked)} />
            Always scan {siteLabel(pattern).replace(/^https?:\/\//, '')}
          </label>
        )}
      </div>
      <p class="muted" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
