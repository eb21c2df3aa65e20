/**
 * Keeps track of which marked blocks are near the viewport (within two viewport heights above or below
 * it), for pages with so many marks that registering them all is what costs the most (see mark-store.ts):
 * Chromium rebuilds every registered range of every highlight on each frame after any DOM or style
 * change (about 7 ms per thousand ranges on a 2-core machine: 100 ms a frame at 14,500 ranges, 460 ms
 * at 72,000), and on the frame that registers them.
 *
 * One IntersectionObserver on the two ends of each chunk of marked blocks (window-chunks.ts) says when
 * a chunk comes near or goes away, whatever moved it (scrolling, the page's layout changing, a resize).
 * A scroll that jumps further than the window (Home, End, a link to an anchor) can carry a chunk taller
 * than the window across it without either end ever being inside: the ends are then placed afresh.
 */
import { placeOfBox, type Place } from './viewport-sweep';
import { WindowChunks } from './window-chunks';

/** How far above and below the viewport marks are painted, in viewport heights. */
export const WINDOW_VIEWPORTS = 2;

/** Where an observer entry's target is: in the window, or on which side of it. */
function placeOfEntry(entry: IntersectionObserverEntry): Place {
  if (entry.isIntersecting) return 'near';
  const root = entry.rootBounds;
  const box = entry.boundingClientRect;
  // Not intersecting but inside the window's box: clipped by a scrolling element of the page, which
  // scrolls it into view later; which side it is on matters only for chunks taller than the window.
  if (!root) return 'below';
  return box.top + box.bottom < root.top + root.bottom ? 'above' : 'below';
}

export class PaintWindow {
  private readonly chunks = new WindowChunks<Element>();
  private readonly observer: IntersectionObserver;
  private readonly stop = new AbortController();
  private lastScrollY = scrollY;
  private frame = 0;

  /** `onChange`: blocks whose marks should now be painted (`near`), or need not be any more. */
  constructor(private readonly onChange: (blocks: readonly Element[], near: boolean) => void) {
    const margin = `${WINDOW_VIEWPORTS * 100}%`;
    this.observer = new IntersectionObserver((entries) => this.onEntries(entries), {
      rootMargin: `${margin} 0px ${margin} 0px`,
    });
    addEventListener('scroll', () => this.onScroll(), { passive: true, signal: this.stop.signal });
  }

  /** Number of observed blocks. */
  get observed(): number {
    return this.chunks.observed;
  }

  isNear(block: Element): boolean {
    return this.chunks.isNear(block);
  }

  has(block: Element): boolean {
    return this.chunks.has(block);
  }

  /**
   * Blocks marked together, in document order. Their marks are painted once they are placed near, or
   * at once when `likelyNear` (what the page just changed), until placed far.
   */
  track(blocks: readonly Element[], likelyNear = false): void {
    this.apply(this.chunks.addRun(blocks, likelyNear));
  }

  untrack(block: Element): void {
    this.apply(this.chunks.remove(block));
  }

  /** Stops observing; nothing is reported after this. */
  dispose(): void {
    this.stop.abort();
    this.observer.disconnect();
    cancelAnimationFrame(this.frame);
  }

  private apply(changes: ReturnType<WindowChunks<Element>['remove']>): void {
    for (const block of changes.unobserve) this.observer.unobserve(block);
    for (const block of changes.observe) this.observer.observe(block);
    for (const chunk of changes.changed) this.report(chunk.blocks, chunk.near);
  }

  private report(blocks: readonly Element[], near: boolean): void {
    if (!this.stop.signal.aborted) this.onChange(blocks, near);
  }

  private onEntries(entries: IntersectionObserverEntry[]): void {
    const placed = entries.map((entry) => [entry.target, placeOfEntry(entry)] as const);
    for (const chunk of this.chunks.placeAll(placed)) this.report(chunk.blocks, chunk.near);
  }

  private onScroll(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const height = innerHeight;
      if (Math.abs(scrollY - this.lastScrollY) > WINDOW_VIEWPORTS * height) this.placeAfresh(height);
      this.lastScrollY = scrollY;
    });
  }

  /** Places every observed block from its box now (a few thousand reads at most: once per jump). */
  private placeAfresh(height: number): void {
    const margin = WINDOW_VIEWPORTS * height;
    const placed: (readonly [Element, Place])[] = [];
    for (const block of this.chunks.ends()) {
      placed.push([block, placeOfBox(block.getBoundingClientRect(), height, margin)]);
    }
    for (const chunk of this.chunks.placeAll(placed)) this.report(chunk.blocks, chunk.near);
  }
}
