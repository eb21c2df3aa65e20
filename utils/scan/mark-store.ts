/**
 * The identifiers marked in the page, kept per block, and their paint through the CSS Custom Highlight
 * API: the page's DOM is never touched, the browser paints the ranges.
 *
 * Ranges are StaticRanges on purpose: the browser updates every live Range on every DOM mutation, which
 * a page with thousands of marks and busy scripts would pay for. Staleness is handled instead by the
 * mutation observer, which rescans a changed block and replaces its marks (see page-scanner.ts).
 */
import type { DetectionKind } from '../detect/types';
import { PaintBatcher } from './paint-batcher';

export interface Mark {
  kind: DetectionKind;
  value: string;
  confidence: 'high' | 'low';
  range: StaticRange;
  block: Element;
}

/** Highlight names; the document styles for them come with the content script (highlight.css). */
export const HIGHLIGHT_NAMES = { high: 'vin-tin-lookup', low: 'vin-tin-lookup-low' } as const;

function sameBoundaries(a: StaticRange, b: StaticRange): boolean {
  return (
    a.startContainer === b.startContainer &&
    a.startOffset === b.startOffset &&
    a.endContainer === b.endContainer &&
    a.endOffset === b.endOffset
  );
}

export class MarkStore {
  private readonly byBlock = new Map<Element, Mark[]>();
  private readonly generations = new WeakMap<Element, number>();
  private readonly highlights: Record<'high' | 'low', Highlight> | undefined;
  /** New ranges reach the highlights in batches (paint-batcher.ts): see `paint` and `paintIfDue`. */
  private readonly painters: Record<'high' | 'low', PaintBatcher<StaticRange>> | undefined;
  private count = 0;

  /** `onChange` runs after marks are added or removed (to show the overlay, refresh lists). */
  constructor(
    private readonly onChange: () => void = () => {},
    now: () => number = () => performance.now(),
  ) {
    // Firefox before 140 has no Custom Highlight API: marks still work for hover and the side panel,
    // they are just not painted.
    if (typeof Highlight === 'function' && typeof CSS !== 'undefined' && 'highlights' in CSS) {
      this.highlights = { high: new Highlight(), low: new Highlight() };
      CSS.highlights.set(HIGHLIGHT_NAMES.high, this.highlights.high);
      CSS.highlights.set(HIGHLIGHT_NAMES.low, this.highlights.low);
      this.painters = {
        high: new PaintBatcher(this.highlights.high, now),
        low: new PaintBatcher(this.highlights.low, now),
      };
    }
  }

  /** While held, new marks are kept but not painted (the detectors in use are not confirmed yet). */
  private held = false;

  holdPaint(held: boolean): void {
    this.held = held;
    if (!held) this.paint(true);
  }

  /** Paints every mark added so far (what is visible is done, or with `idle`, all work is). */
  paint(idle = false): void {
    if (this.held) return;
    for (const painter of [this.painters?.high, this.painters?.low]) {
      if (idle) painter?.settle();
      else painter?.flush();
    }
  }

  /** Paints the marks added so far unless the last paint was very recent (between slices of a scan). */
  paintIfDue(): void {
    if (this.held) return;
    this.painters?.high.flushIfDue();
    this.painters?.low.flushIfDue();
  }

  get size(): number {
    return this.count;
  }

  /** Changes each time a block's marks are cleared: work queued before that is stale. */
  generation(block: Element): number {
    return this.generations.get(block) ?? 0;
  }

  marksOf(block: Element): readonly Mark[] {
    return this.byBlock.get(block) ?? [];
  }

  blocks(): IterableIterator<Element> {
    return this.byBlock.keys();
  }

  *all(): IterableIterator<Mark> {
    for (const marks of this.byBlock.values()) yield* marks;
  }

  clearBlock(block: Element): void {
    this.generations.set(block, this.generation(block) + 1);
    const marks = this.byBlock.get(block);
    if (!marks) return;
    this.byBlock.delete(block);
    for (const mark of marks) this.unpaint(mark);
    this.count -= marks.length;
    this.onChange();
  }

  /** Adds marks found in `block` at `generation`; ignored when the block was cleared since. */
  add(block: Element, generation: number, marks: readonly Mark[]): void {
    if (marks.length === 0 || this.generation(block) !== generation) return;
    let list = this.byBlock.get(block);
    if (!list) this.byBlock.set(block, (list = []));
    let added = 0;
    for (const mark of marks) {
      // A block walked twice in one generation (a node the page inserted where the first walk was
      // paused) must not get the same mark twice.
      if (list.some((other) => sameBoundaries(other.range, mark.range))) continue;
      list.push(mark);
      this.painters?.[mark.confidence].add(mark.range);
      added++;
    }
    this.count += added;
    if (added > 0) this.onChange();
  }

  /** Drops every mark. */
  clearAll(): void {
    for (const block of [...this.byBlock.keys()]) this.clearBlock(block);
  }

  /** Drops the marks of blocks the page has removed. Costs one check per marked block. */
  sweepDetached(): void {
    for (const [block, marks] of this.byBlock) {
      if (block.isConnected && marks.every((mark) => mark.range.startContainer.isConnected)) continue;
      this.clearBlock(block);
    }
  }

  /** Drops the marks of every block inside `root` (it became skipped, e.g. contenteditable). */
  clearInside(root: Element): void {
    for (const block of [...this.byBlock.keys()]) if (root.contains(block)) this.clearBlock(block);
  }

  dispose(): void {
    this.byBlock.clear();
    this.count = 0;
    if (!this.highlights) return;
    this.painters?.high.discard();
    this.painters?.low.discard();
    this.highlights.high.clear();
    this.highlights.low.clear();
    // Only our own registrations: a newer instance of the script may have registered its own by now.
    for (const confidence of ['high', 'low'] as const) {
      const name = HIGHLIGHT_NAMES[confidence];
      if (CSS.highlights.get(name) === this.highlights[confidence]) CSS.highlights.delete(name);
    }
  }

  private unpaint(mark: Mark): void {
    this.painters?.[mark.confidence].delete(mark.range);
  }
}
