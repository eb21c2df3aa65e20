/**
 * Groups a block's text nodes, in document order, into runs: text that reads as one line of prose, so an
 * identifier split across inline elements (`<b>1HGCM</b>82633A004352`) is seen whole. Generic over the
 * node type, so the grouping rules are tested without a DOM.
 */

export interface TextRun<TNode, TBlock> {
  /** The nearest non-inline ancestor of every node in the run; marks are kept per block. */
  block: TBlock;
  nodes: TNode[];
}

export class RunBuilder<TNode> {
  #nodes: TNode[] = [];

  readonly #emit: (nodes: TNode[]) => void;

  constructor(emit: (nodes: TNode[]) => void) {
    this.#emit = emit;
  }

  text(node: TNode): void {
    this.#nodes.push(node);
  }

  /** A run is in progress: text now joins it, even blank text. */
  get open(): boolean {
    return this.#nodes.length > 0;
  }

  /** An element that ends the line of text: a nested block, `<br>`, a skipped element. */
  boundary(): void {
    const nodes = this.#nodes;
    this.#nodes = [];
    if (nodes.length > 0) this.#emit(nodes);
  }
}
