/**
 * When the listing check reads its cards: after a scan that found new marks goes idle, or when the side
 * panel asks for the page's list; never in a chain of its own. Each round reads at most 50 VINs not sent
 * yet, right after the page's next frame, when reading styles forces no layout, in slices of its own
 * scheduler: in the scanner's queue it would keep the scanner from ever being idle, and a change's marks
 * would wait for the cards to be read before they were painted.
 */
import { listingJob, type Listing } from '../read/listing-context';
import type { MarkStore } from '../paint/mark-store';
import { afterNextFrame } from '../time/page-clock';
import type { SliceScheduler } from '../time/slice-scheduler';

export interface ListingRounds {
  /** The scan went idle: a round if it found marks since the last one. */
  afterScan(): void;
  /** The side panel read the list: a round for whatever is still unchecked. */
  listAsked(): void;
}

export function listingRounds(options: {
  store: MarkStore;
  /** A scheduler of the listing check's own (not the scanner's). */
  scheduler: SliceScheduler;
  alive(): boolean;
  send(listings: Listing[]): void;
}): ListingRounds {
  const { store, scheduler, alive, send } = options;
  const sent = new Set<string>();
  let markedAtLastRound = -1;
  let pending = false;
  const run = () => {
    pending = false;
    if (!alive()) return;
    markedAtLastRound = store.size;
    const job = listingJob(store, sent, send);
    if (job) scheduler.enqueue(job, 'background');
  };
  const request = (always: boolean) => {
    if (pending || (!always && store.size === markedAtLastRound)) return;
    pending = true;
    afterNextFrame(run);
  };
  return { afterScan: () => request(false), listAsked: () => request(true) };
}
