/**
 * The always-on half's only listeners for the user: a trusted hover over a block with marks, trusted keyboard
 * focus on marked content, and Alt+Shift+S (also the "scan-page" command's key, so it works wherever the
 * browser sends it). Untrusted events are the page's and never reach the UI: the page could otherwise steer
 * the button under the user's click or move focus to it. Focus never moves on its own.
 */
import type { Mark } from '../paint/mark-store';

/** What wakes the UI, or what the user did since: all from trusted events, checked on this side. */
export type PageUiTrigger =
  | { type: 'pointer'; x: number; y: number; target: Element }
  | { type: 'focus'; target: Element }
  | { type: 'shortcut' }
  | { type: 'reveal'; mark: Mark };

export interface PageUiTriggerOptions {
  document: Document;
  signal: AbortSignal;
  alive(): boolean;
  /** Whether anything is marked at all: on a page without identifiers every event costs nothing. */
  hasMarks(): boolean;
  /** Whether the UI is running (it then follows every move), or `target`'s block has marks (wake it). */
  wants(target: Element): boolean;
  trigger(trigger: PageUiTrigger): void;
}

function isShortcut(event: KeyboardEvent): boolean {
  // `code`, not `key`: with Alt held, macOS layouts turn the key into another character.
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS';
}

export function listenForPageUi(options: PageUiTriggerOptions): void {
  const { document, signal, alive, hasMarks, wants, trigger } = options;
  let frame = 0;
  let pointer: { x: number; y: number; target: Element } | undefined;
  const passive = { capture: true, passive: true, signal };
  document.addEventListener(
    'pointermove',
    (event) => {
      if (!event.isTrusted || !hasMarks() || !(event.target instanceof Element)) return;
      pointer = { x: event.clientX, y: event.clientY, target: event.target };
      // Hit-tested once a frame at most, against the marks of the block under the pointer only.
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (pointer && alive() && wants(pointer.target)) trigger({ type: 'pointer', ...pointer });
      });
    },
    passive,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      // A focusin the page dispatched is not focus moving (real focus changes, even script ones, are trusted).
      if (!event.isTrusted || !(target instanceof Element) || !hasMarks() || !alive()) return;
      if (target.matches(':focus-visible') && wants(target)) trigger({ type: 'focus', target });
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'keydown',
    (event) => {
      // Only the user's own key press, and only where there is something to go to: else the key is the page's.
      if (!event.isTrusted || !isShortcut(event) || !alive() || !hasMarks()) return;
      event.preventDefault();
      event.stopPropagation();
      trigger({ type: 'shortcut' });
    },
    { capture: true, signal },
  );
  signal.addEventListener('abort', () => cancelAnimationFrame(frame));
}

/**
 * Wakes the UI ahead of need once the document is on screen: the first hover then finds its button ready,
 * even after the browser stopped the worker (whose start alone outlasts the hover's budget). A tab loaded
 * in the background waits until it is shown: many are closed unread.
 */
export function prepareWhenSeen(document: Document, signal: AbortSignal, prepare: () => void): void {
  if (document.visibilityState === 'visible') return prepare();
  const shown = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', shown);
    prepare();
  };
  document.addEventListener('visibilitychange', shown, { signal });
}
