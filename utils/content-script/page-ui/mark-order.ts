/**
 * Marks in the order written, for the keyboard. Text nodes are walked from where the user is: sorting every
 * mark on each key press is far too slow on a big page.
 */
import type { Mark, MarkStore } from '../paint/mark-store';

type Accept = (mark: Mark) => boolean;
type MarksIn = (node: Node) => readonly Mark[];

/** The marks of blocks near the viewport while only those are painted, else all (a few thousand). */
export function* mayBeInView(store: Pick<MarkStore, 'all' | 'nearby'>): IterableIterator<Mark> {
  const nearby = store.nearby;
  for (const mark of store.all()) if (!nearby || nearby.isNear(mark.block)) yield mark;
}

/**
 * The marks by the text node they start in, in the order written (a node's marks come from one reading of
 * its text): built once per key press or trigger, as the marks may have changed since.
 */
export function marksByStart(marks: Iterable<Mark>): MarksIn {
  const byNode = new Map<Node, Mark[]>();
  for (const mark of marks) {
    const list = byNode.get(mark.range.startContainer);
    if (list) list.push(mark);
    else byNode.set(mark.range.startContainer, [mark]);
  }
  return (node) => byNode.get(node) ?? [];
}

function pick(marks: readonly Mark[], step: 1 | -1, accept: Accept): Mark | undefined {
  return step === 1 ? marks.find(accept) : marks.findLast(accept);
}

/** The first accepted mark inside `root` walking one way, from its start (or end) or just past `after`. */
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

/** The accepted mark after (`step` 1) or before `from`, going round; `from` when it is the only one. */
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
