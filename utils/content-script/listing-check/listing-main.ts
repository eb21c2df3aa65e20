/** Joins the frame's scanner through its link, once: a second injection finds the check already there. */
import { LISTING_LINK_KEY, type ListingLink } from '../parts/listing-link';
import { sendMessage } from '../main/messaging';
import { pageClock } from '../time/page-clock';
import { createSliceScheduler } from '../time/slice-scheduler';
import { listingRounds } from './listing-rounds';

const STARTED_KEY = '__vinTinLookupListingsStarted';

export function startListingCheck(global: object = globalThis): boolean {
  const holder = global as Record<string, unknown>;
  const link = holder[LISTING_LINK_KEY] as ListingLink | undefined;
  if (!link || !link.alive() || holder[STARTED_KEY] === link) return false;
  holder[STARTED_KEY] = link;
  // A scheduler of its own: in the scanner's queue the rounds would keep the scanner from ever being idle.
  const scheduler = createSliceScheduler(pageClock(), { onError: (error) => console.warn(error) });
  const rounds = listingRounds({
    store: link.store,
    scheduler,
    alive: () => link.alive(),
    send: (found) => void sendMessage('cs>bg:listings', found).catch(() => {}),
  });
  link.attach({
    afterScan: rounds.afterScan,
    listAsked: rounds.listAsked,
    stop() {
      scheduler.stop();
      if (holder[STARTED_KEY] === link) delete holder[STARTED_KEY];
    },
  });
  return true;
}
