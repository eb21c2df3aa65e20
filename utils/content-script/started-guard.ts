/**
 * Keeps pages from switching the scanner off with a forged "content script started" event.
 *
 * WXT's content-script context stops an older instance of the script when a newer one announces itself
 * with a CustomEvent on `document` named `<extension id>:content:wxt:content-script-started`. The DOM is
 * shared with the page, and a store extension's id is public, so any page could dispatch that event and
 * turn our marks and button off (found by test/e2e/hostile-events.spec.ts). Only our own instances may.
 *
 * The instance about to start raises a flag on the isolated world's global (which the page cannot see
 * or write) just before WXT announces it, and drops it right after; a capturing listener on `window`,
 * which runs before WXT's listener on `document`, stops every announcement made without the flag.
 */

/** Property of the content scripts' isolated-world global, shared by every instance in this frame. */
export const ANNOUNCING_KEY = '__vinTinLookupAnnouncing';

type FlagHolder = Record<string, boolean | undefined>;

export interface StartedEventGuard {
  /** Call once WXT has announced this instance (first thing in main). */
  announced(): void;
  /** Removes the listener (when this instance is invalidated). */
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
