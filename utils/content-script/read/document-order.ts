/**
 * Marks in the order the page prints them. The store keeps them in the order they were found, which is not
 * always the page's: marks parked for the page's country, or read again once every detector came, join
 * later. One walk over the page's text numbers the marks' nodes, then a numeric sort: comparing nodes
 * instead (compareDocumentPosition) counts siblings, so on a flat register of 14,500 rows it held the
 * page for half a second each time the side panel asked.
 */
import type { Mark } from '../paint/mark-store';

export function inDocumentOrder(marks: Iterable<Mark>, root: Node = document): Mark[] {
  const list = [...marks];
  const wanted = new Set<Node>(list.map((mark) => mark.range.startContainer));
  const place = new Map<Node, number>();
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // Stops once every node is placed: a page whose marks are all near the top is not walked to its end.
  for (let node = walker.nextNode(); node && place.size < wanted.size; node = walker.nextNode()) {
    if (wanted.has(node)) place.set(node, place.size);
  }
  // A node the page has taken out is printed nowhere: after the rest, in the order it was found.
  const placeOf = (mark: Mark) => place.get(mark.range.startContainer) ?? Number.MAX_SAFE_INTEGER;
  return list
    .map((mark, found) => ({ mark, at: placeOf(mark), found }))
    .sort(
      (a, b) =>
        a.at - b.at ||
        (a.at === Number.MAX_SAFE_INTEGER ? a.found - b.found : 0) ||
        a.mark.range.startOffset - b.mark.range.startOffset,
    )
    .map(({ mark }) => mark);
}
