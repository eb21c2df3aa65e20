import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendToContent, type PageIdentifier } from '../../utils/messaging/protocol';
import { nextLookupBatch, ROWS_PER_PAGE } from '../../utils/panel/page-batches';

const KIND_KEYS = { vin: 'kind.vin', tin: 'kind.tin', cac: 'form.channelCac', phone: 'kind.phone' } as const;

type Listing =
  { status: 'loading' } | { status: 'not-scanned' } | { status: 'ready'; identifiers: PageIdentifier[] };

/**
 * What the content script found on the tab's page. "Look up all" says first how many calls it may
 * make: every call can cost money. On a big page the rows come a page at a time, and the lookups a
 * batch per confirmation (utils/panel/page-batches.ts).
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
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  /** How many identifiers, from the top of the list, were sent by "Look up" batches. */
  const [sent, setSent] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setListing({ status: 'loading' });
    setConfirming(false);
    setShown(ROWS_PER_PAGE);
    setSent(0);
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
  const batch = nextLookupBatch(identifiers, sent);
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
          {identifiers.slice(0, shown).map((identifier) => (
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
      {identifiers.length > shown && (
        <p>
          <span class="muted">{i18n.t('panel.shownCount', [shown, identifiers.length])}</span>{' '}
          <button type="button" class="link" onClick={() => setShown(shown + ROWS_PER_PAGE)}>
            {i18n.t('panel.showMore', [Math.min(ROWS_PER_PAGE, identifiers.length - shown)])}
          </button>
        </p>
      )}
      {identifiers.length > 1 &&
        (!batch ? (
          <p class="muted">{i18n.t('panel.allSent')}</p>
        ) : confirming ? (
          <div class="warning" role="alertdialog" aria-label={i18n.t('panel.lookUpAllConfirmLabel')}>
            <p>
              {batch.isAll
                ? i18n.t('panel.lookUpAllQuestion', [identifiers.length])
                : i18n.t('panel.lookUpBatchQuestion', [
                    sent + 1,
                    sent + batch.items.length,
                    identifiers.length,
                    batch.items.length,
                  ])}
            </p>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                setSent(sent + batch.items.length);
                onLookUp(batch.items);
              }}
            >
              {i18n.t('panel.lookUpCount', [batch.items.length])}
            </button>{' '}
            <button type="button" class="link" onClick={() => setConfirming(false)}>
              {i18n.t('panel.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {batch.isAll
              ? i18n.t('panel.lookUpAllAsk')
              : i18n.t(batch.continues ? 'panel.lookUpNextAsk' : 'panel.lookUpFirstAsk', [
                  batch.items.length,
                ])}
          </button>
        ))}
    </div>
  );
}
