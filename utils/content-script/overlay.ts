/**
 * The one overlay host per page: a zero-size, fixed-position custom element at the end of <html> with an
 * open shadow root holding the "Look up" button and a live region. Nothing else is added to the page,
 * and nothing of a lookup's result ever comes here (results show in the side panel).
 *
 * The shadow root is open, so the page can reach the button. A lookup therefore needs the user's own
 * (trusted) click, on a button still exactly as we made it (see isIntact), and a key press sends one
 * only when the focus on the button is the user's (see focusGiven): test/e2e/hostile-overlay.spec.ts.
 */
import { placeButton, type Box } from './geometry';
import {
  buttonText,
  keyboardHintMessage,
  lookupButtonName,
  rememberAnswer,
  tamperedMessage,
  type LookupButtonState,
} from './lookup-label';
import type { Mark } from './mark-store';

export const OVERLAY_TAG = 'vin-tin-lookup-overlay';

// The product's accent (components/theme.css). :host rules are !important so page styles aimed at the host (by tag or `*`) cannot move or show it.
// Inside the shadow root, page styles do not apply at all.
const SHADOW_CSS =
  ':host{all:initial!important;position:fixed!important;top:0!important;left:0!important;width:0!important;' +
  'height:0!important;overflow:visible!important;z-index:2147483647!important;display:block!important;' +
  'pointer-events:none!important}' +
  'button{position:fixed;pointer-events:auto;margin:0;padding:3px 9px;border:1px solid #07503a;' +
  'border-radius:12px;background:#0b6e4f;color:#fff;font:600 12px/16px system-ui,sans-serif;' +
  'box-shadow:0 1px 4px #0000004d;cursor:pointer;white-space:nowrap}' +
  'button:hover{background:#095c42}' +
  'button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
  "button[data-state='sent']{background:#07503a;border-color:#043826}" +
  "button[data-state='failed']{background:#b91c1c;border-color:#7f1d1d}" +
  'button[hidden]{display:none}' +
  '.status{position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

export interface OverlayEvents {
  activate(mark: Mark): void;
  /** Arrow keys on the button: move to the next (+1) or previous (-1) identifier. */
  navigate(mark: Mark, step: 1 | -1): void;
  dismiss(restoreFocus: boolean): void;
}

/** Every rule of a stylesheet as text: what the CSSOM says now, whatever its source text says. */
function sheetText(style: HTMLStyleElement): string | undefined {
  const sheet = style.sheet;
  if (!sheet || sheet.disabled) return undefined;
  return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
}

export class Overlay {
  private host: HTMLElement | undefined;
  private root: ShadowRoot | undefined;
  private style: HTMLStyleElement | undefined;
  private button: HTMLButtonElement | undefined;
  private status: HTMLElement | undefined;
  private current: Mark | undefined;
  private state: LookupButtonState = 'idle';
  /** The shadow stylesheet's rules as first parsed, and the button's style attribute as last placed. */
  private sheet: string | undefined;
  private placed: string | null = null;
  /**
   * True while the button holds focus that the user asked for (the shortcut, or arrows from there).
   * Focus the page gave it (focus() through the open shadow root) is not: a page could otherwise move
   * focus here just before the user presses Enter or Space in its own form, and make that a lookup.
   */
  private focusGiven = false;

  constructor(
    private readonly document: Document,
    private readonly events: OverlayEvents,
    private readonly signal: AbortSignal,
  ) {}

  get mark(): Mark | undefined {
    return this.current;
  }

  isOwnNode = (node: Node): boolean => node === this.host;

  /** The pointer is on the button (then it must stay, even off the identifier). */
  get hovered(): boolean {
    return this.button?.matches(':hover') === true;
  }

  get hasFocus(): boolean {
    return this.host !== undefined && this.document.activeElement === this.host;
  }

  /** Creates the host if the page has none (or removed ours). */
  ensure(): void {
    if (this.host?.isConnected) return;
    if (this.host) {
      this.document.documentElement.append(this.host);
      return;
    }
    const { host, root } = this.createHost();
    const style = this.document.createElement('style');
    style.textContent = SHADOW_CSS;
    const button = this.document.createElement('button');
    button.type = 'button';
    button.hidden = true;
    const status = this.document.createElement('div');
    status.className = 'status';
    status.setAttribute('role', 'status');
    root.append(style, button, status);

    const listen = <K extends keyof HTMLElementEventMap>(
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
    ) => button.addEventListener(type, handler, { signal: this.signal });
    // A mouse click must not move focus out of whatever the user was doing in the page.
    listen('mousedown', (event) => event.preventDefault());
    listen('click', (event) => {
      event.stopPropagation();
      // Only a click the browser made from the user's input sends a lookup: a mouse click, Enter or
      // Space on the focused button, or an assistive technology's press (all trusted). The page can
      // reach this button through the open shadow root and call click() or dispatch clicks (untrusted).
      const mark = this.current;
      if (!event.isTrusted || !mark) return;
      if (this.isIntact(mark)) this.events.activate(mark);
      else this.refuse(mark);
    });
    listen('keydown', (event) => {
      if (event.isTrusted) this.onKeydown(event);
    });
    // Keys typed on the button are ours: page shortcuts must not fire too. Enter and Space still
    // click (their default action is not affected by stopping propagation).
    listen('keyup', (event) => event.stopPropagation());
    listen('blur', () => {
      this.focusGiven = false;
      this.events.dismiss(false);
    });

    this.host = host;
    this.root = root;
    this.style = style;
    this.button = button;
    this.status = status;
    this.document.documentElement.append(host);
    this.sheet = sheetText(style);
  }

