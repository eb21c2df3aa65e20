/**
 * The answer beside an identifier: a lookup's one line and any listing flag, in a closed shadow root in the
 * top layer. The page's scripts can reach the host but never its root, so nothing the user learns (a
 * taxpayer's name, a vehicle, a flag) is in the page's reach; assistive technology reads it through the
 * accessibility tree, and its live region says a new answer once.
 */
import { placeBeside, type Box } from './geometry';
import { attachToTopLayer, liveRegion, raise } from './top-layer';

// Colours: components/theme.css. The card takes no pointer: it never sits between the user and the page.
const CARD_CSS =
  ':host{all:initial!important;position:fixed!important;inset:auto!important;top:0!important;left:0!important;' +
  'width:0!important;height:0!important;overflow:visible!important;display:block!important;' +
  'pointer-events:none!important;margin:0!important;border:0!important;padding:0!important}' +
  '.card{position:fixed;max-width:min(360px,90vw);margin:0;padding:3px 9px;border-radius:12px;' +
  'background:#fff;color:#14211b;border:1px solid #0b6e4f;font:500 12px/16px system-ui,sans-serif;' +
  'box-shadow:0 1px 4px #0000004d;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.card[hidden]{display:none}.flag{color:#92400e}' +
  '.status{position:fixed;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

/** A line from the background, as shown: never more than a line's worth of it. */
const MAX_LINE = 200;

export class AnswerCard {
  #host: HTMLElement | undefined;
  #card: HTMLElement | undefined;
  #status: HTMLElement | undefined;
  readonly #document: Document;

  constructor(document: Document) {
    this.#document = document;
  }

  isOwnNode = (node: Node): boolean => node === this.#host;

  /** Shows `lines` beside `button`, at the first place that covers none of `avoid` (other identifiers). */
  show(lines: readonly { text: string; flag: boolean }[], button: Box, avoid: readonly Box[]): void {
    const card = this.#ensure();
    card.replaceChildren(
      ...lines.map(({ text, flag }) => {
        const line = this.#document.createElement('div');
        if (flag) line.className = 'flag';
        line.textContent = text.slice(0, MAX_LINE);
        return line;
      }),
    );
    card.hidden = false;
    // What the live region said was about the card shown before; a new answer is said after this.
    if (this.#status) this.#status.textContent = '';
    const size = { width: card.offsetWidth, height: card.offsetHeight };
    const viewport = { width: this.#document.documentElement.clientWidth || innerWidth, height: innerHeight };
    const { left, top } = placeBeside(button, size, viewport, avoid);
    card.style.left = `${left}px`;
    card.style.top = `${top}px`;
  }

  /** Said once by the live region, inside the closed root. */
  announce(message: string): void {
    this.#ensure();
    if (this.#status) this.#status.textContent = message.slice(0, MAX_LINE);
  }

  /** The answer goes with its identifier's button, from the live region too (it keeps what it last said). */
  hide(): void {
    if (this.#card) this.#card.hidden = true;
    if (this.#status) this.#status.textContent = '';
  }

  remove(): void {
    this.#host?.remove();
    this.#host = this.#card = this.#status = undefined;
  }

  #ensure(): HTMLElement {
    if (this.#host?.isConnected && this.#card) {
      raise(this.#host);
      return this.#card;
    }
    this.remove();
    const host = this.#document.createElement('div');
    const root = host.attachShadow({ mode: 'closed' });
    const style = this.#document.createElement('style');
    style.textContent = CARD_CSS;
    const card = this.#document.createElement('div');
    card.className = 'card';
    card.hidden = true;
    const status = liveRegion(this.#document);
    root.append(style, card, status);
    attachToTopLayer(host);
    this.#host = host;
    this.#card = card;
    this.#status = status;
    return card;
  }
}
