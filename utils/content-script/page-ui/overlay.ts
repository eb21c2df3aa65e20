/**
 * The button: a zero-size host with an open shadow root holding the button and a live region, both with
 * only what the page printed and our own words (answers go to answer-card.ts, out of the page's reach).
 * The page can reach an open root, so a lookup needs a trusted click on an intact button (isIntact) that the
 * user could see and read at its natural size (click-guard.ts), and a key press focus the user gave
 * (focusGiven): test/e2e/hostile-overlay.spec.ts, hostile-clicks.spec.ts. A click that does not count says
 * why on the button itself, where the person is looking.
 */
import { OVERLAY_TAG } from '../scan/element-rules';
import type { Mark } from '../paint/mark-store';
import { ClickGuard, type ClickRefusal } from './click-guard';
import { naturalZoom, placeButton, type Box } from './geometry';
import { attachToTopLayer, liveRegion, raise } from './top-layer';
import {
  buttonText,
  keyboardHintMessage,
  lookupButtonName,
  refusedMessage,
  refusedText,
  tamperedMessage,
  type LookupButtonState,
} from './lookup-label';
import { OVERLAY_SHADOW_CSS } from './shadow-styles';

export interface OverlayEvents {
  activate(mark: Mark): void;
  /** Whether the identifier has an answer already (the button then opens it again), and the cost hint. */
  answered(value: string): boolean;
  costHint(): string;
  /** Arrow keys on the button: move to the next (+1) or previous (-1) identifier. */
  navigate(mark: Mark, step: 1 | -1): void;
  dismiss(restoreFocus: boolean): void;
  /** Just before the button's host enters or is raised in the top layer: the answer card goes first, below. */
  beforeRaise(): void;
  /** A click did not count; `why` is what the button now says (the card says it too, beside it). */
  refused(mark: Mark, why: string): void;
}

/** The rules as the CSSOM has them now: the page can change them without touching the text. */
function sheetText(style: HTMLStyleElement): string | undefined {
  const sheet = style.sheet;
  if (!sheet || sheet.disabled) return undefined;
  return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
}

export class Overlay {
  #host: HTMLElement | undefined;
  #root: ShadowRoot | undefined;
  #style: HTMLStyleElement | undefined;
  #button: HTMLButtonElement | undefined;
  #status: HTMLElement | undefined;
  #current: Mark | undefined;
  #state: LookupButtonState | 'refused' = 'idle';
  /** Why the last click did not count, shown while the state is 'refused'. */
  #refusal: ClickRefusal = 'moved';
  /** The shadow stylesheet's rules as first parsed, and the button's style attribute as last placed. */
  #sheet: string | undefined;
  #placed: string | null = null;
  /** Focus the user gave, not the page (which could focus us just before an Enter meant for its form). */
  #focusGiven = false;
  /** Whether the button stands where it was last shown (a new place restarts the click guard's wait). */
  #shownBefore = false;

  readonly #document: Document;
  readonly #events: OverlayEvents;
  readonly #signal: AbortSignal;
  readonly #guard: ClickGuard;

  constructor(document: Document, events: OverlayEvents, signal: AbortSignal, own: (node: Node) => boolean) {
    this.#document = document;
    this.#events = events;
    this.#signal = signal;
    this.#guard = new ClickGuard(document, own, signal);
  }

  /** Where the button is now, for the answer card to sit beside it. */
  get buttonBox(): Box | undefined {
    return this.#button && !this.#button.hidden ? this.#button.getBoundingClientRect() : undefined;
  }

  get mark(): Mark | undefined {
    return this.#current;
  }

  isOwnNode = (node: Node): boolean => node === this.#host;

  get hovered(): boolean {
    return this.#button?.matches(':hover') === true;
  }

  get hasFocus(): boolean {
    return this.#host !== undefined && this.#document.activeElement === this.#host;
  }

