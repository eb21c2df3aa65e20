/**
 * Walks a subtree's text nodes in document order, in resumable steps, and hands out text runs (see
 * run-builder.ts). Skipped elements (element-rules.ts) are jumped over whole, never descended into.
 *
 * Two modes:
 * - deep: everything under the root; for the first scan and for subtrees a page adds;
 * - shallow: only the text a block owns directly (through inline elements), stopping at nested blocks,
 *   which keep their own marks. A changed paragraph in a long list costs that paragraph, not the list.
 */
import { isInlineElement, isSkippedElement } from './element-rules';
import { RunBuilder, type TextRun } from './run-builder';

export type WalkMode = 'deep' | 'shallow';
export type DomRun = TextRun<Text, Element>;

const NON_BLANK = /\S/;

/** How many nodes to visit between two looks at the clock. */
const NODES_PER_CLOCK_CHECK = 64;

export interface BlockWalkHooks {
  /** A complete run. */
  run(run: DomRun): void;
  /**
   * A block whose own text is about to be walked (its old marks are now stale). Optional: a first pass
   * over a document with no marks yet has nothing to make stale.
   */
  enterBlock?(block: Element): void;
  /** Nodes the walk must never read (the extension's own overlay host). */
  isOwnNode(node: Node): boolean;
}

/** The nearest ancestor that is not an inline element: the block whose text `node` is part of. */
export function blockOf(node: Node): Element | null {
  let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (element && isInlineElement(element)) element = element.parentElement;
  return element;
}

/** True when `node` or an ancestor is skipped, so nothing in it may be scanned. */
export function isInsideSkipped(node: Node, isOwnNode: (node: Node) => boolean): boolean {
  for (
    let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    element;
    element = element.parentElement
  ) {
    if (isOwnNode(element) || isSkippedElement(element)) return true;
  }
  return false;
}

export class BlockWalk {
  readonly #walker: TreeWalker;
  readonly #builder: RunBuilder<Text, Element>;
  #next: Node | null;
  #started = false;
  /**
   * Where to resume after a pause. A live Range, because the page may remove the next node meanwhile:
   * the browser then moves the boundary to where that node was, so the walk neither stops early nor
   * wanders off into the removed subtree.
   */
  #resumeRange: Range | undefined;
  #paused = false;
  /** The last text node's parent and the block it gave (null: not this walk's). */
  #parent: Node | null = null;
  #block: Element | null = null;

  readonly #root: Element;
  readonly #mode: WalkMode;
  readonly #hooks: BlockWalkHooks;

  constructor(root: Element, mode: WalkMode, hooks: BlockWalkHooks) {
    this.#root = root;
    this.#mode = mode;
    this.#hooks = hooks;
    const document = root.ownerDocument;
    this.#walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    this.#builder = new RunBuilder((run) => hooks.run(run));
    this.#next = root;
  }

  /** Walks until done (true) or until `shouldYield()` says the slice is spent (false). */
  step(shouldYield: () => boolean): boolean {
    if (this.#paused) this.#next = this.#resume();
    let visited = 0;
    while (this.#next) {
      if (++visited % NODES_PER_CLOCK_CHECK === 0 && shouldYield()) {
        // The run in progress stays open: its text is read only when it is detected, and a change to
        // it meanwhile is rescanned by the mutation observer.
        this.#pauseBefore(this.#next);
        return false;
      }
      this.#next = this.#visit(this.#next);
    }
    this.#builder.flush();
    return true;
  }

  #pauseBefore(node: Node): void {
    if (node === this.#root) return; // nothing visited yet: start again at the root
    this.#resumeRange ??= this.#root.ownerDocument.createRange();
    this.#resumeRange.setStartBefore(node);
    this.#resumeRange.collapse(true);
    this.#paused = true;
  }

  #resume(): Node | null {
    this.#paused = false;
    this.#parent = null; // the page may have moved nodes meanwhile
    const at = this.#resumeRange;
    if (!at) return null;
    const container = at.startContainer;
    if (!this.#root.isConnected || !this.#root.contains(container)) return null;
    const node = container.childNodes[at.startOffset];
    if (node) return node;
    // The boundary is after the container's last child: go on after the container.
    if (container === this.#root) return null;
    this.#walker.currentNode = container;
    return this.#skipSubtree();
  }

  /** Handles one node; returns the next to visit. */
  #visit(node: Node): Node | null {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      // Blank text before a run's first words (the indentation between blocks) can hold no identifier.
      if (this.#builder.open ? text.data.length > 0 : NON_BLANK.test(text.data)) {
        // Text nodes side by side share a parent, and so a block: found once for them all.
        const parent = text.parentNode;
        if (parent !== this.#parent) {
          this.#parent = parent;
          const block = blockOf(text);
          // In a deep walk of an inline root, text owned by a block above the root belongs to that
          // block's own (shallow) rescan.
          this.#block =
            block && (block === this.#root || this.#mode === 'shallow' || this.#root.contains(block))
              ? block
              : null;
        }
        if (this.#block) this.#builder.text(text, this.#block);
      }
      this.#walker.currentNode = node;
      return this.#walker.nextNode();
    }

    const element = node as Element;
    this.#walker.currentNode = element;
    const isRoot = element === this.#root && !this.#started;
    this.#started = true;
    if (this.#hooks.isOwnNode(element) || isSkippedElement(element)) {
      this.#builder.boundary();
      return isRoot ? null : this.#skipSubtree();
    }
    const inline = isInlineElement(element);
    if (!inline || isRoot) {
      this.#builder.boundary();
      if (this.#mode === 'shallow' && !isRoot) return this.#skipSubtree();
      if (!inline) this.#hooks.enterBlock?.(element);
    }
    return this.#walker.nextNode();
  }

  /** The node after `walker.currentNode`'s subtree, never leaving the root. */
  #skipSubtree(): Node | null {
    for (;;) {
      const sibling = this.#walker.nextSibling();
      if (sibling) return sibling;
      if (!this.#walker.parentNode()) return null;
    }
  }
}
