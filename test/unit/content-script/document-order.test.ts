/**
 * The side panel's list follows the page: marks found late (parked for the country, read again by every
 * detector) take their printed place; a mark whose text the page took out goes last.
 */
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mark } from '@/utils/content-script/paint/mark-store';
import { inDocumentOrder } from '@/utils/content-script/read/document-order';

function markOn(node: Node, startOffset: number, value: string): Mark {
  return {
    kind: 'vin',
    value,
    confidence: 'high',
    block: {} as Element,
    range: {
      startContainer: node,
      startOffset,
      endContainer: node,
      endOffset: startOffset + 1,
    } as Mark['range'],
  };
}

function page(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const text = (id: string) => document.getElementById(id)!.firstChild!;
  return { document, text };
}

describe('inDocumentOrder', () => {
  beforeEach(() => vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1, SHOW_TEXT: 4 }));
  afterEach(() => vi.unstubAllGlobals());

  it('puts marks found late back where the page prints them, and keeps order within one text', () => {
    const { document, text } = page(
      '<div id="a">A</div><section><p id="b">B</p></section><table><tr><td id="c">C C</td></tr></table>',
    );
    const found = [
      markOn(text('c'), 2, 'd'),
      markOn(text('a'), 0, 'a'),
      markOn(text('c'), 0, 'c'),
      markOn(text('b'), 0, 'b'),
    ];
    expect(inDocumentOrder(found, document).map((mark) => mark.value)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders the rows of a flat register, and puts a mark the page took out last', () => {
    const rows = Array.from({ length: 300 }, (_, row) => `<p id="r${row}">row ${row}</p>`).join('');
    const { document, text } = page(rows);
    const gone = text('r5');
    document.getElementById('r5')!.remove();
    const found = [299, 3, 150, 0, 42].map((row) => markOn(text(`r${row}`) ?? gone, 0, `r${row}`));
    found.splice(2, 0, markOn(gone, 0, 'gone'));
    expect(inDocumentOrder(found, document).map((mark) => mark.value)).toEqual([
      'r0',
      'r3',
      'r42',
      'r150',
      'r299',
      'gone',
    ]);
  });
});
