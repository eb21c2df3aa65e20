import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { listScannedSites, removeScannedSite } from '../../utils/site-access/sites';
import { siteLabel } from '../../utils/site-access/match-patterns';

/** The sites scanned automatically: exactly those whose permission the user granted. */
export function ScannedSites() {
  const [sites, setSites] = useState<string[]>();
  const [problem, setProblem] = useState<string>();

  async function remove(pattern: string) {
    setProblem(undefined);
    if (!(await removeScannedSite(pattern))) {
      setProblem(
        `${siteLabel(pattern)} could not be removed: access granted when the extension was installed can only be withdrawn in the browser's extension settings (Site access).`,
      );
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

  if (!sites) return <p class="muted">Loading…</p>;
  if (sites.length === 0) {
    return (
      <p class="muted">
        No site is scanned automatically. Open the toolbar popup on a site and tick “Always scan” to add it,
        or use “Scan this page” once.
      </p>
    );
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
              aria-label={`Stop scanning ${siteLabel(pattern)}`}
              onClick={() => void remove(pattern)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
