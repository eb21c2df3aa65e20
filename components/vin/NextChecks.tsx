import { i18n } from '#i18n';
import { nextChecksFor } from '@/utils/vin-decode/next-checks';
import type { VinDecode } from '@/utils/vin-decode/decode';
import { translate } from '@/utils/i18n/extension-translate';
import { externalLinksAllowed } from '@/utils/policy/view';
import { usePolicy } from '@/components/hooks/usePolicy';

/** Plain links to free public checks for the VIN's market; the extension fetches nothing. */
export function NextChecks({ decode }: { decode: VinDecode }) {
  const checks = nextChecksFor(decode);
  // An organisation may keep its desks on its own tools: no links out.
  const allowed = externalLinksAllowed(usePolicy());
  if (checks.length === 0 || !allowed) return null;
  return (
    <div class="vin-next">
      <p class="vin-next__title">{i18n.t('vinPreview.nextChecks')}</p>
      <ul>
        {checks.map((check) => (
          <li key={check.url}>
            <a href={check.url} target="_blank" rel="noopener noreferrer">
              {translate(check.labelKey)}
            </a>
          </li>
        ))}
      </ul>
      <p class="muted">{i18n.t('vinPreview.nextChecksNote')}</p>
    </div>
  );
}
