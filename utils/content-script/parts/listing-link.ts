/**
 * Where the always-on scanner and the listing check meet. The check (each VIN's own row or card, read to
 * compare with its free decode) is a script the background injects into a frame once that frame has a VIN
 * mark: most pages hold no VIN, and none of them loads or compiles it. The scanner leaves this link on the
 * isolated world's global; the check takes it and registers itself.
 */
import type { MarkStore } from '../paint/mark-store';

export const LISTING_LINK_KEY = '__vinTinLookupListings';

/** Injections asked for at most, per page: a background that keeps refusing is not asked for ever. */
const MAX_ASKS = 3;

/** What the check offers once it runs (its rounds: listing-check/listing-rounds.ts). */
export interface ListingCheck {
  /** The scan went idle: a round if it found marks since the last one. */
  afterScan(): void;
  /** The side panel read the list: a round for whatever is still unchecked. */
  listAsked(): void;
  stop(): void;
}

export interface ListingLink {
  readonly store: MarkStore;
  alive(): boolean;
  /** The check registers itself and is told at once what it missed while it was on its way. */
  attach(check: ListingCheck): void;
}

export interface ListingHost {
  afterScan(): void;
  listAsked(): void;
  remove(): void;
}

export function hostListingCheck(
  options: {
    store: MarkStore;
    alive(): boolean;
    /** Asks the background to inject the check into this frame; false when it could not. */
    inject(): Promise<boolean>;
  },
  global: object = globalThis,
): ListingHost {
  const holder = global as Record<string, ListingLink | undefined>;
  const { store, alive, inject } = options;
  let check: ListingCheck | undefined;
  let asking = false;
  let asks = 0;
  let listAsked = false;
  /** The store's size when it was last looked through and held no VIN: unchanged, it is not looked again. */
  let noVinAt = -1;
  const hasVin = () => {
    if (store.size === noVinAt) return false;
    for (const mark of store.all()) if (mark.kind === 'vin') return true;
    noVinAt = store.size;
    return false;
  };
  const wake = () => {
    if (asking || asks >= MAX_ASKS || !hasVin()) return;
    asking = true;
    asks += 1;
    void inject().then(
      (done) => void (asking = done),
      () => void (asking = false),
    );
  };
  const link: ListingLink = {
    store,
    alive,
    attach(started) {
      check = started;
      started.afterScan();
      if (listAsked) started.listAsked();
    },
  };
  holder[LISTING_LINK_KEY] = link;
  return {
    afterScan: () => (check ? check.afterScan() : wake()),
    listAsked() {
      if (check) return check.listAsked();
      listAsked = true;
      wake();
    },
    remove() {
      check?.stop();
      check = undefined;
      if (holder[LISTING_LINK_KEY] === link) delete holder[LISTING_LINK_KEY];
    },
  };
}
