/**
 * A page could stop the scanner by forging WXT's "content script started" event (our id is public), so a
 * capturing listener on `window` stops every announcement made without our flag, set on the isolated world's
 * global where the page cannot reach it (test/e2e/hostile-events.spec.ts).
 */

export const ANNOUNCING_KEY = '__vinTinLookupAnnouncing';

type FlagHolder = Record<string, boolean | undefined>;

export interface StartedEventGuard {
  /** Call once WXT has announced this instance (first thing in main). */
  announced(): void;
  remove(): void;
}

export function guardStartedEvent(
  eventName: string,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
  global: object = globalThis,
): StartedEventGuard {
  const holder = global as FlagHolder;
  const listener = (event: Event) => {
    if (holder[ANNOUNCING_KEY] !== true) event.stopImmediatePropagation();
  };
  target.addEventListener(eventName, listener, { capture: true });
  holder[ANNOUNCING_KEY] = true;
  return {
    announced: () => void delete holder[ANNOUNCING_KEY],
    remove: () => target.removeEventListener(eventName, listener, { capture: true }),
  };
}
