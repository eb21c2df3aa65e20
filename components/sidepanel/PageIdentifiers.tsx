import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendToContent, type PageIdentifier } from '../../utils/messaging/protocol';

const KIND_KEYS = { vin: 'kind.vin', tin: 'kind.tin', cac: 'form.channelCac', phone: 'kind.phone' } as const;

type Listing =
  { status: 'loading' } | { status: 'not-scanned' } | { status: 'ready'; identifiers: PageIdentifier[] };

/**
 * What the content script found on the tab's page. "Look up all" says first how many calls it may
 * make: every call can cost money.
 */
export function PageIdentifiers({
  tabId,
  refreshKey,
  onLookUp,
}: {
  tabId: number;
  refreshKey: string;
  onLookUp: (identifiers: PageIdentifier[]) => void;
}) {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setListing({ status: 'loading' });
    setConfirming(false);
    sendToContent('content:listIdentifiers', undefined, tabId).then(
      (identifiers) =>
        !cancelled && setListing(identifiers ? { status: 'ready', identifiers } : { status: 'not-scanned' }),
      () => !cancelled && setListing({ status: 'not-scanned' }),
    );
    return () => {
      cancelled = true;
    };
  }, [tabId, refreshKey]);

  if (listing.status === 'loading') return <p class="muted">{i18n.t('panel.checkingPage')}</p>;
  if (listing.status === 'not-scanned') {
    return <p class="muted">{i18n.t('panel.notScanned')}</p>;
  }
  const { identifiers } = listing;
  if (identifiers.length === 0) return <p class="muted">{i18n.t('panel.noIdentifiers')}</p>;
  return (
    <div class="page-ids">
      <table class="page-ids__table">
        <thead>
          <tr>
            <th scope="col">{i18n.t('panel.columnKind')}</th>
            <th scope="col">{i18n.t('panel.columnIdentifier')}</th>
            <th scope="col">{i18n.t('panel.columnSeen')}</th>
            <th scope="col">
              <span class="visually-hidden">{i18n.t('panel.columnAction')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {identifiers.map((identifier) => (
            <tr key={`${identifier.kind}:${identifier.value}`}>
              <td>{i18n.t(KIND_KEYS[identifier.kind])}</td>
              <td>
                <code>{identifier.value}</code>
                {identifier.confidence === 'low' && (
                  <span class="badge badge--warn" title={i18n.t('panel.uncheckedTitle')}>
                    {i18n.t('panel.unchecked')}
                  </span>
                )}
              </td>
              <td>{i18n.t('panel.seenTimes', [identifier.count])}</td>
              <td>
                <button
                  type="button"
                  class="link"
                  onClick={() => onLookUp([identifier])}
                  aria-label={i18n.t('panel.lookUpOne', [
                    i18n.t(KIND_KEYS[identifier.kind]),
                    identifier.value,
                  ])}
                >
                  {i18n.t('form.lookUp')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {identifiers.length > 1 &&
        (confirming ? (
          <div class="warning" role="alertdialog" aria-label={i18n.t('panel.lookUpAllConfirmLabel')}>
            <p>{i18n.t('panel.lookUpAllQuestion', [identifiers.length])}</p>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                onLookUp(identifiers);
              }}
            >
              {i18n.t('panel.lookUpCount', [identifiers.length])}
            </button>{' '}
            <button type="button" class="link" onClick={() => setConfirming(false)}>
              {i18n.t('panel.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {i18n.t('panel.lookUpAllAsk')}
          </button>
        ))}
    </div>
  );
}
