import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendMessage } from '@/utils/messaging/protocol';
import { TAX_ID_PORTALS, taxIdFollowUp, type TaxIdBlock } from '@/utils/lookup/tax-id-follow-up';
import type { LookupResult } from '@/utils/lookup/schema';
import { externalLinksAllowed } from '@/utils/policy/view';
import type { LookupQuery } from './LookupForm';
import { usePolicy } from '@/components/hooks/usePolicy';

// Under a "not found" Tax ID (the provider may not know new Tax IDs yet): the RC or BN number printed with
// that Tax ID in one click, and the free official portals. `pageText` is the Tax ID's own block when the
// lookup came from the page; otherwise the tab is asked what it prints around the Tax ID, if it prints it.
export function TaxIdFollowUp({
  result,
  tabId,
  pageText,
  onLookup,
}: {
  result: LookupResult;
  tabId?: number;
  pageText?: string;
  onLookup: (query: LookupQuery) => void;
}) {
  const [read, setRead] = useState<TaxIdBlock>();
  const links = externalLinksAllowed(usePolicy());
  const applies = taxIdFollowUp(result) !== undefined;
  useEffect(() => {
    setRead(undefined);
    // Only pages the user let us scan answer; any other tab gives empty text, hence no offer.
    if (applies && pageText === undefined && tabId !== undefined)
      sendMessage('ui>bg:textBeside', { tabId, value: result.value }).then(setRead, () => undefined);
  }, [applies, pageText, tabId, result.value]);
  const followUp = taxIdFollowUp(result, pageText !== undefined ? { text: pageText } : read);
  if (!followUp) return null;
  return (
    <div class="follow-up" role="note" aria-label={i18n.t('taxId.followUpLabel')}>
      {followUp.cac ? (
        <button type="button" onClick={() => onLookup({ kind: 'cac', value: followUp.cac ?? '' })}>
          {i18n.t('taxIdBeside.verify', [followUp.cac])}
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
