import { i18n } from '#i18n';
import { nextChecksFor } from '@/utils/vin-decode/next-checks';
import type { VinDecode } from '@/utils/vin-decode/decode';
import { translate } from '@/utils/i18n/extension-translate';

/** Plain links to free public checks for the VIN's market; the extension fetches nothing. */
export function NextChecks({ decode }: { decode: VinDecode }) {
  const checks = nextChecksFor(decode);
  if (checks.length === 0) return null;
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
