/**
 * Marks in the order the page prints them. The store keeps them in the order they were found, which is not
 * always the page's: marks parked for the page's country, or read again once every detector came, join
 * later. Nearly sorted already, so the sort costs about one comparison per mark.
 */
import type { Mark } from '../paint/mark-store';

function compareMarks(a: Mark, b: Mark): number {
  const first = a.range.startContainer;
  const second = b.range.startContainer;
  if (first === second) return a.range.startOffset - b.range.startOffset;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

export function inDocumentOrder(marks: Iterable<Mark>): Mark[] {
  return [...marks].sort(compareMarks);
}
