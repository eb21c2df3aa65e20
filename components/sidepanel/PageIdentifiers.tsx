import { useEffect, useState } from 'preact/hooks';
import { sendToContent, type PageIdentifier } from '../../utils/messaging/protocol';

const KIND_LABEL = { vin: 'VIN', tin: 'TIN', cac: 'CAC', phone: 'Phone' } as const;

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

  if (listing.status === 'loading') return <p class="muted">Checking this page…</p>;
  if (listing.status === 'not-scanned') {
    return (
      <p class="muted">
        This page is not scanned. Use “Scan this page” in the toolbar popup, or allow this site in Options.
      </p>
    );
  }
  const { identifiers } = listing;
  if (identifiers.length === 0) return <p class="muted">No identifiers found on this page.</p>;
  return (
    <div class="page-ids">
      <table class="page-ids__table">
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Identifier</th>
            <th scope="col">Seen</th>
            <th scope="col">
              <span class="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {identifiers.map((identifier) => (
            <tr key={`${identifier.kind}:${identifier.value}`}>
              <td>{KIND_LABEL[identifier.kind]}</td>
              <td>
                <code>{identifier.value}</code>
                {identifier.confidence === 'low' && (
                  <span class="badge badge--warn" title="The VIN check digit does not match">
                    unchecked
                  </span>
                )}
              </td>
              <td>{identifier.count}×</td>
              <td>
                <button
                  type="button"
                  class="link"
                  onClick={() => onLookUp([identifier])}
                  aria-label={`Look up ${KIND_LABEL[identifier.kind]} ${identifier.value}`}
                >
                  Look up
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {identifiers.length > 1 &&
        (confirming ? (
          <div class="warning" role="alertdialog" aria-label="Confirm paid lookups">
            <p>
              Look up all {identifiers.length} identifiers? This may make up to {identifiers.length} paid
              calls (answers already cached are free).
            </p>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                onLookUp(identifiers);
              }}
            >
              Look up {identifiers.length}
            </button>{' '}
            <button type="button" class="link" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            Look up all…
          </button>
        ))}
    </div>
  );
}
