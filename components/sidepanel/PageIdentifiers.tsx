import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type PageIdentifier } from '@/utils/messaging/protocol';
import { nextLookupBatch, ROWS_PER_PAGE } from '@/utils/panel/page-batches';
import { identifierKey, identifierMatchKey } from '@/utils/detect/identifier-key';
import { KIND_SHORT_LABEL_KEYS as KIND_KEYS } from '@/utils/detect/kind-labels';
import { verdictKindOf } from '@/utils/verdict/state';
import { identifierOutcome, newestLookups } from '@/utils/panel/identifier-outcome';
import type { TabLookup } from '@/utils/panel/tab-lookups';
import { isMaskedVin } from '@/utils/detect';
import { VinSummary } from '@/components/vin/VinSummary';
import { NotScanned } from './NotScanned';
import { OutcomeCell } from './OutcomeCell';

type Listing =
  { status: 'loading' } | { status: 'not-scanned' } | { status: 'ready'; identifiers: PageIdentifier[] };

// The identifiers found on the tab's page, each with its outcome in this tab. "Look up all" first says how
// many calls it may make: every call can cost money.
export function PageIdentifiers({
  tabId,
  refreshKey,
  reloadKey = 0,
  demo = false,
  lookups,
  now,
  onLookUp,
  onOpen,
  onReveal,
}: {
  tabId: number;
  refreshKey: string;
  /** A change that keeps the page but may change its list (the site's country rule): read it again. */
  reloadKey?: number;
  /** Demo answers cost nothing: the confirmation then speaks of no payment. */
  demo?: boolean;
  /** This tab's lookups, newest first. */
  lookups: readonly TabLookup[];
  now: number;
  onLookUp: (identifiers: PageIdentifier[]) => void;
  onOpen: (lookupId: string) => void;
  onReveal: (identifier: PageIdentifier) => void;
}) {
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  /** The identifiers of this page sent for lookup from this list (a batch or their own row). */
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  /** Bumped by "Refresh list": the page may have added identifiers since (infinite scroll). */
  const [reloads, setReloads] = useState(0);

  // Another tab or another page: a fresh start.
  useEffect(() => {
    setShown(ROWS_PER_PAGE);
    setSent(new Set());
  }, [tabId, refreshKey]);

  useEffect(() => {
    let cancelled = false;
    setListing({ status: 'loading' });
    setConfirming(false);
    sendMessage('ui>bg:pageIdentifiers', { tabId }).then(
      (identifiers) =>
        !cancelled && setListing(identifiers ? { status: 'ready', identifiers } : { status: 'not-scanned' }),
      () => !cancelled && setListing({ status: 'not-scanned' }),
    );
    return () => {
      cancelled = true;
    };
  }, [tabId, refreshKey, reloads, reloadKey]);

  const send = (identifiers: PageIdentifier[]) => {
    setSent(new Set([...sent, ...identifiers.map(identifierKey)]));
    onLookUp(identifiers);
  };

  if (listing.status === 'loading') return <p class="muted">{i18n.t('panel.checkingPage')}</p>;
  // The page may change under the list (infinite scroll, "Scan this page" just now): read it again.
  const refresh = (
    <button type="button" class="link" onClick={() => setReloads(reloads + 1)}>
      {i18n.t('panel.refreshList')}
    </button>
  );
  if (listing.status === 'not-scanned') {
    return (
      <p class="muted">
        <NotScanned tabId={tabId} /> {refresh}
      </p>
    );
  }
  const { identifiers } = listing;
  if (identifiers.length === 0) {
    return (
      <p class="muted">
        {i18n.t('panel.noIdentifiers')} {refresh}
      </p>
    );
  }
  const batch = nextLookupBatch(identifiers, sent);
  const byValue = newestLookups(lookups);
  return (
    <div class="page-ids">
      <table class="page-ids__table">
        <thead>
          <tr>
            <th scope="col">{i18n.t('panel.columnIdentifier')}</th>
            <th scope="col">{i18n.t('panel.columnOutcome')}</th>
          </tr>
        </thead>
        <tbody>
          {identifiers.slice(0, shown).map((identifier) => {
            // Named by the check that runs: a 13-digit number found as a TIN is a Tax ID (utils/verdict/).
            const verdictKind = verdictKindOf(identifier);
            const kind = i18n.t(verdictKind === 'taxId' ? 'kind.taxId' : KIND_KEYS[identifier.kind]);
            return (
              <tr key={identifierKey(identifier)}>
                <td>
                  <button
                    type="button"
                    class="link page-ids__value"
                    title={i18n.t('panel.showOnPage', [identifier.value])}
                    aria-label={i18n.t('panel.showOnPage', [identifier.value])}
                    onClick={() => onReveal(identifier)}
                  >
                    <code>{identifier.value}</code>
                  </button>
                  <span class="page-ids__meta muted">
                    {kind}
                    {identifier.count > 1 && ` · ${i18n.t('panel.seenTimes', [identifier.count])}`}
                  </span>
                  {identifier.confidence === 'low' && !isMaskedVin(identifier.value) && (
                    <span class="badge badge--warn" title={i18n.t('panel.uncheckedTitle')}>
                      {i18n.t('panel.unchecked')}
                    </span>
                  )}
                  {identifier.kind === 'vin' && <VinSummary vin={identifier.value} />}
                  {identifier.listingFlag && (
                    <span class="vin-summary vin-summary--warn" role="note">
                      ⚠ {identifier.listingFlag}
                    </span>
                  )}
                </td>
                <td>
                  <OutcomeCell
                    outcome={identifierOutcome(byValue.get(identifierMatchKey(identifier.value)), now)}
                    lookUpLabel={
                      isMaskedVin(identifier.value)
                        ? i18n.t('panel.previewOne', [identifier.value])
                        : i18n.t('panel.lookUpOne', [kind, identifier.value])
                    }
                    lookUpText={i18n.t(isMaskedVin(identifier.value) ? 'panel.preview' : 'form.lookUp')}
                    onLookUp={() => send([identifier])}
                    onOpen={onOpen}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        {identifiers.length > shown && (
          <>
            <span class="muted">{i18n.t('panel.shownCount', [shown, identifiers.length])}</span>{' '}
            <button type="button" class="link" onClick={() => setShown(shown + ROWS_PER_PAGE)}>
              {i18n.t('panel.showMore', [Math.min(ROWS_PER_PAGE, identifiers.length - shown)])}
            </button>{' '}
          </>
        )}
        {refresh}
      </p>
      {identifiers.filter((identifier) => !isMaskedVin(identifier.value)).length > 1 &&
        (!batch ? (
          <p class="muted">{i18n.t('panel.allSent')}</p>
        ) : confirming ? (
          <div
            class="warning"
            role="alertdialog"
            aria-label={i18n.t(demo ? 'panel.lookUpAllConfirmLabelDemo' : 'panel.lookUpAllConfirmLabel')}
          >
            <p>
              {batch.isAll
                ? i18n.t(demo ? 'panel.lookUpAllQuestionDemo' : 'panel.lookUpAllQuestion', [
                    identifiers.length,
                  ])
                : i18n.t(demo ? 'panel.lookUpBatchQuestionDemo' : 'panel.lookUpBatchQuestion', [
                    batch.items.length,
                    batch.left,
                    identifiers.length,
                  ])}
            </p>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                send(batch.items);
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
              : i18n.t(batch.left < identifiers.length ? 'panel.lookUpNextAsk' : 'panel.lookUpFirstAsk', [
                  batch.items.length,
                ])}
          </button>
        ))}
    </div>
  );
}
