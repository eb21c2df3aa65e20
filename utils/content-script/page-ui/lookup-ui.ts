/**
 * The page UI: shows the button for the identifier under a trusted hover (hit-tested against the marks of
 * the block under the pointer only), on keyboard focus (moved by the user's own Tab or arrow key, not a
 * script's `focus()`), by Alt+Shift+S, or for "Show on the page"; and the answer beside it. Its triggers
 * come from the always-on half, which alone listens to the page's input. Focus never moves on its own.
 */
import type { Mark } from '../paint/mark-store';
import type { PageUiTrigger } from '../parts/page-ui-trigger';
import type { PageUiLink } from './ui-link';
import { AnswerCard } from './answer-card';
import { cardTextOf } from '../read/card-text';
import { pointInBoxes, type Box } from './geometry';
import {
  answerReadyMessage,
  containsMessage,
  lookupStatusMessage,
  noIdentifiersMessage,
  type LookupButtonState,
} from './lookup-label';
import { findMark, marksByStart, mayBeInView, nextMark } from './mark-order';
import { Overlay } from './overlay';
import { readsInOrder } from './reading-order';
import { focusOn } from './reveal';

/** How long the button stays after the pointer leaves, so it can be reached. */
const HIDE_DELAY_MS = 400;
/** How long a result state ("Opened in side panel") stays before the button may hide. */
const RESULT_LINGER_MS = 2500;
/** Keys that move focus: Tab (and Shift+Tab) and the arrows, in menus, radio groups and lists. */
const FOCUS_KEYS = /^(Tab|Arrow(Up|Down|Left|Right))$/;

export class LookupUi {
  readonly overlay: Overlay;
  readonly #card: AnswerCard;
  readonly #probe: Range;
  readonly #document: Document;
  readonly #link: PageUiLink;
  /** Lookups answered (and whether their verdict warns), and listings that disagree with their VIN, by value. */
  readonly #answers = new Map<string, { line: string; warn: boolean }>();
  readonly #flags = new Map<string, string>();
  #hideTimer: ReturnType<typeof setTimeout> | undefined;
  #lingerUntil = 0;
  #returnFocus: HTMLElement | undefined;
  /** Why the last click on the shown identifier's button did not count, drawn on its card until the next. */
  #refused: { mark: Mark; why: string } | undefined;
  /** True while a trusted Tab or arrow key press is being handled: the focus it moves is the user's. */
  #keyMovesFocus = false;

  /** Marks by the text node they start in, read afresh for each move: the page may have changed since. */
  readonly #marksIn = () => marksByStart(this.#link.store.all());

