/**
 * A pointer click counts only on a button the user could see and read: at its natural size (no zoom,
 * transform or scale the page added: `html { zoom: .25 }` made it a 37 × 8 px bar), in place for a moment
 * (not just moved under the cursor), on top at the click's point, not covered by anything the page put in
 * the top layer after it (popovers, modal dialogs, fullscreen; `pointer-events: none` lets a decoy pass the
 * click through), and, where the browser tracks it (IntersectionObserver v2), seen unobscured for that
 * moment. Our own hosts (the answer card) never count as covering it. Keyboard and assistive-technology
 * presses are judged by focus instead (overlay.ts).
 */
import { atNaturalSize } from './geometry';

/** How long the button must stand still and be seen before a pointer click on it counts. */
export const CLICK_DWELL_MS = 350;

const TOP_LAYER = ':popover-open, :modal, :fullscreen';

/** The button's natural height is 24 CSS px (12px/16px type, padding and border): a shrunk one is less. */
const MIN_BUTTON_PX = 20;

/** Why a click did not count: the button was shrunk, had just moved, or something was over it. */
export type ClickRefusal = 'small' | 'moved' | 'covered';

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };

export class ClickGuard {
  readonly #document: Document;
  readonly #own: (element: Element) => boolean;
  #placedAt = 0;
  #below = new Set<Element>();
  readonly #openedSince = new Set<Element>();
  #visibleSince: number | undefined;
  #tracked = false;
  #observer: IntersectionObserver | undefined;

  constructor(document: Document, own: (element: Element) => boolean, signal: AbortSignal) {
    this.#document = document;
    this.#own = own;
    const opened = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && !own(target)) this.#openedSince.add(target);
    };
    // Anything the page opens in the top layer from now on may sit above the button.
    document.addEventListener('toggle', opened, { capture: true, signal });
    document.addEventListener('fullscreenchange', opened, { capture: true, signal });
    signal.addEventListener('abort', () => this.#observer?.disconnect());
  }

  /** The button was (re)placed and raised to the top of the top layer just now. */
  placed(button: HTMLElement): void {
    this.#placedAt = performance.now();
    this.#below = new Set(this.#openTopLayer());
    this.#openedSince.clear();
    this.#watch(button);
  }

  /**
   * Why a pointer click at `point` at this moment is not one the user made on a button they saw and could
   * read; undefined when it is.
   */
  refusal(button: HTMLElement, point?: { x: number; y: number }): ClickRefusal | undefined {
    const box = button.getBoundingClientRect();
    const zoom = (button as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom;
    const natural = { width: button.offsetWidth, height: button.offsetHeight };
    if (!atNaturalSize(box, natural, zoom, MIN_BUTTON_PX)) return 'small';
    const now = performance.now();
    if (now - this.#placedAt < CLICK_DWELL_MS) return 'moved';
    if (this.#tracked && (this.#visibleSince === undefined || now - this.#visibleSince < CLICK_DWELL_MS))
      return 'covered';
    if (point && !this.#onTopAt(button, point)) return 'covered';
    const covered = this.#openTopLayer().some((element) => {
      if (this.#below.has(element) && !this.#openedSince.has(element)) return false;
      const cover = element.getBoundingClientRect();
      return (
        cover.right > box.left && cover.left < box.right && cover.bottom > box.top && cover.top < box.bottom
      );
    });
    return covered ? 'covered' : undefined;
  }

  /** The button is what the browser hits at the click's point, in its root and in the document. */
  #onTopAt(button: HTMLElement, { x, y }: { x: number; y: number }): boolean {
    const root = button.getRootNode() as Partial<ShadowRoot>;
    if (root.host && root.elementFromPoint?.(x, y) !== button) return false;
    // The first hit is one of our hosts (retargeted from inside): the card draws no pointer, so it is ours.
    const top = this.#document.elementsFromPoint(x, y)[0];
    return top !== undefined && (top === button || this.#own(top));
  }

  #openTopLayer(): Element[] {
    return [...this.#document.querySelectorAll(TOP_LAYER)].filter((element) => !this.#own(element));
  }

  /** IntersectionObserver v2 (Chromium): occlusion, opacity, filters and transforms, whatever their source. */
  #watch(button: HTMLElement): void {
    if (this.#observer) return;
    try {
      this.#observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
          if (entry?.isVisible === undefined) return;
          this.#tracked = true;
          if (!entry.isVisible) this.#visibleSince = undefined;
          else this.#visibleSince ??= entry.time;
        },
        { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      );
      this.#observer.observe(button);
    } catch {
      // Not supported here: the top-layer and dwell checks stand alone.
    }
  }
}
