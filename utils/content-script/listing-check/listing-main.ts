/** Joins the frame's scanner through its parts host, once: a second injection finds the check running. */
import { sendMessage } from '../main/messaging';
import { partsLinkOf } from '../parts/parts-host';
import { pageClock } from '../time/page-clock';
import { createSliceScheduler } from '../time/slice-scheduler';
import { listingRounds } from './listing-rounds';

export function startListingCheck(global: object = globalThis): boolean {
  const link = partsLinkOf(global);
  return (
    link?.attach('ListingCheck', () => {
      // A scheduler of its own: in the scanner's queue the rounds would keep the scanner from ever being idle.
      const scheduler = createSliceScheduler(pageClock(), { onError: (error) => console.warn(error) });
      const rounds = listingRounds({
        store: link.store,
        scheduler,
        alive: () => link.alive(),
        send: (found) => void sendMessage('cs>bg:listings', found).catch(() => {}),
      });
      // A round at once: the check comes after the scan that found the frame's first VIN.
      rounds.afterScan();
      return {
        on: (event) => (event === 'listAsked' ? rounds.listAsked() : rounds.afterScan()),
        stop: () => scheduler.stop(),
      };
    }) === true
  );
}
