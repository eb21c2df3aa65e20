import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { StatusMessage, type Status } from '@/components/StatusMessage';
import { siteLabel } from '@/utils/site-access/match-patterns';
import { requestSites, sitesNotGranted } from '@/utils/site-access/sites';

/**
 * A browser cannot grant host access by policy: the organisation's sites are offered in one click, and
 * granting is enabling, as for "Always scan".
 */
export function OrgSitesOffer({ sites }: { sites: readonly string[] | undefined }) {
  const [missing, setMissing] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>();
  const wanted = (sites ?? []).join('\n');

  useEffect(() => {
    if (wanted) void sitesNotGranted(wanted.split('\n')).then(setMissing);
    else setMissing([]);
  }, [wanted]);

  if (missing.length === 0) return status ? <StatusMessage status={status} /> : null;

  function allow() {
    // The prompt needs the click's user gesture: nothing is awaited before it.
    void requestSites(missing).then(async (granted) => {
      setStatus({ ok: granted, text: i18n.t(granted ? 'policy.sitesAllowed' : 'policy.sitesDenied') });
      setMissing(await sitesNotGranted(missing));
    });
  }

  return (
    <section class="org-sites" aria-labelledby="org-sites-heading">
      <p id="org-sites-heading">
        {missing.length === 1
          ? i18n.t('policy.sitesOfferOne')
          : i18n.t('policy.sitesOfferMany', [missing.length])}
      </p>
      <ul>
        {missing.map((site) => (
          <li key={site}>{siteLabel(site)}</li>
        ))}
      </ul>
      <button type="button" onClick={allow}>
        {i18n.t('policy.allowSites')}
      </button>
      <StatusMessage status={status} />
    </section>
  );
}
