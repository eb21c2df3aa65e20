import { describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import {
  isInlineElement,
  isSkippedElement,
  OVERLAY_TAG,
  SKIPPED_SELECTOR,
} from '@/utils/content-script/scan/element-rules';
import { RunBuilder } from '@/utils/content-script/scan/run-builder';

const { document } = parseHTML('<!doctype html><html><body></body></html>');

function element(localName: string, attributes: Record<string, string> = {}): Element {
  const created = document.createElement(localName);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

const isSkipped = (tested: Element) => tested.matches(SKIPPED_SELECTOR);

describe('element rules', () => {
  it('skips code, form controls, graphics, templates, editable, hidden and ignored regions', () => {
    for (const tag of ['script', 'style', 'noscript', 'textarea', 'input', 'select', 'option', 'template']) {
      expect(isSkipped(element(tag)), tag).toBe(true);
    }
    expect(isSkipped(element('svg'))).toBe(true);
    expect(isSkipped(element('canvas'))).toBe(true);
    expect(isSkipped(element('div', { contenteditable: 'true' }))).toBe(true);
    expect(isSkipped(element('div', { contenteditable: '' }))).toBe(true);
    expect(isSkipped(element('p', { 'aria-hidden': 'true' }))).toBe(true);
    expect(isSkipped(element('div', { hidden: '' }))).toBe(true);
    expect(isSkipped(element('div', { hidden: 'until-found' }))).toBe(true);
    expect(isSkipped(element('section', { 'data-vin-tin-ignore': '' }))).toBe(true);
  });

  it('reads ordinary content', () => {
    for (const tag of ['p', 'td', 'span', 'a', 'li', 'button', 'main']) {
      expect(isSkipped(element(tag)), tag).toBe(false);
    }
    expect(isSkipped(element('p', { 'aria-hidden': 'false' }))).toBe(false);
  });

  it('finds a skipped ancestor with one closest() call', () => {
    const { document: page } = parseHTML(
      '<html><body><div contenteditable><p><b id="edited">x</b></p></div><p><b id="read">y</b></p></body></html>',
    );
    expect(page.getElementById('edited')!.closest(SKIPPED_SELECTOR)?.localName).toBe('div');
    expect(page.getElementById('read')!.closest(SKIPPED_SELECTOR)).toBeNull();
  });

  it('answers the skip question as matches(SKIPPED_SELECTOR) does, tag first, selector only when needed', () => {
    const cases: Element[] = [];
    for (const tag of ['script', 'svg', 'head', OVERLAY_TAG, 'p', 'td', 'span', 'main', 'my-widget']) {
      cases.push(element(tag));
      cases.push(element(tag, { class: 'row' }));
      for (const name of ['contenteditable', 'hidden', 'data-vin-tin-ignore'])
        cases.push(element(tag, { [name]: '' }));
      cases.push(element(tag, { 'aria-hidden': 'true' }), element(tag, { 'aria-hidden': 'false' }));
    }
    for (const tested of cases) {
      const label = tested.outerHTML;
      expect(isSkippedElement(tested), label).toBe(tested.matches(SKIPPED_SELECTOR));
    }
    // A plain element with a skipped tag's name in capitals goes on to the selector, whatever it answers.
    const capital = document.createElementNS('http://www.w3.org/1999/xhtml', 'SCRIPT');
    expect(isSkippedElement(capital)).toBe(capital.matches(SKIPPED_SELECTOR));
  });

  it('never asks the selector about a plain element without attributes, nor a skipped tag', () => {
    const plain = element('p');
    const script = element('script', { class: 'x' });
    const spies = [vi.spyOn(plain, 'matches'), vi.spyOn(script, 'matches')];
    expect(isSkippedElement(plain)).toBe(false);
    expect(isSkippedElement(script)).toBe(true);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    const hidden = element('p', { hidden: '' });
    const asked = vi.spyOn(hidden, 'matches');
    expect(isSkippedElement(hidden)).toBe(true);
    expect(asked).toHaveBeenCalledWith(SKIPPED_SELECTOR);
  });

  it('lets text flow through inline elements only', () => {
    for (const tag of ['b', 'strong', 'span', 'a', 'em', 'code', 'wbr', 'sup', 'mark']) {
      expect(isInlineElement(element(tag)), tag).toBe(true);
    }
    for (const tag of ['p', 'div', 'td', 'th', 'li', 'br', 'img', 'h1', 'my-widget', 'button']) {
      expect(isInlineElement(element(tag)), tag).toBe(false);
    }
  });
});

describe('RunBuilder', () => {
  function collect(build: (builder: RunBuilder<string>) => void): string[][] {
    const runs: string[][] = [];
    const builder = new RunBuilder<string>((nodes) => runs.push(nodes));
    build(builder);
    builder.boundary();
    return runs;
  }

  it('keeps consecutive text of a block together (<p>VIN <b>1HGCM</b>82633A004352</p>)', () => {
    const runs = collect((b) => {
      b.text('VIN ');
      b.text('1HGCM');
      b.text('82633A004352');
    });
    expect(runs).toEqual([['VIN ', '1HGCM', '82633A004352']]);
  });

  it('starts a new run at a boundary element', () => {
    // <div>A<br>B<p>C</p>D</div>: the block's own runs; <p> is its own block.
    const runs = collect((b) => {
      expect(b.open).toBe(false);
      b.text('A');
      expect(b.open).toBe(true);
      b.boundary(); // <br>
      b.text('B');
      b.boundary(); // <p>
      b.text('D');
    });
    expect(runs).toEqual([['A'], ['B'], ['D']]);
  });

  it('emits nothing for boundaries without text', () => {
    expect(
      collect((b) => {
        b.boundary();
        b.boundary();
      }),
    ).toEqual([]);
  });
});
