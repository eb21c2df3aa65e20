/**
 * Text nodes' text glued end to end in chunks, and which nodes a candidate shape (candidate-shapes.ts)
 * touches. Each chunk begins with the last nodes of the one before, at least CANDIDATE_SEAM characters
 * of them, so a shape across two chunks is seen whole. Pure, and generic over the node type.
 */
import { CANDIDATE_SEAM } from '@/utils/detect/candidate-shapes';

/** Characters per chunk: one native search each, big enough to amortise it, small enough for a slice. */
const CHUNK_CHARS = 16_384;
/**
 * A walk's first chunk, doubling from there: the first screen is read in a frame's rendering step with a
 * budget of a few ms, which a cold 16 KB read and search alone used up before the first block was walked.
 */
const FIRST_CHUNK_CHARS = 2048;

/** The last index from `from` on whose start is at or before `offset` (starts ascending, starts[from] ≤ it). */
function lastStartAtOrAfterCursor(starts: readonly number[], from: number, offset: number): number {
  let index = from;
  while (index + 1 < starts.length && starts[index + 1]! <= offset) index++;
  return index;
}

export class CandidateChunks<TNode> {
  #nodes: TNode[] = [];
  #texts: string[] = [];
  #chars = 0;

  #size: number;
  readonly #maxSize: number;

  constructor(size = CHUNK_CHARS, first = Math.min(size, FIRST_CHUNK_CHARS)) {
    this.#size = first;
    this.#maxSize = size;
  }

  /** Adds a node's text; true once the chunk is full and wants reading. */
  add(node: TNode, text: string): boolean {
    this.#nodes.push(node);
    this.#texts.push(text);
    this.#chars += text.length;
    return this.#chars >= this.#size;
  }

  /**
   * Calls `touched` for each node a match of `patterns` touches, in order, then keeps the seam for the
   * next chunk. A seam node may be reported again by the next chunk.
   */
  read(patterns: readonly RegExp[], touched: (node: TNode) => void): void {
    const texts = this.#texts;
    const count = texts.length;
    const starts: number[] = [];
    let length = 0;
    for (const text of texts) {
      starts.push(length);
      length += text.length;
    }
    const glued = texts.join('');
    const hit = new Uint8Array(count);
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      // Matches come in order: a cursor finds each one's nodes (the last to start at or before each end).
      let last = 0;
      for (let match = pattern.exec(glued); match; match = pattern.exec(glued)) {
        const first = lastStartAtOrAfterCursor(starts, last, match.index);
        last = lastStartAtOrAfterCursor(starts, first, match.index + match[0].length - 1);
        hit.fill(1, first, last + 1);
        // The node is reported already: the search goes on after it.
        pattern.lastIndex = starts[last]! + texts[last]!.length;
      }
    }
    for (let index = 0; index < count; index++) if (hit[index]) touched(this.#nodes[index]!);

    let seam = count;
    let kept = 0;
    while (seam > 0 && kept < CANDIDATE_SEAM - 1) kept += texts[--seam]!.length;
    this.#nodes = this.#nodes.slice(seam);
    this.#texts = texts.slice(seam);
    this.#size = Math.min(this.#size * 2, this.#maxSize);
    this.#chars = kept;
  }
}
