/**
 * Marks in the order they are written in the page, for the keyboard: the next or previous identifier,
 * the first one inside a focused element.
 *
 * Nothing here sorts every mark. On a page with 72,000 marks, sorting them (and reading the layout of
 * every mark above the viewport) on each key press took 13 seconds. Instead the page's text nodes are
 * walked from where the user is, and each node's marks are looked up (`MarkStore.marksStartingIn`).
 */
import type { Mark } from './mark-store';

type Accept = (mark: Mark) => boolean;
/** The marks starting in a text node, in the order they are written. */
type MarksIn = (node: Node) => readonly Mark[];

/** The first accepted mark of `marks` met walking one way. */
function pick(marks: readonly Mark[], step: 1 | -1, accept: Accept): Mark | undefined {
  return step === 1 ? marks.find(accept) : marks.findLast(accept);
}

/**
 * The first accepted mark met walking the text nodes inside `root` one way: from its start (or end), or
 * from just past `after`.
 */
export function findMark(
  marksIn: MarksIn,
  step: 1 | -1,
  accept: Accept,
  root: Node,
  after?: Node,
): Mark | undefined {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const advance = () => (step === 1 ? walker.nextNode() : walker.previousNode());
  if (after) walker.currentNode = after;
  for (let node = after || step === 1 ? advance() : walker.lastChild(); node; node = advance()) {
    const found = pick(marksIn(node), step, accept);
    if (found) return found;
  }
  return undefined;
}

/**
 * The accepted mark written after (`step` 1) or before (-1) `from` in `page`, going round its end;
 * `from` itself when it is the only one, undefined when there is none.
 */
export function nextMark(
  marksIn: MarksIn,
  from: Mark,
  step: 1 | -1,
  accept: Accept,
  page: Element,
): Mark | undefined {
  const { startContainer, startOffset } = from.range;
  const later = (mark: Mark) => step * (mark.range.startOffset - startOffset) > 0 && accept(mark);
  return (
    (page.contains(startContainer)
      ? (pick(marksIn(startContainer), step, later) ?? findMark(marksIn, step, accept, page, startContainer))
      : undefined) ??
    // Past the page's end (or `from` is gone): round from its first (or last) identifier.
    findMark(marksIn, step, accept, page)
  );
}
