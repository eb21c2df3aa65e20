import { describe, expect, it } from 'vitest';
import { isInlineElement, isSkippedElement, type ElementLike } from '@/utils/content-script/element-rules';
import { RunBuilder, type TextRun } from '@/utils/content-script/run-builder';

function element(localName: string, attributes: Record<string, string> = {}): ElementLike {
  return {
    localName,
    hasAttribute: (name) => name in attributes,
    getAttribute: (name) => attributes[name] ?? null,
  };
}

describe('element rules', () => {
  it('skips code, form controls, graphics, templates, editable, hidden and ignored regions', () => {
    for (const tag of ['script', 'style', 'noscript', 'textarea', 'input', 'select', 'option', 'template']) {
      expect(isSkippedElement(element(tag)), tag).toBe(true);
    }
    expect(isSkippedElement(element('svg'))).toBe(true);
    expect(isSkippedElement(element('canvas'))).toBe(true);
    expect(isSkippedElement(element('div', { contenteditable: 'true' }))).toBe(true);
    expect(isSkippedElement(element('div', { contenteditable: '' }))).toBe(true);
    expect(isSkippedElement(element('p', { 'aria-hidden': 'true' }))).toBe(true);
    expect(isSkippedElement(element('section', { 'data-vin-tin-ignore': '' }))).toBe(true);
  });

  it('reads ordinary content', () => {
    for (const tag of ['p', 'td', 'span', 'a', 'li', 'button', 'main']) {
      expect(isSkippedElement(element(tag)), tag).toBe(false);
    }
    expect(isSkippedElement(element('p', { 'aria-hidden': 'false' }))).toBe(false);
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
  function collect(build: (builder: RunBuilder<string, string>) => void): TextRun<string, string>[] {
    const runs: TextRun<string, string>[] = [];
    const builder = new RunBuilder<string, string>((run) => runs.push(run));
    build(builder);
    builder.flush();
    return runs;
  }

  it('keeps consecutive text of one block together (<p>VIN <b>1HGCM</b>82633A004352</p>)', () => {
    const runs = collect((b) => {
      b.text('VIN ', 'p');
      b.text('1HGCM', 'p');
      b.text('82633A004352', 'p');
    });
    expect(runs).toEqual([{ block: 'p', nodes: ['VIN ', '1HGCM', '82633A004352'] }]);
  });

  it('starts a new run at a boundary element and when the block changes', () => {
    // <div>A<br>B<p>C</p>D</div><div>E</div>
    const runs = collect((b) => {
      b.text('A', 'div1');
      b.boundary(); // <br>
      b.text('B', 'div1');
      b.boundary(); // <p>
      b.text('C', 'p');
      b.text('D', 'div1');
      b.text('E', 'div2');
    });
    expect(runs).toEqual([
      { block: 'div1', nodes: ['A'] },
      { block: 'div1', nodes: ['B'] },
      { block: 'p', nodes: ['C'] },
      { block: 'div1', nodes: ['D'] },
      { block: 'div2', nodes: ['E'] },
    ]);
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
