import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { blockOf } from '@/utils/content-script/scan/block-walk';
import { cardOf, ownersOf } from '@/utils/content-script/read/listing-context';
import type { Mark } from '@/utils/content-script/paint/mark-store';

/** Marks where the page prints each value, as the scanner would make them (one text node each here). */
function page(html: string, values: string[]) {
  const { document, Node } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  Object.assign(globalThis, { Node });
  const marks: Mark[] = [];
  const walker = document.createTreeWalker(document.body, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const value of values) {
      const at = (node as Text).data.indexOf(value);
      if (at < 0) continue;
      const range = {
        startContainer: node,
        startOffset: at,
        endContainer: node,
        endOffset: at + value.length,
      };
      marks.push({ kind: 'vin', value, confidence: 'high', range, block: blockOf(node)! });
    }
  }
  return { document, marks };
}

afterEach(() => void Reflect.deleteProperty(globalThis, 'Node'));

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('a VIN listing is its own row or card', () => {
  it('reads each card of a listing page, never its neighbour', () => {
    const { marks } = page(
      `<article><h3>2019 Toyota Camry SE</h3><p>Lagos, ₦14,500,000 · clean title, one owner</p>
        <dl><dt>VIN</dt><dd>1HGCM82633A004352</dd></dl></article>
      <article><h3>2013 Toyota Camry LE</h3><p>Abuja, ₦9,800,000 · foreign used, Belgium papers</p>
        <dl><dt>VIN</dt><dd>4T1BF1FK5DU276514</dd></dl></article>`,
      ['1HGCM82633A004352', '4T1BF1FK5DU276514'],
    );
    const owners = ownersOf(marks);
    const [lying, honest] = marks.map((mark) => text(cardOf(mark, owners)));
    expect(lying).toContain('2019 Toyota Camry SE');
    expect(lying).not.toContain('2013');
    expect(honest).toContain('2013 Toyota Camry LE');
  });

  it('takes the VIN’s own row under a masked row of the same prefix (the wrong-card defect)', () => {
    const masked = '1HGCM82633A******';
    const { marks } = page(
      `<table><tbody>
        <tr><td>2003 Honda Accord EX</td><td>Lot 4411</td><td>${masked}</td></tr>
        <tr><td>2019 Toyota Camry SE</td><td>Lot 4412</td><td>1HGCM82633A004352</td></tr>
      </tbody></table>`,
      [masked, '1HGCM82633A004352'],
    );
    const owners = ownersOf(marks);
    const full = marks.find((mark) => mark.value === '1HGCM82633A004352')!;
    const card = cardOf(full, owners);
    expect(card.tagName).toBe('TR');
    expect(text(card)).toContain('2019 Toyota Camry SE');
    expect(text(card)).not.toContain('Accord');
  });

  it('stops below any element that holds another VIN, so a page of one model is never read as one card', () => {
    const vins = ['1HGCM82633A004352', '1HGCM82633A004353', '1HGCM82633A004354'];
    const { marks, document } = page(
      `<main><section>${vins
        .map((vin, index) => `<div class="car"><span>${2003 + index} Honda Accord</span> <b>${vin}</b></div>`)
        .join('')}</section></main>`,
      vins,
    );
    const owners = ownersOf(marks);
    expect(owners.get(document.querySelector('section')!)).toBe('');
    for (const [index, mark] of marks.entries()) {
      expect(text(cardOf(mark, owners))).toBe(`${2003 + index} Honda Accord ${vins[index]}`);
    }
  });

  it('climbs from a short cell to the row that names the car', () => {
    const { marks } = page(
      `<div class="listing"><div class="title">2019 Toyota Camry SE, Lagos clean</div>
        <div class="specs"><div class="vin">1HGCM82633A004352</div></div></div>`,
      ['1HGCM82633A004352'],
    );
    expect(text(cardOf(marks[0]!, ownersOf(marks)))).toContain('2019 Toyota Camry SE');
  });
});
