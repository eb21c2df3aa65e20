/**
 * The identifiers marked in the page, kept per block, and their paint through the CSS Custom Highlight
 * API: the page's DOM is never touched, the browser paints the ranges.
 *
 * Every mark is kept (the side panel's list, hover and keyboard read them all), but a range is registered
 * only to be painted: all of them up to `PAINT_ALL_UP_TO` marks, beyond that only those near the viewport
 * (paint-window.ts), because the browser recomputes every registered range on each frame after a change.
 * Ranges are StaticRanges made when painted, which DOM mutations do not update; a changed block is
 * rescanned instead (page-scanner.ts).
 */
import type { DetectionKind } from '@/utils/detect/types';
import { PaintBatcher } from './paint-batcher';
import { createPaintWindow, type PaintWindow } from './paint-window';

/** Where a mark is: the boundaries of a range, without the range (made only when painted). */
export interface MarkRange {
  readonly startContainer: Node;
  readonly startOffset: number;
  readonly endContainer: Node;
  readonly endOffset: number;
}

export interface Mark {
  kind: DetectionKind;
  value: string;
  confidence: 'high' | 'low';
  range: MarkRange;
  block: Element;
}

/** Marks found in one block, for `MarkStore.addBlocks`. */
export interface BlockMarks {
  block: Element;
  /** The block's generation when its text was read: marks of a block cleared since are dropped. */
  generation: number;
  marks: readonly Mark[];
}

/** Highlight names; the document styles for them come with the content script (highlight.css). */
export const HIGHLIGHT_NAMES = {
  high: 'vin-tin-lookup',
  low: 'vin-tin-lookup-low',
  done: 'vin-tin-lookup-done',
} as const;
/** A mark's paint: by confidence, or as looked up once the user has looked its identifier up. */
type Paint = keyof typeof HIGHLIGHT_NAMES;
const PAINTS = Object.keys(HIGHLIGHT_NAMES) as Paint[];

/**
 * Up to this many marks, every one is registered (and painted wherever it is). Above it, only those near
 * the viewport are; below `PAINT_ALL_AGAIN_UNDER` again, all of them (the gap keeps a page whose marks
 * come and go around one number from switching back and forth).
 */
export const PAINT_ALL_UP_TO = 2000;
export const PAINT_ALL_AGAIN_UNDER = 1500;

function sameBoundaries(a: MarkRange, b: MarkRange): boolean {
  return (
    a.startContainer === b.startContainer &&
    a.startOffset === b.startOffset &&
    a.endContainer === b.endContainer &&
    a.endOffset === b.endOffset
  );
}

interface BlockEntry {
  marks: Mark[];
  /** Which `addBlocks` call first marked the block: blocks of one call are neighbours in the page. */
  batch: number;
}

export class MarkStore {
  private readonly byBlock = new Map<Element, BlockEntry>();
  private readonly generations = new WeakMap<Element, number>();
  private readonly highlights: Record<Paint, Highlight> | undefined;
  /** New ranges reach the highlights in batches (paint-batcher.ts): see `paint` and `paintIfDue`. */
  private readonly painters: Record<Paint, PaintBatcher<StaticRange>> | undefined;
  /** Identifiers looked up from this page. */
  private readonly checked = new Set<string>();
  /** The range of each mark that is to be painted (registered, or waiting in a painter). */
  private readonly ranges = new Map<Mark, StaticRange>();
  /** Marks away from the viewport found by a first pass, painted once the scan is idle (one change, not many). */
  private readonly later = new Set<Mark>();
  /** Blocks whose chunks went far, unpainted with the next change that paints (one frame, not two). */
  private readonly goneFar = new Set<Element>();
  /** Present while only marks near the viewport are painted. */
  private nearby: PaintWindow | undefined;
  private count = 0;
  private batches = 0;
  /** The marks by the text node they start in, for the keyboard; made on first use after a change. */
  private startingIn: Map<Node, Mark[]> | undefined;

  /** `onChange` runs after marks are added or removed (to show the overlay, refresh lists). */
  constructor(
    private readonly onChange: () => void = () => {},
    now: () => number = () => performance.now(),
  ) {
    // Firefox before 140 has no Custom Highlight API: marks still work for hover and the side panel,
    // they are just not painted.
    if (typeof Highlight === 'function' && typeof CSS !== 'undefined' && 'highlights' in CSS) {
      const highlights = {} as Record<Paint, Highlight>;
      const painters = {} as Record<Paint, PaintBatcher<StaticRange>>;
      for (const paint of PAINTS) {
        CSS.highlights.set(HIGHLIGHT_NAMES[paint], (highlights[paint] = new Highlight()));
        painters[paint] = new PaintBatcher(highlights[paint], now);
      }
      this.highlights = highlights;
      this.painters = painters;
    }
  }

