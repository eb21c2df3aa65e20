/**
 * Walks the text a block owns directly (through inline elements) in document order, and hands out its
 * text runs (see run-builder.ts). Nested blocks are left out: they keep their own marks, so a changed
 * paragraph in a long list costs that paragraph, not the list. Skipped elements (element-rules.ts) are
 * jumped over whole. A subtree's blocks are found by candidate-walk.ts.
 */
import { isInlineElement, isSkippedElement } from './element-rules';
import { RunBuilder, type TextRun } from './run-builder';

export type DomRun = TextRun<Text, Element>;

/** Text that can start a run: blank text before a run's first words can hold no identifier. */
const NON_BLANK = /\S/;

/** The nearest ancestor that is not an inline element: the block whose text `node` is part of. */
export function blockOf(node: Node): Element | null {
  let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (element && isInlineElement(element)) element = element.parentElement;
  return element;
}

/** Hands `block`'s own runs to `run`, in document order. */
export function walkBlock(block: Element, run: (run: DomRun) => void): void {
  const only = block.firstChild;
  // Most blocks read are a cell or a line with one text node: its run needs no walker.
  if (only && only === block.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (NON_BLANK.test((only as Text).data)) run({ block, nodes: [only as Text] });
    return;
  }
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const builder = new RunBuilder<Text>((nodes) => run({ block, nodes }));
  let node = walker.nextNode();
  while (node) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      if (builder.open ? text.data.length > 0 : NON_BLANK.test(text.data)) builder.text(text);
      node = walker.nextNode();
      continue;
    }
    const element = node as Element;
    if (!isInlineElement(element) || isSkippedElement(element)) {
      // A skipped element or a nested block ends the line of text, and is not this block's to read.
      builder.boundary();
      node = nextOutside(walker);
    } else {
      node = walker.nextNode();
    }
  }
  builder.boundary();
}

/** The node after `walker.currentNode`'s subtree, never leaving the root. */
function nextOutside(walker: TreeWalker): Node | null {
  for (;;) {
    const sibling = walker.nextSibling();
    if (sibling) return sibling;
    if (!walker.parentNode()) return null;
  }
}
