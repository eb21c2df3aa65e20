/**
 * The answer beside an identifier: a lookup's one line and any listing flag, drawn on a canvas in a closed
 * shadow root in the top layer. A closed root hides nodes from scripts but not text from `window.find()`
 * or the selection, so the card holds no text at all: a sighted reader sees the drawn line, assistive
 * technology reads the canvas's label (attributes are never searched), and the live region says only that
 * an answer is ready beside the identifier the page printed.
 *
 * What the page can observe (the host, its place in the top layer, its `toggle` events) is the same for
 * every identifier shown, flagged or not, answered or not: the host is raised on every show of the button,
 * and drawing changes nothing outside the closed root.
 */
import { drawCardLines, type CardLine } from './canvas-lines';
import { naturalZoom, placeBeside, type Box } from './geometry';
import { attachToTopLayer, liveRegion, raise } from './top-layer';
import { ANSWER_CARD_CSS } from './shadow-styles';

/** A line from the background, as labelled: never more than a line's worth of it. */
const MAX_LINE = 200;
/** The card's widest drawing, as its CSS had it: min(360px, 90vw) less padding and border. */
const MAX_CARD_PX = 360;
const CARD_EDGES_PX = 20;

export class AnswerCard {
  #host: HTMLElement | undefined;
  #card: HTMLElement | undefined;
  #canvas: HTMLCanvasElement | undefined;
  #status: HTMLElement | undefined;
  readonly #document: Document;

  constructor(document: Document) {
    this.#document = document;
  }

  isOwnNode = (node: Node): boolean => node === this.#host;

  /**
   * Made if need be and moved to the top of the top layer: called on every show of the button, just
   * before the button is raised above it, whatever the card will hold.
   */
  raise(): void {
    if (this.#host?.isConnected && this.#card) raise(this.#host);
    else this.#create();
  }

  /**
   * Draws `lines` beside `button`, at the first place that covers none of `avoid` (other identifiers); no
   * lines hides the card. Nothing outside the closed root changes.
   */
  show(lines: readonly CardLine[], button: Box | undefined, avoid: readonly Box[]): void {
    const [card, canvas] = [this.#card, this.#canvas];
    if (!card || !canvas || !this.#host?.isConnected) return;
    if (!lines.length || !button) {
      card.hidden = true;
      return;
    }
    // Undoes any zoom the page set on <html>: the card is read at its natural size.
    card.style.zoom = naturalZoom(this.#host);
    const viewport = { width: this.#document.documentElement.clientWidth || innerWidth, height: innerHeight };
    const widest = Math.min(MAX_CARD_PX, viewport.width * 0.9) - CARD_EDGES_PX;
    const clipped = lines.map(({ text, flag }) => ({ text: text.slice(0, MAX_LINE), flag }));
    drawCardLines(canvas, clipped, widest, devicePixelRatio);
    canvas.setAttribute('aria-label', clipped.map(({ text }) => text).join('\n'));
    card.hidden = false;
    // What the live region said was about the card shown before; a new answer is said after this.
    if (this.#status) this.#status.textContent = '';
    const size = { width: card.offsetWidth, height: card.offsetHeight };
    const { left, top } = placeBeside(button, size, viewport, avoid);
    card.style.left = `${left}px`;
    card.style.top = `${top}px`;
  }

  /** Said once by the live region, inside the closed root: our words and the identifier, never an answer. */
  announce(message: string): void {
    if (this.#status) this.#status.textContent = message.slice(0, MAX_LINE);
  }

  /** The answer goes with its identifier's button, from the live region too (it keeps what it last said). */
  hide(): void {
    if (this.#card) this.#card.hidden = true;
    if (this.#status) this.#status.textContent = '';
  }

  remove(): void {
    this.#host?.remove();
    this.#host = this.#card = this.#canvas = this.#status = undefined;
  }

  #create(): void {
    this.remove();
    const host = this.#document.createElement('div');
    const root = host.attachShadow({ mode: 'closed' });
    const style = this.#document.createElement('style');
    style.textContent = ANSWER_CARD_CSS;
    const card = this.#document.createElement('div');
    card.className = 'card';
    card.hidden = true;
    const canvas = this.#document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    card.append(canvas);
    const status = liveRegion(this.#document);
    root.append(style, card, status);
    attachToTopLayer(host);
    this.#host = host;
    this.#card = card;
    this.#canvas = canvas;
    this.#status = status;
  }
}