  /** While held, new marks are kept but not painted (the detectors in use are not confirmed yet). */
  private held = false;

  /** Released, paints what is near the viewport; the rest waits for `paint(true)` (the scan idle). */
  holdPaint(held: boolean): void {
    this.held = held;
    if (!held) this.paint();
  }

  /**
   * Paints the marks added near the viewport so far (what is visible is done), or with `idle` (all work
   * is), every mark to be painted.
   */
  paint(idle = false): void {
    if (this.held) return;
    if (idle) {
      for (const mark of this.later) this.want(mark);
      this.later.clear();
    }
    for (const paint of this.painters ? PAINTS : []) {
      if (idle) this.painters![paint].settle();
      else this.painters![paint].flush();
    }
  }

  /** Paints the marks added so far unless the last paint was very recent (between slices of a scan). */
  paintIfDue(): void {
    if (this.held) return;
    for (const paint of this.painters ? PAINTS : []) this.painters![paint].flushIfDue();
  }

  get size(): number {
    return this.count;
  }

  /**
   * The marks starting in text node `node`, in the order they are written (a node's marks come from one
   * reading of its text, in order). One pass over every mark after each change, none before it is asked.
   */
  marksStartingIn(node: Node): readonly Mark[] {
    if (!this.startingIn) {
      this.startingIn = new Map();
      for (const mark of this.all()) {
        const list = this.startingIn.get(mark.range.startContainer);
        if (list) list.push(mark);
        else this.startingIn.set(mark.range.startContainer, [mark]);
      }
    }
    return this.startingIn.get(node) ?? [];
  }

  /** Changes each time a block's marks are cleared: work queued before that is stale. */
  generation(block: Element): number {
    return this.generations.get(block) ?? 0;
  }

  marksOf(block: Element): readonly Mark[] {
    return this.byBlock.get(block)?.marks ?? [];
  }

  *all(): IterableIterator<Mark> {
    for (const { marks } of this.byBlock.values()) yield* marks;
  }

  /**
   * The marks that may be in view: with only the marks near the viewport painted, those of the blocks
   * near it (a few screens' worth, however big the page); otherwise all of them (a few thousand at most).
   */
  *mayBeInView(): IterableIterator<Mark> {
    const nearby = this.nearby;
    if (!nearby) {
      yield* this.all();
      return;
    }
    for (const [block, { marks }] of this.byBlock) if (nearby.isNear(block)) yield* marks;
  }

  clearBlock(block: Element): void {
    this.generations.set(block, this.generation(block) + 1);
    const entry = this.byBlock.get(block);
    if (!entry) return;
    this.byBlock.delete(block);
    this.nearby?.untrack(block);
    this.goneFar.delete(block);
    for (const mark of entry.marks) this.unpaint(mark);
    this.count -= entry.marks.length;
    this.startingIn = undefined;
    if (this.nearby && this.count < PAINT_ALL_AGAIN_UNDER) this.paintAll();
    this.onChange();
  }

  /**
   * Adds the marks of blocks read together, in document order (one detector batch); marks of a block
   * cleared since its `generation` are dropped. While only marks near the viewport are painted, those
   * of new blocks wait until the blocks are placed, unless `likelyNear` (what the page just changed, or
   * the first pass near the viewport): those are painted at once, and let go if placed far.
   */
  addBlocks(found: readonly BlockMarks[], likelyNear = false): void {
    const batch = ++this.batches;
    const added: Element[] = [];
    const fresh: Mark[] = [];
    for (const { block, generation, marks } of found) {
      if (marks.length === 0 || this.generation(block) !== generation) continue;
      let entry = this.byBlock.get(block);
      const isNew = !entry;
      if (!entry) this.byBlock.set(block, (entry = { marks: [], batch }));
      const list = entry.marks;
      const before = fresh.length;
      for (const mark of marks) {
        // A block walked twice in one generation (a node the page inserted where the first walk was
        // paused) must not get the same mark twice.
        if (list.some((other) => sameBoundaries(other.range, mark.range))) continue;
        list.push(mark);
        fresh.push(mark);
      }
      if (isNew && fresh.length > before) added.push(block);
      else if (isNew) this.byBlock.delete(block);
    }
    this.count += fresh.length;
    if (fresh.length > 0) this.startingIn = undefined;
    this.nearby?.track(added, likelyNear);
    for (const mark of this.painters ? fresh : []) {
      if (this.nearby) {
        if (this.nearby.isNear(mark.block)) this.want(mark);
      } else if (likelyNear) this.want(mark);
      else this.later.add(mark);
    }
    if (!this.nearby && this.count > PAINT_ALL_UP_TO) this.openWindow();
    if (fresh.length > 0) this.onChange();
  }

