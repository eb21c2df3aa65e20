/**
 * When the button shows: on hover (hit-tested once a frame, against the marks of the block under the pointer
 * only), or by Alt+Shift+S, also the "scan-page" command's key so it works wherever the browser sends it.
 * Focus never moves on its own.
 */
import { blockOf } from './block-walk';
import { pointInBoxes, type Box } from './geometry';
import {
  containsMessage,
  lookupStatusMessage,
  noIdentifiersMessage,
  type LookupResultState,
} from './lookup-label';
import { findMark, nextMark } from './mark-order';
import type { Mark, MarkStore } from './mark-store';
import { Overlay } from './overlay';
import { readsInOrder } from './reading-order';

/** How long the button stays after the pointer leaves, so it can be reached. */
const HIDE_DELAY_MS = 400;
/** How long a result state ("Opened in side panel") stays before the button may hide. */
const RESULT_LINGER_MS = 2500;

function isShortcut(event: KeyboardEvent): boolean {
  // `code`, not `key`: with Alt held, macOS layouts turn the key into another character.
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS';
}

export interface LookupUiOptions {
  document: Document;
  store: MarkStore;
  signal: AbortSignal;
  /** Sends the lookup; resolves with what the button should say next. */
  send(mark: Mark): Promise<LookupResultState>;
  /** False once the extension is gone (disabled, updated): handlers then stop at once. */
  alive(): boolean;
}

export class LookupUi {
  readonly overlay: Overlay;
  readonly #probe: Range;
  #pointer: { x: number; y: number; target: EventTarget | null } | undefined;
  #frame = 0;
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #lingerUntil = 0;
  #returnFocus: HTMLElement | undefined;

  readonly #marksIn = (node: Node) => this.#options.store.marksStartingIn(node);

  /** A field, so it exists before the constructor hands it to the Overlay. */
  readonly events = {
    activate: (mark: Mark) => void this.#activate(mark),
    navigate: (mark: Mark, step: 1 | -1) => this.#navigate(mark, step),
    dismiss: (restoreFocus: boolean) => this.#dismiss(restoreFocus),
  };

  readonly #options: LookupUiOptions;

  constructor(options: LookupUiOptions) {
    this.#options = options;
    // One live Range, reused, to read the line boxes of the marks.
    this.#probe = options.document.createRange();
    this.overlay = new Overlay(options.document, this.events, options.signal);
  }

