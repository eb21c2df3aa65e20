import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { listScannedSites, removeScannedSite } from '@/utils/site-access/sites';
import { siteLabel } from '@/utils/site-access/match-patterns';

/** The sites scanned automatically: exactly those whose permission the user granted. */
export function ScannedSites() {
  const [sites, setSites] = useState<string[]>();
  const [problem, setProblem] = useState<string>();

  async function remove(pattern: string) {
    setProblem(undefined);
    if (!(await removeScannedSite(pattern))) {
      setProblem(i18n.t('options.removeFailed', [siteLabel(pattern)]));
    }
    setSites(await listScannedSites());
  }

  useEffect(() => {
    const refresh = () => void listScannedSites().then(setSites);
    refresh();
    browser.permissions.onAdded.addListener(refresh);
    browser.permissions.onRemoved.addListener(refresh);
    return () => {
      browser.permissions.onAdded.removeListener(refresh);
      browser.permissions.onRemoved.removeListener(refresh);
    };
  }, []);

  if (!sites) return <p class="muted">{i18n.t('options.sitesLoading')}</p>;
  if (sites.length === 0) {
    return <p class="muted">{i18n.t('options.noSites')}</p>;
  }
  return (
    <>
      {problem && (
        <p class="failure" role="alert">
          {problem}
        </p>
      )}
      <ul class="sites">
        {sites.map((pattern) => (
          <li key={pattern}>
            <code>{siteLabel(pattern)}</code>{' '}
            <button
              type="button"
              class="link"
              aria-label={i18n.t('options.stopScanning', [siteLabel(pattern)])}
              onClick={() => void remove(pattern)}
            >
              {i18n.t('options.remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