  /** Drops every mark. */
  clearAll(): void {
    // Not painting all the remaining marks on the way down.
    this.nearby?.dispose();
    this.nearby = undefined;
    for (const block of [...this.byBlock.keys()]) this.clearBlock(block);
  }

  /** Drops the marks of blocks the page has removed. Costs one check per marked block. */
  sweepDetached(): void {
    for (const [block, { marks }] of this.byBlock) {
      if (block.isConnected && marks.every((mark) => mark.range.startContainer.isConnected)) continue;
      this.clearBlock(block);
    }
  }

  /** Drops the marks of every block inside `root` (it became skipped, e.g. contenteditable). */
  clearInside(root: Element): void {
    for (const block of [...this.byBlock.keys()]) if (root.contains(block)) this.clearBlock(block);
  }

  dispose(): void {
    this.nearby?.dispose();
    this.nearby = undefined;
    this.byBlock.clear();
    this.ranges.clear();
    this.later.clear();
    this.goneFar.clear();
    this.count = 0;
    this.startingIn = undefined;
    if (!this.highlights) return;
    // Only our own registrations: a newer instance of the script may have registered its own by now.
    for (const paint of PAINTS) {
      this.painters?.[paint].discard();
      this.highlights[paint].clear();
      const name = HIGHLIGHT_NAMES[paint];
      if (CSS.highlights.get(name) === this.highlights[paint]) CSS.highlights.delete(name);
    }
  }

  /**
   * From now on only marks near the viewport are painted; the blocks of one batch are tracked together.
   * Marks painted so far stay until the first blocks placed near are painted (in the same change, so
   * nothing near flickers); those waiting for the end of the scan wait for the window instead.
   */
  private openWindow(): void {
    if (!this.painters || typeof IntersectionObserver !== 'function') return;
    const nearby = createPaintWindow((blocks, near) => this.onWindowChange(blocks, near));
    this.nearby = nearby;
    this.later.clear();
    for (const mark of this.ranges.keys()) this.goneFar.add(mark.block);
    let run: Element[] = [];
    let batch = 0;
    for (const [block, entry] of this.byBlock) {
      if (entry.batch !== batch) {
        nearby.track(run);
        run = [];
        batch = entry.batch;
      }
      run.push(block);
    }
    nearby.track(run);
  }

  /** Back to painting every mark (few are left). */
  private paintAll(): void {
    this.nearby?.dispose();
    this.nearby = undefined;
    this.goneFar.clear();
    for (const mark of this.all()) this.want(mark);
  }

  /**
   * Blocks came near (painted now, with those that went far since the last change unpainted in the same
   * frame) or went far (unpainted with the next change).
   */
  private onWindowChange(blocks: readonly Element[], near: boolean): void {
    if (!near) {
      for (const block of blocks) this.goneFar.add(block);
      return;
    }
    for (const block of blocks) {
      this.goneFar.delete(block);
      for (const mark of this.marksOf(block)) this.want(mark);
    }
    for (const block of this.goneFar) for (const mark of this.marksOf(block)) this.unpaint(mark);
    this.goneFar.clear();
    // Coming into view: painted now, not at the next batch (a scan may be running).
    this.paint();
  }

  /** Queues `mark`'s range for painting (made now). */
  private want(mark: Mark): void {
    if (!this.painters || this.ranges.has(mark)) return;
    const range = new StaticRange(mark.range);
    this.ranges.set(mark, range);
    this.painters[this.paintOf(mark)].add(range);
  }

  private paintOf(mark: Mark): Paint {
    return this.checked.has(mark.value) ? 'done' : mark.confidence;
  }

  /** Every mark of `value` shows as looked up from now on (the user looked one of them up). */
  markChecked(value: string): void {
    if (this.checked.has(value)) return;
    const painted = [...this.ranges.keys()].filter((mark) => mark.value === value);
    for (const mark of painted) this.unpaint(mark);
    this.checked.add(value);
    for (const mark of painted) this.want(mark);
    this.paint();
  }

  private unpaint(mark: Mark): void {
    this.later.delete(mark);
    const range = this.ranges.get(mark);
    if (!range) return;
    this.ranges.delete(mark);
    this.painters?.[this.paintOf(mark)].delete(range);
  }
}
