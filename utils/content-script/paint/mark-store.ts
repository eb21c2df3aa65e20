/**
 * The page's marks, per block, painted with the CSS Custom Highlight API so the page's DOM is never touched.
 * Every mark is kept, but past `PAINT_ALL_UP_TO` only those near the viewport are registered: the browser
 * recomputes every registered range on each frame after a change.
 */
import type { DetectionKind, PageRequirement } from '@/utils/detect/types';
import { PaintBatcher } from './paint-batcher';
import { createPaintWindow, type PaintWindow } from './paint-window';

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
  /** Set on a shape other countries print too: it shows only on a page that fits (detect/page-fit.ts). */
  pageMustBe?: PageRequirement;
}

export interface BlockMarks {
  block: Element;
  /** `MarkStore.generation` when the text was read: marks of a block cleared since are dropped. */
  generation: number;
  marks: readonly Mark[];
}

/** Styled by entrypoints/content/highlight.css. */
export const HIGHLIGHT_NAMES = {
  high: 'vin-tin-lookup',
  low: 'vin-tin-lookup-low',
  done: 'vin-tin-lookup-done',
} as const;
type Paint = keyof typeof HIGHLIGHT_NAMES;
const PAINTS = Object.keys(HIGHLIGHT_NAMES) as Paint[];

/** All marks painted up to this many, then only near ones until under the second (a gap against flapping). */
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
  /** The `addBlocks` call that first marked the block: blocks of one call are neighbours in the page. */
  batch: number;
}

export class MarkStore {
  readonly #byBlock = new Map<Element, BlockEntry>();
  readonly #generations = new WeakMap<Element, number>();
  readonly #highlights: Record<Paint, Highlight> | undefined;
  readonly #painters: Record<Paint, PaintBatcher<StaticRange>> | undefined;
  readonly #checked = new Set<string>();
  /** The range of each mark that is to be painted (registered, or waiting in a painter). */
  readonly #ranges = new Map<Mark, StaticRange>();
  /** First-pass marks away from the viewport, painted once the scan is idle (one change, not many). */
  readonly #later = new Set<Mark>();
  /** Blocks whose chunks went far, unpainted with the next change that paints (one frame, not two). */
  readonly #goneFar = new Set<Element>();
  /** Present while only marks near the viewport are painted. */
  #nearby: PaintWindow | undefined;
  #count = 0;
  #batches = 0;
  readonly #onChange: () => void;

  constructor(onChange: () => void = () => {}, now: () => number = () => performance.now()) {
    this.#onChange = onChange;
    // Firefox before 140 has no Custom Highlight API: marks still serve hover and the side panel, unpainted.
    if (typeof Highlight === 'function' && typeof CSS !== 'undefined' && 'highlights' in CSS) {
      const highlights = {} as Record<Paint, Highlight>;
      const painters = {} as Record<Paint, PaintBatcher<StaticRange>>;
      for (const paint of PAINTS) {
        CSS.highlights.set(HIGHLIGHT_NAMES[paint], (highlights[paint] = new Highlight()));
        painters[paint] = new PaintBatcher(highlights[paint], now);
      }
      this.#highlights = highlights;
      this.#painters = painters;
    }
  }

  /** While held, new marks are kept but not painted (the detectors in use are not confirmed yet). */
  #held = false;

  holdPaint(held: boolean): void {
    this.#held = held;
    if (!held) this.paint();
  }

