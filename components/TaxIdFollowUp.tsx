import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type PageIdentifier } from '@/utils/messaging/protocol';
import { TAX_ID_PORTALS, taxIdFollowUp } from '@/utils/lookup/tax-id-follow-up';
import type { LookupResult } from '@/utils/lookup/schema';
import { externalLinksAllowed } from '@/utils/policy/view';
import type { LookupQuery } from './LookupForm';
import { usePolicy } from './usePolicy';

// Under a "not found" Tax ID (the provider may not know new Tax IDs yet): the company's RC or BN number
// from the page in one click, and the free official portals.
export function TaxIdFollowUp({
  result,
  tabId,
  onLookup,
}: {
  result: LookupResult;
  tabId?: number;
  onLookup: (query: LookupQuery) => void;
}) {
  const [page, setPage] = useState<PageIdentifier[]>([]);
  const links = externalLinksAllowed(usePolicy());
  const applies = taxIdFollowUp(result) !== undefined;
  useEffect(() => {
    // Only pages the user let us scan answer; any other tab has no content script, hence no list.
    if (applies && tabId !== undefined)
      sendMessage('ui>bg:pageIdentifiers', { tabId }).then(
        (list) => setPage(list ?? []),
        () => undefined,
      );
  }, [applies, tabId]);
  const followUp = taxIdFollowUp(result, page);
  if (!followUp) return null;
  return (
    <div class="follow-up" role="note" aria-label={i18n.t('taxId.followUpLabel')}>
      {followUp.cac ? (
        <button type="button" onClick={() => onLookup({ kind: 'cac', value: followUp.cac ?? '' })}>
          {i18n.t('taxId.verifyCac', [followUp.cac])}
        </button>
      ) : (
        <p>{i18n.t('taxId.tryCacOrLegacy')}</p>
      )}
      {links && (
        <p>
          {i18n.t('taxId.portals')}{' '}
          {TAX_ID_PORTALS.map((portal, index) => (
            <span key={portal}>
              {index > 0 && ' · '}
              <a href={portal} target="_blank" rel="noopener noreferrer">
                {new URL(portal).host}
              </a>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