  ensure(): void {
    if (this.#host?.isConnected) return;
    if (this.#host) {
      this.#events.beforeRaise();
      attachToTopLayer(this.#host);
      return;
    }
    const { host, root } = this.#createHost();
    const style = this.#document.createElement('style');
    style.textContent = OVERLAY_SHADOW_CSS;
    const button = this.#document.createElement('button');
    button.type = 'button';
    button.hidden = true;
    const status = liveRegion(this.#document);
    root.append(style, button, status);

    const listen = <K extends keyof HTMLElementEventMap>(
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
    ) => button.addEventListener(type, handler, { signal: this.#signal });
    // A mouse click must not move focus out of whatever the user was doing in the page.
    listen('mousedown', (event) => event.preventDefault());
    listen('click', (event) => {
      event.stopPropagation();
      // Only trusted clicks (mouse, Enter or Space, assistive technology): the page can call click() too.
      const mark = this.#current;
      if (!event.isTrusted || !mark) return;
      if (!this.#isIntact(mark)) return this.#refuse(mark);
      // A pointer's click (detail counts its presses; keys and assistive technology have none).
      const refusal =
        event.detail > 0 ? this.#guard.refusal(button, { x: event.clientX, y: event.clientY }) : undefined;
      if (refusal) {
        // Says why on the button, back at its natural size and on top, seen afresh: the user's next
        // click, once they can see the button, is theirs.
        this.#refusal = refusal;
        this.setState(mark, 'refused');
        button.style.zoom = naturalZoom(host);
        this.#placed = button.getAttribute('style');
        this.#raise();
        this.#guard.placed(button);
        this.#events.refused(mark, refusedText(refusal));
        return this.announce(refusedMessage(refusal, mark.kind, mark.value));
      }
      this.#events.activate(mark);
    });
    listen('keydown', (event) => {
      if (event.isTrusted) this.#onKeydown(event);
    });
    // Page shortcuts must not fire on our keys; Enter and Space still click (default actions survive).
    listen('keyup', (event) => event.stopPropagation());
    listen('blur', () => {
      this.#focusGiven = false;
      this.#events.dismiss(false);
    });

    this.#host = host;
    this.#root = root;
    this.#style = style;
    this.#button = button;
    this.#status = status;
    this.#events.beforeRaise();
    attachToTopLayer(host);
    this.#sheet = sheetText(style);
  }

  /** Raised in the top layer, unless the user is on the button: hiding a popover takes its focus. */
  #raise(): void {
    if (!this.#host?.isConnected || this.hasFocus) return;
    this.#events.beforeRaise();
    raise(this.#host);
  }

  grantFocus(): void {
    if (this.hasFocus) this.#focusGiven = true;
  }

  /** A page that defined our tag first could take the shadow root in its constructor: then a <div> hosts. */
  #createHost(): { host: HTMLElement; root: ShadowRoot } {
    let host = this.#document.createElement(OVERLAY_TAG);
    let root: ShadowRoot | undefined;
    if (!host.matches(':defined')) {
      try {
        root = host.attachShadow({ mode: 'open' });
      } catch {
        // taken: fall through to the <div>
      }
    }
    if (!root) root = (host = this.#document.createElement('div')).attachShadow({ mode: 'open' });
    return { host, root };
  }

  /**
   * Button, styles and host exactly as made for `mark`: a click on a relabelled, restyled (clickjacking) or
   * moved button is no informed choice of the user's.
   */
  #isIntact(mark: Mark): boolean {
    const [host, root, style, button, status] = [
      this.#host,
      this.#root,
      this.#style,
      this.#button,
      this.#status,
    ];
    if (!host || !root || !style || !button || !status) return false;
    const children = root.childNodes;
    return (
      host.parentNode === this.#document.documentElement &&
      host.attributes.length === 1 &&
      host.popover === 'manual' &&
      children.length === 3 &&
      children[0] === style &&
      children[1] === button &&
      children[2] === status &&
      root.adoptedStyleSheets.length === 0 &&
      !style.hasAttributes() &&
      style.textContent === OVERLAY_SHADOW_CSS &&
      this.#sheet !== undefined &&
      sheetText(style) === this.#sheet &&
      // type, aria-label, data-state and style: nothing added (hidden, inert, popover, a class…).
      button.attributes.length === 4 &&
      button.getAttribute('type') === 'button' &&
      button.getAttribute('aria-label') === lookupButtonName(mark.kind, mark.value) &&
      button.getAttribute('data-state') === this.#state &&
      button.getAttribute('style') === this.#placed &&
      button.childNodes.length === 1 &&
      button.textContent === this.#text(mark)
    );
  }

  #refuse(mark: Mark): void {
    this.remove();
    this.announce(tamperedMessage(mark.kind, mark.value));
  }

  /** Shows the button under `anchor`, over none of `avoid` (the other identifiers in view). */
  show(mark: Mark, anchor: Box, focus: boolean, avoid: readonly Box[] = []): void {
    this.ensure();
    const button = this.#button!;
    if (this.#current !== mark) this.setState(mark, 'idle');
    this.#current = mark;
    button.hidden = false;
    // Undoes any zoom the page set on <html>: a person reads the button at its natural size.
    const zoom = naturalZoom(this.#host!);
    const size = { width: button.offsetWidth, height: button.offsetHeight };
    const viewport = { width: this.#document.documentElement.clientWidth || innerWidth, height: innerHeight };
    const { left, top } = placeButton(anchor, size, viewport, avoid);
    // One write, and none when nothing moved: the page sees a move, never how it was made up.
    const place = `zoom: ${zoom}; left: ${left}px; top: ${top}px;`;
    const moved = button.getAttribute('style') !== place;
    if (moved) button.setAttribute('style', place);
    this.#placed = button.getAttribute('style');
    if (moved || !this.#shownBefore) {
      this.#raise();
      this.#guard.placed(button);
    }
    this.#shownBefore = true;
    if (!focus) return;
    // Moving focus here is ours; following the identifiers (arrows) keeps whatever focus was before.
    if (!this.hasFocus) this.#focusGiven = true;
    button.focus({ preventScroll: true });
  }

  hide(): void {
    this.#current = undefined;
    this.#shownBefore = false;
    if (this.#button) this.#button.hidden = true;
  }

  /** Writes only what changed: the page observes this open root, and an unchanged button must stay still. */
  setState(mark: Mark, state: LookupButtonState | 'refused'): void {
    const button = this.#button;
    if (!button) return;
    this.#state = state;
    const text = this.#text(mark);
    const name = lookupButtonName(mark.kind, mark.value);
    if (button.textContent !== text) button.textContent = text;
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
    if (button.dataset.state !== state) button.dataset.state = state;
  }

  #text(mark: Mark): string {
    if (this.#state === 'refused') return refusedText(this.#refusal);
    const { answered, costHint } = this.#events;
    return buttonText(this.#state, mark.kind, mark.value, answered(mark.value), costHint());
  }

  /** The button says "Details" from its next idle state, not over "Opened in side panel". */
  answered(value: string): void {
    const mark = this.#current;
    if (mark?.value === value && this.#state === 'idle') this.setState(mark, 'idle');
  }

  announce(message: string): void {
    this.ensure();
    if (this.#status) this.#status.textContent = message;
  }

  remove(): void {
    this.#host?.remove();
    this.#button?.remove(); // in case the page moved it out of the host
    this.#host = undefined;
    this.#root = undefined;
    this.#style = undefined;
    this.#button = undefined;
    this.#status = undefined;
    this.#current = undefined;
    this.#focusGiven = false;
  }

  #onKeydown(event: KeyboardEvent): void {
    event.stopPropagation();
    const mark = this.#current;
    if (!mark) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      this.#events.dismiss(true);
    } else if ((event.key === 'Enter' || event.key === ' ') && !this.#focusGiven) {
      // Focus the page put here: no click. Assistive technologies press the button without a key
      // event here (still a trusted click), so they are not held up; keyboard users get the way in.
      event.preventDefault();
      this.announce(keyboardHintMessage(mark.kind, mark.value));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      this.#events.navigate(mark, 1);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      this.#events.navigate(mark, -1);
    }
  }
}