  /** Paints the marks queued near the viewport; with `idle` (the scan is done), every mark to be painted. */
  paint(idle = false): void {
    if (this.#held) return;
    if (idle) {
      for (const mark of this.#later) this.#want(mark);
      this.#later.clear();
    }
    for (const paint of this.#painters ? PAINTS : []) {
      if (idle) this.#painters![paint].settle();
      else this.#painters![paint].flush();
    }
  }

  paintIfDue(): void {
    if (this.#held) return;
    for (const paint of this.#painters ? PAINTS : []) this.#painters![paint].flushIfDue();
  }

  get size(): number {
    return this.#count;
  }

  generation(block: Element): number {
    return this.#generations.get(block) ?? 0;
  }

  marksOf(block: Element): readonly Mark[] {
    return this.#byBlock.get(block)?.marks ?? [];
  }

  *all(): IterableIterator<Mark> {
    for (const { marks } of this.#byBlock.values()) yield* marks;
  }

  /** Present while only marks near the viewport are painted (past a few thousand): which blocks are. */
  get nearby(): Pick<PaintWindow, 'isNear'> | undefined {
    return this.#nearby;
  }

  clearBlock(block: Element): void {
    this.#generations.set(block, this.generation(block) + 1);
    const entry = this.#byBlock.get(block);
    if (!entry) return;
    this.#byBlock.delete(block);
    this.#nearby?.untrack(block);
    this.#goneFar.delete(block);
    for (const mark of entry.marks) this.#unpaint(mark);
    this.#count -= entry.marks.length;
    if (this.#nearby && this.#count < PAINT_ALL_AGAIN_UNDER) this.#paintAll();
    this.#onChange();
  }

  /**
   * Adds one detector batch, in document order. New blocks' marks paint once placed near, or at once when
   * `likelyNear` (what the page just changed, the first pass near the viewport).
   */
  addBlocks(found: readonly BlockMarks[], likelyNear = false): void {
    const batch = ++this.#batches;
    const added: Element[] = [];
    const fresh: Mark[] = [];
    for (const { block, generation, marks } of found) {
      if (marks.length === 0 || this.generation(block) !== generation) continue;
      let entry = this.#byBlock.get(block);
      const isNew = !entry;
      if (!entry) this.#byBlock.set(block, (entry = { marks: [], batch }));
      const list = entry.marks;
      const before = fresh.length;
      for (const mark of marks) {
        // No mark twice: a block may be walked twice in a generation (a node inserted where a walk paused).
        if (list.some((other) => sameBoundaries(other.range, mark.range))) continue;
        list.push(mark);
        fresh.push(mark);
      }
      if (isNew && fresh.length > before) added.push(block);
      else if (isNew) this.#byBlock.delete(block);
    }
    this.#count += fresh.length;
    this.#nearby?.track(added, likelyNear);
    for (const mark of this.#painters ? fresh : []) {
      if (this.#nearby) {
        if (this.#nearby.isNear(mark.block)) this.#want(mark);
      } else if (likelyNear) this.#want(mark);
      else this.#later.add(mark);
    }
    if (!this.#nearby && this.#count > PAINT_ALL_UP_TO) this.#openWindow();
    if (fresh.length > 0) this.#onChange();
  }

  clearAll(): void {
    // Closed first, so clearing does not repaint every remaining mark on the way down.
    this.#nearby?.dispose();
    this.#nearby = undefined;
    for (const block of [...this.#byBlock.keys()]) this.clearBlock(block);
  }

  sweepDetached(): void {
    for (const [block, { marks }] of this.#byBlock) {
      if (block.isConnected && marks.every((mark) => mark.range.startContainer.isConnected)) continue;
      this.clearBlock(block);
    }
  }

  /** Drops the marks of every block `test` picks (those inside some roots): one pass over the blocks. */
  clearWhere(test: (block: Element) => boolean): void {
    for (const block of [...this.#byBlock.keys()]) if (test(block)) this.clearBlock(block);
  }

  dispose(): void {
    this.#nearby?.dispose();
    this.#nearby = undefined;
    this.#byBlock.clear();
    this.#ranges.clear();
    this.#later.clear();
    this.#goneFar.clear();
    this.#count = 0;
    if (!this.#highlights) return;
    // Only our own registrations: a newer instance of the script may have registered its own by now.
    for (const paint of PAINTS) {
      this.#painters?.[paint].discard();
      this.#highlights[paint].clear();
      const name = HIGHLIGHT_NAMES[paint];
      if (CSS.highlights.get(name) === this.#highlights[paint]) CSS.highlights.delete(name);
    }
  }

  /** Paints only marks near the viewport from now on; those painted stay until the first near ones paint. */
  #openWindow(): void {
    if (!this.#painters || typeof IntersectionObserver !== 'function') return;
    const nearby = createPaintWindow((blocks, near) => this.#onWindowChange(blocks, near));
    this.#nearby = nearby;
    this.#later.clear();
    for (const mark of this.#ranges.keys()) this.#goneFar.add(mark.block);
    let run: Element[] = [];
    let batch = 0;
    for (const [block, entry] of this.#byBlock) {
      if (entry.batch !== batch) {
        nearby.track(run);
        run = [];
        batch = entry.batch;
      }
      run.push(block);
    }
    nearby.track(run);
  }

  #paintAll(): void {
    this.#nearby?.dispose();
    this.#nearby = undefined;
    this.#goneFar.clear();
    for (const mark of this.all()) this.#want(mark);
  }

  /** Near blocks paint now, unpainting those gone far in the same frame; gone-far ones wait for that. */
  #onWindowChange(blocks: readonly Element[], near: boolean): void {
    if (!near) {
      for (const block of blocks) this.#goneFar.add(block);
      return;
    }
    for (const block of blocks) {
      this.#goneFar.delete(block);
      for (const mark of this.marksOf(block)) this.#want(mark);
    }
    for (const block of this.#goneFar) for (const mark of this.marksOf(block)) this.#unpaint(mark);
    this.#goneFar.clear();
    this.paint();
  }

  /** Queues the mark's StaticRange, which DOM changes do not update: a changed block is rescanned instead. */
  #want(mark: Mark): void {
    if (!this.#painters || this.#ranges.has(mark)) return;
    const range = new StaticRange(mark.range);
    this.#ranges.set(mark, range);
    this.#painters[this.#paintOf(mark)].add(range);
  }

  #paintOf(mark: Mark): Paint {
    return this.#checked.has(mark.value) ? 'done' : mark.confidence;
  }

  /** Every mark of `value` shows as looked up from now on. */
  markChecked(value: string): void {
    if (this.#checked.has(value)) return;
    const painted = [...this.#ranges.keys()].filter((mark) => mark.value === value);
    for (const mark of painted) this.#unpaint(mark);
    this.#checked.add(value);
    for (const mark of painted) this.#want(mark);
    this.paint();
  }

  #unpaint(mark: Mark): void {
    this.#later.delete(mark);
    const range = this.#ranges.get(mark);
    if (!range) return;
    this.#ranges.delete(mark);
    this.#painters?.[this.#paintOf(mark)].delete(range);
  }
}