  /** True while focus on the button is the user's own (the shortcut): a later key press may look up. */
  grantFocus(): void {
    if (this.hasFocus) this.focusGiven = true;
  }

  /**
   * The host element with its open shadow root. A page may have defined our tag as its own custom element
   * before we ran (its constructor would get our host and could take the shadow root first): then a plain
   * <div>, which no page can define, hosts the overlay instead.
   */
  private createHost(): { host: HTMLElement; root: ShadowRoot } {
    const host = this.document.createElement(OVERLAY_TAG);
    if (!host.matches(':defined')) {
      try {
        return { host, root: host.attachShadow({ mode: 'open' }) };
      } catch {
        // taken: fall through to the <div>
      }
    }
    const plain = this.document.createElement('div');
    return { host: plain, root: plain.attachShadow({ mode: 'open' }) };
  }

  /**
   * Whether the button, its styles and its host are still exactly as we made them for `mark`. The page can
   * reach into the open shadow root: relabel the button (a screen reader would announce another identifier
   * than the one sent), change its text, restyle it (made invisible or moved under the user's pointer:
   * clickjacking) or move it into its own DOM. A click on a button the page has changed is no informed
   * choice of the user's.
   */
  private isIntact(mark: Mark): boolean {
    const { host, root, style, button, status } = this;
    if (!host || !root || !style || !button || !status) return false;
    const children = root.childNodes;
    return (
      host.parentNode === this.document.documentElement &&
      !host.hasAttributes() &&
      children.length === 3 &&
      children[0] === style &&
      children[1] === button &&
      children[2] === status &&
      root.adoptedStyleSheets.length === 0 &&
      !style.hasAttributes() &&
      style.textContent === SHADOW_CSS &&
      this.sheet !== undefined &&
      sheetText(style) === this.sheet &&
      // type, aria-label, data-state and style: nothing added (hidden, inert, popover, a class…).
      button.attributes.length === 4 &&
      button.getAttribute('type') === 'button' &&
      button.getAttribute('aria-label') === lookupButtonName(mark.kind, mark.value) &&
      button.getAttribute('data-state') === this.state &&
      button.getAttribute('style') === this.placed &&
      button.childNodes.length === 1 &&
      button.textContent === buttonText(this.state, mark.kind, mark.value)
    );
  }

  /** Refuses a click on a doctored button: drops the host (a fresh one comes next time) and says why. */
  private refuse(mark: Mark): void {
    this.remove();
    this.announce(tamperedMessage(mark.kind, mark.value));
  }

  /** Shows the button beside `anchor` for `mark`; moves focus to it only when asked (keyboard use). */
  show(mark: Mark, anchor: Box, focus: boolean): void {
    this.ensure();
    const button = this.button!;
    if (this.current !== mark) this.setState(mark, 'idle');
    this.current = mark;
    button.hidden = false;
    const size = { width: button.offsetWidth, height: button.offsetHeight };
    const viewport = { width: this.document.documentElement.clientWidth || innerWidth, height: innerHeight };
    const { left, top } = placeButton(anchor, size, viewport);
    button.style.left = `${left}px`;
    button.style.top = `${top}px`;
    this.placed = button.getAttribute('style');
    if (!focus) return;
    // Moving focus here is ours; following the identifiers (arrows) keeps whatever focus was before.
    if (!this.hasFocus) this.focusGiven = true;
    button.focus({ preventScroll: true });
  }

  hide(): void {
    this.current = undefined;
    if (this.button) this.button.hidden = true;
  }

  setState(mark: Mark, state: LookupButtonState): void {
    const button = this.button;
    if (!button) return;
    button.textContent = buttonText(state, mark.kind, mark.value);
    button.setAttribute('aria-label', lookupButtonName(mark.kind, mark.value));
    button.dataset.state = state;
    this.state = state;
  }

  /**
   * The background said something of an identifier (a lookup's answer, a listing that disagrees): the
   * live region says it now; its button shows it from its next idle state, not over "Opened in side panel".
   */
  answer(value: string, line: string): void {
    rememberAnswer(value, line);
    const mark = this.current;
    if (mark?.value !== value) return;
    if (this.state === 'idle') this.setState(mark, 'idle');
    this.announce(line);
  }

  announce(message: string): void {
    this.ensure();
    if (this.status) this.status.textContent = message;
  }

  remove(): void {
    this.host?.remove();
    this.button?.remove(); // in case the page moved it out of the host
    this.host = undefined;
    this.root = undefined;
    this.style = undefined;
    this.button = undefined;
    this.status = undefined;
    this.current = undefined;
    this.focusGiven = false;
  }

  private onKeydown(event: KeyboardEvent): void {
    event.stopPropagation();
    const mark = this.current;
    if (!mark) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      this.events.dismiss(true);
    } else if ((event.key === 'Enter' || event.key === ' ') && !this.focusGiven) {
      // Focus the page put here: no click. Assistive technologies press the button without a key
      // event here (still a trusted click), so they are not held up; keyboard users get the way in.
      event.preventDefault();
      this.announce(keyboardHintMessage(mark.kind, mark.value));
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      this.events.navigate(mark, 1);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      this.events.navigate(mark, -1);
    }
  }
}
