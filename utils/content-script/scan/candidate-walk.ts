/**
 * Finds a subtree's runs (the whole document's, or what a page added): a bare text-node walk (the floor of
 * any scanner) reads the text in chunks (candidate-chunks.ts), and only the blocks whose text has an
 * identifier's shape are walked for their runs (block-walk.ts). Most blocks of a page hold nothing, and
 * visiting every element in script costs more than reading the text. A block is walked once, for all
 * its runs; text of a block above the root is left to that block's own rescan.
 */
import { blockOf, walkBlock, type DomRun } from './block-walk';
import { CandidateChunks } from './candidate-chunks';
import { isInlineElement, isSkippedElement } from './element-rules';

export interface CandidateWalkHooks {
  /** A complete run. A function, not a method: it is handed on unbound. */
  run: (run: DomRun) => void;
  /**
   * Once per chunk, when all it found is walked: the block of its last text. The first pass's viewport
   * sweep reads where the text has got to.
   */
  reached?(block: Element): void;
}

export class CandidateWalk {
  readonly #root: Element;
  /** Whether the root is inline: asked once, as an element's tag never changes. */
  readonly #inlineRoot: boolean;
  readonly #walker: TreeWalker;
  readonly #chunks = new CandidateChunks<Text>();
  /** Candidate blocks found and not walked yet, in document order. */
  #blocks: Element[] = [];
  readonly #seen = new Set<Element>();
  /**
   * Per element asked: whether it or an ancestor is skipped. Ancestors are shared by thousands of rows,
   * so each is asked once, not once per row's climb. Kept for one slice only: between slices the page
   * runs, and may hide or mark an ancestor.
   */
  readonly #skippedFrom = new Map<Element, boolean>();
  /** The next text node to read (null: all read), and the last one read. */
  #next: Node | null;
  #last: Node | null = null;
  #reachedDue = false;

  readonly #patterns: readonly RegExp[];
  readonly #hooks: CandidateWalkHooks;

  constructor(root: Element, patterns: readonly RegExp[], hooks: CandidateWalkHooks) {
    this.#root = root;
    this.#inlineRoot = isInlineElement(root);
    this.#patterns = patterns;
    this.#hooks = hooks;
    this.#walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    this.#next = this.#walker.nextNode();
  }

  /** Walks until done (true) or until `shouldYield()` says the slice is spent (false). */
  step(shouldYield: () => boolean): boolean {
    this.#skippedFrom.clear();
    for (;;) {
      let block: Element | undefined;
      while ((block = this.#blocks.shift())) {
        walkBlock(block, this.#hooks.run);
        if (shouldYield()) return this.#blocks.length === 0 && !this.#next;
      }
      if (this.#reachedDue) {
        this.#reachedDue = false;
        const reached = this.#last && blockOf(this.#last);
        if (reached) this.#hooks.reached?.(reached);
      }
      if (!this.#next) return true;
      this.#readChunk(this.#next);
      if (this.#blocks.length === 0 && shouldYield()) return !this.#next;
    }
  }

  #readChunk(next: Node): void {
    const walker = this.#walker;
    let node = this.#resume(next);
    let full = false;
    while (node && !full) {
      full = this.#chunks.add(node as Text, (node as Text).data);
      this.#last = node;
      node = walker.nextNode();
    }
    this.#next = node;
    this.#reachedDue = true;
    if (full || !node) this.#chunks.read(this.#patterns, (text) => this.#touched(text));
  }

  /**
   * The next text node, after a pause in which the page may have removed it: then the one after the last
   * read, or else all the text again (the blocks walked already are not walked twice).
   */
  #resume(next: Node): Node | null {
    const walker = this.#walker;
    const root = this.#root;
    if (root.contains(next)) return (walker.currentNode = next);
    walker.currentNode = this.#last && root.contains(this.#last) ? this.#last : root;
    return walker.nextNode();
  }

  /** A node a candidate shape touches: its block is to be walked, unless skipped or walked already. */
  #touched(text: Text): void {
    const block = blockOf(text);
    if (!block || this.#seen.has(block)) return;
    this.#seen.add(block);
    // A block outside the root is above it, reached only through an inline root (a changed <span>).
    const inside = !this.#inlineRoot || this.#root.contains(block);
    if (inside && !isSkippedElement(block) && !this.#insideSkipped(block)) {
      this.#blocks.push(block);
    }
  }

  /** Whether a skipped element holds `block`: its ancestors are climbed until one is known. */
  #insideSkipped(block: Element): boolean {
    const known = this.#skippedFrom;
    const climbed: Element[] = [];
    let skipped = false;
    for (let at = block.parentElement; at; at = at.parentElement) {
      const answer = known.get(at);
      if (answer !== undefined) {
        skipped = answer;
        break;
      }
      climbed.push(at);
      if (isSkippedElement(at)) {
        skipped = true;
        break;
      }
    }
    for (const at of climbed) known.set(at, skipped);
    return skipped;
  }
}
