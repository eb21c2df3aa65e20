/**
 * Groups text nodes, in document order, into runs: the text of one block that reads as one line of
 * prose, so an identifier split across inline elements (`<b>1HGCM</b>82633A004352`) is seen whole.
 * Generic over the node and block types, so the grouping rules are tested without a DOM.
 */

export interface TextRun<TNode, TBlock> {
  /** The nearest non-inline ancestor of every node in the run; marks are kept per block. */
  block: TBlock;
  nodes: TNode[];
}

export class RunBuilder<TNode, TBlock> {
  #current: TextRun<TNode, TBlock> | undefined;

  readonly #emit: (run: TextRun<TNode, TBlock>) => void;

  constructor(emit: (run: TextRun<TNode, TBlock>) => void) {
    this.#emit = emit;
  }

  /** A text node owned by `block`. A different block than the current run's starts a new run. */
  text(node: TNode, block: TBlock): void {
    if (this.#current && this.#current.block !== block) this.flush();
    if (this.#current) this.#current.nodes.push(node);
    else this.#current = { block, nodes: [node] };
  }

  /** A run is in progress: text now joins it, even blank text. */
  get open(): boolean {
    return this.#current !== undefined;
  }

  /** An element that ends the line of text: a block, a table cell, `<br>`, a skipped element. */
  boundary(): void {
    this.flush();
  }

  /** Emits the run in progress, if any. Call at the end of a walk. */
  flush(): void {
    const run = this.#current;
    this.#current = undefined;
    if (run) this.#emit(run);
  }
}
