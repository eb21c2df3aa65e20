/**
 * The side panel's list follows the page: marks found late (parked for the country, read again by every
 * detector) take their printed place. Text nodes here are stand-ins that know their place in the page, as a
 * DOM's do (linkedom's compareDocumentPosition does not order text nodes); the e2e list checks a real DOM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mark } from '@/utils/content-script/paint/mark-store';
import { inDocumentOrder } from '@/utils/content-script/read/document-order';

const FOLLOWING = 4;
const PRECEDING = 2;

afterEach(() => vi.unstubAllGlobals());

function textAt(place: number): Node {
  const node = {
    place,
    compareDocumentPosition: (other: { place: number }) => (other.place > place ? FOLLOWING : PRECEDING),
  };
  return node as unknown as Node;
}

function markOn(node: Node, startOffset: number, value: string): Mark {
  return {
    kind: 'vin',
    value,
    confidence: 'high',
    block: {} as Element,
    range: { startContainer: node, startOffset, endContainer: node, endOffset: startOffset + 1 },
  };
}

describe('inDocumentOrder', () => {
  it('puts marks found late back where the page prints them, and keeps order within one text', () => {
    vi.stubGlobal('Node', { DOCUMENT_POSITION_FOLLOWING: FOLLOWING });
    const [a, b, c] = [textAt(1), textAt(2), textAt(3)];
    const found = [markOn(c!, 2, 'd'), markOn(a!, 0, 'a'), markOn(c!, 0, 'c'), markOn(b!, 0, 'b')];
    expect(inDocumentOrder(found).map((mark) => mark.value)).toEqual(['a', 'b', 'c', 'd']);
  });
});