  constructor(document: Document, link: PageUiLink) {
    this.#document = document;
    this.#link = link;
    // One live Range, reused, to read the line boxes of the marks.
    this.#probe = document.createRange();
    this.#card = new AnswerCard(document);
    this.overlay = new Overlay(
      document,
      {
        activate: (mark) => void this.#activate(mark),
        navigate: (mark, step) => this.#navigate(mark, step),
        dismiss: (restoreFocus) => this.#dismiss(restoreFocus),
        answered: (value) => this.#answers.has(value),
        costHint: () => link.costHint(),
        beforeRaise: () => this.#card.raise(),
        refused: (mark, why) => {
          // Back beside its identifier (the page may have moved it), long enough to be read and clicked.
          this.#refused = { mark, why };
          this.#lingerUntil = Date.now() + RESULT_LINGER_MS;
          this.#showFor(mark, false);
          this.#showCard(mark);
        },
      },
      link.signal,
      this.isOwnNode,
    );
    const passive = { capture: true, passive: true, signal: link.signal };
    document.addEventListener('scroll', () => this.#onScroll(), passive);
    window.addEventListener('resize', () => this.#onScroll(), passive);
    // Focus moves in the key's default action, in the same task: a script's focus() later is not the user's.
    window.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted || !FOCUS_KEYS.test(event.key)) return;
        this.#keyMovesFocus = true;
        setTimeout(() => (this.#keyMovesFocus = false));
      },
      passive,
    );
    link.signal.addEventListener('abort', () => this.remove());
  }

  isOwnNode = (node: Node): boolean => this.overlay.isOwnNode(node) || this.#card.isOwnNode(node);

  trigger(trigger: PageUiTrigger): void {
    if (!this.#link.alive()) return;
    if (trigger.type === 'pointer') this.#onPointer(trigger);
    else if (trigger.type === 'focus') this.#onFocusIn(trigger.target);
    else if (trigger.type === 'shortcut') this.focusLookup();
    else void focusOn(trigger.mark).then(() => this.#link.alive() && this.#showFor(trigger.mark, false));
  }

  /**
   * A lookup's answer ("✓ ADEWALE AUTOS NIGERIA LIMITED"), or a listing flag before any lookup. Drawn on the
   * card if its identifier shows, which changes nothing the page can observe; the live region says where
   * an answer to the user's lookup is, never what it says, and nothing of a flag (no lookup asked for it).
   * An answer whose verdict warns ("Found, but …", a failure) is drawn amber, as a flag is.
   */
  answer(value: string, line: string, flag = false, warn = false): void {
    if (flag) this.#flags.set(value, line);
    else this.#answers.set(value, { line, warn });
    if (!flag) this.overlay.answered(value);
    const mark = this.overlay.mark;
    if (mark?.value !== value) return;
    this.#showCard(mark);
    if (!flag) this.#card.announce(answerReadyMessage(mark.kind, mark.value));
  }

  remove(): void {
    clearTimeout(this.#hideTimer);
    this.overlay.remove();
    this.#card.remove();
  }

  /** Moves focus to the button of the identifier nearest the top of the view (Alt+Shift+S). */
  focusLookup(): boolean {
    const target =
      this.#firstInView() ?? findMark(this.#marksIn(), 1, readsInOrder, this.#document.documentElement);
    if (!target) {
      this.overlay.announce(noIdentifiersMessage());
      return false;
    }
    const active = this.#document.activeElement;
    if (!this.overlay.hasFocus && active instanceof HTMLElement) this.#returnFocus = active;
    this.#showFor(target, true);
    // The user pressed the shortcut: the focus is theirs now, even if the page had put it there first.
    this.overlay.grantFocus();
    return true;
  }

  #onPointer(pointer: { x: number; y: number; target: Element }): void {
    const { overlay } = this;
    if (overlay.hasFocus) return;
    if (this.isOwnNode(pointer.target)) {
      this.#cancelHide();
      return;
    }
    const mark = this.#markAt(pointer.target, pointer.x, pointer.y);
    if (mark) {
      this.#cancelHide();
      if (overlay.mark !== mark) this.#showFor(mark, false);
    } else if (overlay.mark && !overlay.hovered) {
      this.#scheduleHide();
    }
  }

  #markAt(target: Element, x: number, y: number): Mark | undefined {
    for (const mark of this.#link.marksUnder(target)) {
      const boxes = this.#boxesOf(mark);
      if (boxes && pointInBoxes(x, y, boxes)) return mark;
    }
    return undefined;
  }

  #onFocusIn(target: Element): void {
    const { overlay } = this;
    // A script's focus() is trusted too, and could show the button with no hover under a pending click.
    if (this.isOwnNode(target) || !this.#keyMovesFocus) return;
    const first = findMark(this.#marksIn(), 1, () => true, target);
    if (!first) {
      if (overlay.mark && !overlay.hovered) this.#scheduleHide();
      return;
    }
    this.#returnFocus = target instanceof HTMLElement ? target : undefined;
    this.#showFor(first, false);
    overlay.announce(containsMessage(first.kind, first.value));
  }

  #navigate(mark: Mark, step: 1 | -1): void {
    const next = nextMark(this.#marksIn(), mark, step, readsInOrder, this.#document.documentElement);
    if (!next) return;
    next.range.startContainer.parentElement?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this.#showFor(next, true);
  }

  #dismiss(restoreFocus: boolean): void {
    const { overlay } = this;
    if (!overlay.mark) return;
    const back = this.#returnFocus;
    this.#returnFocus = undefined;
    this.#hide();
    if (restoreFocus && back?.isConnected) back.focus({ preventScroll: true });
  }

  async #activate(mark: Mark): Promise<void> {
    const { overlay } = this;
    this.#refused = undefined;
    this.#showCard(mark);
    overlay.setState(mark, 'sending');
    overlay.announce(lookupStatusMessage('sending', mark.kind, mark.value));
    this.#lingerUntil = Number.POSITIVE_INFINITY;
    const state: LookupButtonState = await this.#link
      .send(mark, cardTextOf(mark, this.#link.store, this.isOwnNode))
      .catch(() => 'failed' as const);
    if (!this.#link.alive()) return;
    if (overlay.mark === mark) overlay.setState(mark, state);
    overlay.announce(lookupStatusMessage(state, mark.kind, mark.value));
    this.#lingerUntil = Date.now() + RESULT_LINGER_MS;
    if (!overlay.hovered && !overlay.hasFocus) this.#scheduleHide(RESULT_LINGER_MS);
  }

  #showFor(mark: Mark, focus: boolean): void {
    const anchor = this.#anchorOf(mark);
    // Shown reversed by the page's CSS: the reader would not see the value the button sends.
    if (!anchor || !readsInOrder(mark)) return;
    this.#cancelHide();
    if (this.#refused?.mark !== mark) this.#refused = undefined;
    const avoid = this.#othersInView(mark);
    this.overlay.show(mark, anchor, focus, avoid);
    this.#showCard(mark, avoid);
  }

  #showCard(mark: Mark, avoid = this.#othersInView(mark)): void {
    const lines = [
      ...(this.#answers.has(mark.value)
        ? [{ text: this.#answers.get(mark.value)!.line, flag: this.#answers.get(mark.value)!.warn }]
        : []),
      ...(this.#flags.has(mark.value) ? [{ text: this.#flags.get(mark.value)!, flag: true }] : []),
      ...(this.#refused?.mark === mark ? [{ text: this.#refused.why, flag: true }] : []),
    ];
    this.#card.show(lines, this.overlay.buttonBox, avoid);
  }

  #hide(): void {
    this.#refused = undefined;
    this.overlay.hide();
    this.#card.hide();
  }

  #onScroll(): void {
    const { overlay } = this;
    const mark = overlay.mark;
    if (!mark) return;
    // A focused button follows its identifier; a hover button just goes (the pointer is elsewhere now).
    if (overlay.hasFocus) this.#showFor(mark, false);
    else if (Date.now() >= this.#lingerUntil) this.#hide();
  }

  #scheduleHide(delay = HIDE_DELAY_MS): void {
    clearTimeout(this.#hideTimer);
    this.#hideTimer = setTimeout(() => {
      const { overlay } = this;
      if (overlay.hovered || overlay.hasFocus) return;
      const wait = this.#lingerUntil - Date.now();
      if (wait > 0) this.#scheduleHide(Math.min(wait, RESULT_LINGER_MS));
      else this.#hide();
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

  /** Line boxes of the other identifiers in view: the button and the answer must leave them uncovered. */
  #othersInView(mark: Mark): Box[] {
    const boxes: Box[] = [];
    for (const other of mayBeInView(this.#link.store)) {
      if (other === mark) continue;
      for (const box of this.#boxesOf(other) ?? []) {
        if (box.bottom > 0 && box.top < innerHeight) boxes.push(box);
      }
    }
    return boxes;
  }

  /** The identifier in the viewport nearest its top (of two on one line, the one met first). */
  #firstInView(): Mark | undefined {
    let first: Mark | undefined;
    let top = innerHeight;
    for (const mark of mayBeInView(this.#link.store)) {
      const box = this.#anchorOf(mark);
      if (box && box.bottom > 0 && box.top < top && readsInOrder(mark)) {
        first = mark;
        top = box.top;
      }
    }
    return first;
  }
}