  start(): void {
    const { document, signal } = this.#options;
    const passive = { capture: true, passive: true, signal };
    document.addEventListener('pointermove', (event) => this.#onPointerMove(event), passive);
    document.addEventListener('scroll', () => this.#onScroll(), passive);
    window.addEventListener('resize', () => this.#onScroll(), passive);
    document.addEventListener('focusin', (event) => this.#onFocusIn(event), { capture: true, signal });
    window.addEventListener('keydown', (event) => this.#onKeydown(event), { capture: true, signal });
    signal.addEventListener('abort', () => {
      cancelAnimationFrame(this.#frame);
      clearTimeout(this.#hideTimer);
    });
  }

  /** Moves focus to the button of the identifier nearest the top of the view (Alt+Shift+S). */
  focusLookup(): boolean {
    const target =
      this.#firstInView() ?? findMark(this.#marksIn, 1, readsInOrder, this.#options.document.documentElement);
    if (!target) {
      this.overlay.announce(noIdentifiersMessage());
      return false;
    }
    const active = this.#options.document.activeElement;
    if (!this.overlay.hasFocus && active instanceof HTMLElement) this.#returnFocus = active;
    this.#showFor(target, true);
    // The user pressed the shortcut: the focus is theirs now, even if the page had put it there first.
    this.overlay.grantFocus();
    return true;
  }

  #onPointerMove(event: PointerEvent): void {
    // Untrusted: the page could steer the button under the user's click. Nothing marked: not even a frame.
    if (!event.isTrusted || (this.#options.store.size === 0 && !this.overlay.mark)) return;
    this.#pointer = { x: event.clientX, y: event.clientY, target: event.target };
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#checkPointer());
  }

  #checkPointer(): void {
    this.#frame = 0;
    const pointer = this.#pointer;
    const { overlay } = this;
    if (!pointer || !this.#options.alive() || overlay.hasFocus) return;
    if (pointer.target instanceof Node && overlay.isOwnNode(pointer.target)) {
      this.#cancelHide();
      return;
    }
    const mark = this.#markAt(pointer.target, pointer.x, pointer.y);
    if (mark) {
      this.#cancelHide();
      if (overlay.mark !== mark) this.#showFor(mark, false);
    } else if (overlay.mark && !this.overlay.hovered) {
      this.#scheduleHide();
    }
  }

  #markAt(target: EventTarget | null, x: number, y: number): Mark | undefined {
    if (!(target instanceof Element)) return undefined;
    const block = blockOf(target);
    if (!block) return undefined;
    for (const mark of this.#options.store.marksOf(block)) {
      const boxes = this.#boxesOf(mark);
      if (boxes && pointInBoxes(x, y, boxes)) return mark;
    }
    return undefined;
  }

  #onKeydown(event: KeyboardEvent): void {
    // Only the user's own key press: a page could otherwise move focus to our button at will.
    if (!event.isTrusted || !isShortcut(event) || !this.#options.alive()) return;
    if (this.#options.store.size === 0) return; // leave the key to the page
    event.preventDefault();
    event.stopPropagation();
    this.focusLookup();
  }

  #onFocusIn(event: FocusEvent): void {
    const target = event.target;
    // A focusin the page dispatched is not focus moving (real focus changes, even script ones, are trusted).
    if (!event.isTrusted || !(target instanceof Element) || !this.#options.alive()) return;
    const { overlay } = this;
    if (overlay.isOwnNode(target) || !target.matches(':focus-visible')) return;
    const first = findMark(this.#marksIn, 1, () => true, target);
    if (!first) {
      if (overlay.mark && !this.overlay.hovered) this.#scheduleHide();
      return;
    }
    this.#returnFocus = target instanceof HTMLElement ? target : undefined;
    this.#showFor(first, false);
    overlay.announce(containsMessage(first.kind, first.value));
  }

  #navigate(mark: Mark, step: 1 | -1): void {
    const next = nextMark(this.#marksIn, mark, step, readsInOrder, this.#options.document.documentElement);
    if (!next) return;
    next.range.startContainer.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this.#showFor(next, true);
  }

  #dismiss(restoreFocus: boolean): void {
    const { overlay } = this;
    if (!overlay.mark) return;
    const back = this.#returnFocus;
    this.#returnFocus = undefined;
    overlay.hide();
    if (restoreFocus && back?.isConnected) back.focus({ preventScroll: true });
  }

  async #activate(mark: Mark): Promise<void> {
    const { overlay } = this;
    overlay.setState(mark, 'sending');
    overlay.announce(lookupStatusMessage('sending', mark.kind, mark.value));
    this.#lingerUntil = Number.POSITIVE_INFINITY;
    const state = await this.#options.send(mark).catch((): LookupResultState => 'failed');
    if (!this.#options.alive()) return;
    if (overlay.mark === mark) overlay.setState(mark, state);
    overlay.announce(lookupStatusMessage(state, mark.kind, mark.value));
    this.#lingerUntil = Date.now() + RESULT_LINGER_MS;
    if (!this.overlay.hovered && !overlay.hasFocus) this.#scheduleHide(RESULT_LINGER_MS);
  }

  #showFor(mark: Mark, focus: boolean): void {
    const anchor = this.#anchorOf(mark);
    // Shown reversed by the page's CSS: the reader would not see the value the button sends.
    if (!anchor || !readsInOrder(mark)) return;
    this.#cancelHide();
    this.overlay.show(mark, anchor, focus);
  }

  #onScroll(): void {
    const { overlay } = this;
    const mark = overlay.mark;
    if (!mark) return;
    // A focused button follows its identifier; a hover button just goes (the pointer is elsewhere now).
    if (overlay.hasFocus) {
      const anchor = this.#anchorOf(mark);
      if (anchor) overlay.show(mark, anchor, false);
    } else if (Date.now() >= this.#lingerUntil) {
      overlay.hide();
    }
  }

  #scheduleHide(delay = HIDE_DELAY_MS): void {
    clearTimeout(this.#hideTimer);
    this.#hideTimer = setTimeout(() => {
      const { overlay } = this;
      if (this.overlay.hovered || overlay.hasFocus) return;
      const wait = this.#lingerUntil - Date.now();
      if (wait > 0) this.#scheduleHide(Math.min(wait, RESULT_LINGER_MS));
      else overlay.hide();
    }, delay);
  }

  #cancelHide(): void {
    clearTimeout(this.#hideTimer);
    this.#hideTimer = undefined;
  }

  /** The mark's line boxes, or undefined when its text changed under it (a rescan is on its way). */
  #boxesOf(mark: Mark): DOMRectList | undefined {
    const { range } = mark;
    try {
      this.#probe.setStart(range.startContainer, range.startOffset);
      this.#probe.setEnd(range.endContainer, range.endOffset);
    } catch {
      return undefined;
    }
    return this.#probe.getClientRects();
  }

  #anchorOf(mark: Mark): Box | undefined {
    const boxes = this.#boxesOf(mark);
    const last = boxes?.[boxes.length - 1];
    return last && (last.width > 0 || last.height > 0) ? last : undefined;
  }

  /** The identifier in the viewport nearest its top (of two on one line, the one met first). */
  #firstInView(): Mark | undefined {
    let first: Mark | undefined;
    let top = innerHeight;
    for (const mark of this.#options.store.mayBeInView()) {
      const box = this.#anchorOf(mark);
      if (box && box.bottom > 0 && box.top < top && readsInOrder(mark)) {
        first = mark;
        top = box.top;
      }
    }
    return first;
  }
}
