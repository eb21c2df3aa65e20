/**
 * Which marked blocks are near the viewport, known from few observed blocks. Blocks marked together
 * (one detector batch: consecutive blocks in document order) are cut into chunks of up to `size`; only
 * the first and last block of each chunk are observed (paint-window.ts, with an IntersectionObserver),
 * because observing every block costs the browser on every scrolled frame (about 100 ms a frame with
 * 72,000 observed blocks on a 2-core machine, 3 ms with 2,300). A chunk is near when one of its ends is,
 * or when its ends lie on both sides of the viewport (a chunk taller than the window around it).
 * Chunks are big because each one that comes near is a change to the highlights, and each change costs
 * the next frame about as much as the page is big (mark-store.ts): 256 lines of a register come near
 * once every 7 screens scrolled.
 *
 * Blocks between a chunk's ends lie between them on the page whenever the page shows its text in the
 * order it is written, as nearly all pages do; a block drawn elsewhere (a column laid out out of order
 * inside one chunk) shows its marks once its chunk comes near. Pure and generic, so tested without DOM.
 */
import type { Place } from './viewport-sweep';

export interface Chunk<B> {
  readonly blocks: B[];
  near: boolean;
}

/** What the observer must start and stop watching, and which chunks changed side, after a change. */
export interface ChunkChanges<B> {
  observe: B[];
  unobserve: B[];
  /** Chunks whose `near` changed. */
  changed: Chunk<B>[];
}

export const CHUNK_BLOCKS = 256;

/** Where an observed block is; unknown until the observer first says. */
type EndPlace = Place | 'unknown';

export class WindowChunks<B> {
  private readonly chunkOf = new Map<B, Chunk<B>>();
  /** The last place reported for each observed block (chunk ends only). */
  private readonly places = new Map<B, EndPlace>();

  constructor(private readonly size = CHUNK_BLOCKS) {}

  get observed(): number {
    return this.places.size;
  }

  /** True when `block` is in a chunk near the viewport. */
  isNear(block: B): boolean {
    return this.chunkOf.get(block)?.near === true;
  }

  has(block: B): boolean {
    return this.chunkOf.has(block);
  }

  /**
   * Adds blocks marked together, in document order, as new chunks: taken to be near or not (`near`)
   * until their ends have been placed. Blocks already in a chunk are left where they are.
   */
  addRun(blocks: readonly B[], near = false): ChunkChanges<B> {
    const changes: ChunkChanges<B> = { observe: [], unobserve: [], changed: [] };
    let chunk: Chunk<B> | undefined;
    for (const block of blocks) {
      if (this.chunkOf.has(block)) continue;
      if (!chunk || chunk.blocks.length >= this.size) {
        if (chunk) this.watchEnds(chunk, changes);
        chunk = { blocks: [], near };
      }
      chunk.blocks.push(block);
      this.chunkOf.set(block, chunk);
    }
    if (chunk) this.watchEnds(chunk, changes);
    return changes;
  }

  /** Removes a block; when it was an end of its chunk, the next block in takes its place (and side). */
  remove(block: B): ChunkChanges<B> {
    const changes: ChunkChanges<B> = { observe: [], unobserve: [], changed: [] };
    const chunk = this.chunkOf.get(block);
    if (!chunk) return changes;
    this.chunkOf.delete(block);
    const { blocks } = chunk;
    const index = blocks.indexOf(block);
    const wasEnd = index === 0 || index === blocks.length - 1;
    blocks.splice(index, 1);
    const place = this.places.get(block);
    if (this.places.delete(block)) changes.unobserve.push(block);
    if (blocks.length === 0 || !wasEnd) return changes;
    // Until the observer says where the new end is, it is taken to be where the old one was.
    const end = index === 0 ? blocks[0]! : blocks[blocks.length - 1]!;
    if (!this.places.has(end)) {
      this.places.set(end, place ?? 'unknown');
      changes.observe.push(end);
    }
    this.update(chunk, changes);
    return changes;
  }

  /**
   * Records where observed blocks are (the observer's latest entries, oldest first); returns the chunks
   * that changed side, each once, by where they end up.
   */
  placeAll(entries: Iterable<readonly [B, Place]>): Chunk<B>[] {
    const before = new Map<Chunk<B>, boolean>();
    const changes: ChunkChanges<B> = { observe: [], unobserve: [], changed: [] };
    for (const [block, place] of entries) {
      if (!this.places.has(block)) continue;
      this.places.set(block, place);
      const chunk = this.chunkOf.get(block);
      if (!chunk) continue;
      if (!before.has(chunk)) before.set(chunk, chunk.near);
      this.update(chunk, changes);
    }
    return [...before].filter(([chunk, near]) => chunk.near !== near).map(([chunk]) => chunk);
  }

  /** Every observed block (to place them all afresh after the page jumped). */
  ends(): IterableIterator<B> {
    return this.places.keys();
  }

  private watchEnds(chunk: Chunk<B>, changes: ChunkChanges<B>): void {
    const { blocks } = chunk;
    for (const end of [blocks[0]!, blocks[blocks.length - 1]!]) {
      if (this.places.has(end)) continue;
      this.places.set(end, 'unknown');
      changes.observe.push(end);
    }
  }

  private update(chunk: Chunk<B>, changes: ChunkChanges<B>): void {
    const { blocks } = chunk;
    const first = this.places.get(blocks[0]!);
    const last = this.places.get(blocks[blocks.length - 1]!);
    const near =
      first === 'near' ||
      last === 'near' ||
      (first === 'above' && last === 'below') ||
      (first === 'below' && last === 'above');
    if (near === chunk.near) return;
    chunk.near = near;
    changes.changed.push(chunk);
  }
}
