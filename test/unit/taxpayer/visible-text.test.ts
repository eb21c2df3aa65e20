/**
 * The seen rule's arithmetic (issue 38): colours, contrast, filters and glyph sizes. Layout, hit tests and
 * the walk over a real page need a browser: test/e2e/hostile-name-claims.spec.ts runs the same kit there.
 */
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { visibleTextKit, type Rgba } from '@/utils/taxpayer/visible-text';

const kit = visibleTextKit();
const WHITE: Rgba = [255, 255, 255, 1];
const BLACK: Rgba = [0, 0, 0, 1];

describe('parseColor', () => {
  it('reads the computed forms rgb() and rgba(), and transparent', () => {
    expect(kit.parseColor('rgb(255, 255, 255)')).toEqual(WHITE);
    expect(kit.parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5]);
    expect(kit.parseColor('rgb(10 20 30 / 25%)')).toEqual([10, 20, 30, 0.25]);
    expect(kit.parseColor('transparent')).toEqual([0, 0, 0, 0]);
  });

  it('a colour it cannot read is unknown, never transparent or black', () => {
    // No canvas here (Node): a colour space other than sRGB's rgb() stays unknown, so nothing is proven.
    expect(kit.parseColor('oklch(0.7 0.1 200)')).toBeUndefined();
    expect(kit.parseColor('')).toBeUndefined();
  });
});

describe('contrast', () => {
  it('is the WCAG ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(kit.contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(kit.contrastRatio(WHITE, WHITE)).toBe(1);
    // #999 on white, the grey of fine print: under the floor of 3.
    expect(kit.contrastRatio([153, 153, 153, 1], WHITE)).toBeCloseTo(2.85, 2);
    expect(kit.contrastRatio([118, 118, 118, 1], WHITE)).toBeGreaterThan(4.5);
  });

  it('composites a faded fill over its background before comparing', () => {
    const drawn = kit.over([0, 0, 0, 0.15], WHITE);
    expect(drawn[3]).toBe(1);
    expect(kit.contrastRatio(drawn, WHITE)).toBeLessThan(1.5);
    expect(kit.over([0, 0, 0, 0], WHITE)).toEqual(WHITE);
  });
});

describe('filterOpacity', () => {
  it('multiplies opacity() and lets a slight blur and a drop shadow through', () => {
    expect(kit.filterOpacity('none')).toBe(1);
    expect(kit.filterOpacity('opacity(0.5)')).toBe(0.5);
    expect(kit.filterOpacity('opacity(0)')).toBe(0);
    expect(kit.filterOpacity('blur(0.5px) drop-shadow(rgb(0, 0, 0) 1px 1px 2px)')).toBe(1);
  });

  it('refuses what may hide or recolour the text: a wide blur, brightness, invert, an SVG filter', () => {
    expect(kit.filterOpacity('blur(4px)')).toBeUndefined();
    expect(kit.filterOpacity('brightness(0)')).toBeUndefined();
    expect(kit.filterOpacity('contrast(0.2)')).toBeUndefined();
    expect(kit.filterOpacity('invert(1)')).toBeUndefined();
    expect(kit.filterOpacity('url("#hide")')).toBeUndefined();
    expect(kit.filterOpacity('opacity(1) sepia(0.5)')).toBeUndefined();
    // Identities draw the text as it is.
    expect(kit.filterOpacity('brightness(1) grayscale(0) hue-rotate(0deg)')).toBe(1);
  });
});

describe('glyphsTooSmall', () => {
  const glyphs = (width: number, height: number, count = 5) =>
    Array.from({ length: count }, () => ({ width, height }));

  it('passes glyphs of an 8 px font or more', () => {
    expect(kit.glyphsTooSmall(glyphs(5, 9.3))).toBeUndefined();
    expect(kit.glyphsTooSmall(glyphs(10, 18.6))).toBeUndefined();
  });

  it('refuses tiny, scaled-down or squeezed glyphs, and no glyphs at all', () => {
    expect(kit.glyphsTooSmall(glyphs(2, 3.5))).toBe('too small');
    expect(kit.glyphsTooSmall(glyphs(0.1, 0.18))).toBe('too small');
    expect(kit.glyphsTooSmall(glyphs(0.1, 18.6))).toBe('too narrow');
    expect(kit.glyphsTooSmall([])).toBe('no glyphs');
  });
});

/**
 * A page laid out by hand (linkedom does no layout): computed styles from a table, each character of a
 * text 8 × 16 px in a row from its element's place, and a hit test that answers what the test says is on
 * top. Enough to check the order of the rule's steps and what each step decides.
 */
function laidOutPage(html: string) {
  const { document, window } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const styles = new Map<Element, Record<string, string>>();
  const places = new Map<Element, { x: number; y: number }>();
  const boxes = new Map<Element, { left: number; top: number; right: number; bottom: number }>();
  const DEFAULTS: Record<string, string> = {
    visibility: 'visible',
    opacity: '1',
    position: 'static',
    display: 'inline',
    color: 'rgb(0, 0, 0)',
    'background-color': 'rgba(0, 0, 0, 0)',
    'background-image': 'none',
    'pointer-events': 'auto',
    'box-shadow': 'none',
    content: 'normal',
  };
  const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const styleOf = (element: Element, pseudo?: string) => {
    const own = pseudo ? (styles.get(element)?.[pseudo] ?? '') : '';
    const table: Record<string, string> = { ...DEFAULTS, ...(pseudo ? {} : styles.get(element)) };
    if (pseudo && own) Object.assign(table, JSON.parse(own) as Record<string, string>);
    const style: Record<string, unknown> = { getPropertyValue: (name: string) => table[name] ?? '' };
    for (const [name, value] of Object.entries(table)) style[camel(name)] = value;
    return style as unknown as CSSStyleDeclaration;
  };
  let onTop: (x: number, y: number) => Element[] = () => [];
  Object.assign(globalThis, { getComputedStyle: styleOf });
  Object.assign(window, { innerWidth: 800, innerHeight: 600, top: window });
  Object.assign(document, {
    elementsFromPoint: (x: number, y: number) => onTop(x, y),
    createRange: () => {
      let node: Node | undefined;
      let start = 0;
      return {
        setStart: (at: Node, offset: number) => ((node = at), (start = offset)),
        setEnd: () => undefined,
        getBoundingClientRect: () => {
          const place = places.get(node!.parentElement!) ?? { x: 10, y: 10 };
          const left = place.x + start * 8;
          return { left, top: place.y, right: left + 8, bottom: place.y + 16, width: 8, height: 16 };
        },
      };
    },
  });
  for (const element of document.querySelectorAll('*')) {
    Object.assign(element, {
      getBoundingClientRect: () => boxes.get(element) ?? { left: 0, top: 0, right: 0, bottom: 0 },
    });
  }
  return {
    document,
    name: document.querySelector('.name')!,
    style: (selector: string, table: Record<string, string>) =>
      styles.set(document.querySelector(selector)!, {
        ...styles.get(document.querySelector(selector)!),
        ...table,
      }),
    place: (selector: string, x: number, y: number) =>
      places.set(document.querySelector(selector)!, { x, y }),
    box: (selector: string, box: { left: number; top: number; right: number; bottom: number }) =>
      boxes.set(document.querySelector(selector)!, box),
    stack: (answer: (x: number, y: number) => Element[]) => (onTop = answer),
  };
}

describe('unseenReason on a page laid out by hand', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'getComputedStyle'));
  const NAME =
    '<div class="card">Supplier: <strong class="name">ADEWALE AUTOS NIGERIA LIMITED</strong></div>';

  /** The name on top at every glyph, over the card, the body and the root. */
  function plainPage(html = NAME) {
    const page = laidOutPage(html);
    const { document, name } = page;
    page.stack(() => [name, document.querySelector('.card')!, document.body, document.documentElement]);
    return page;
  }

  it('a plain name, on top at every glyph, black on the white canvas, is seen', () => {
    const { name } = plainPage();
    expect(visibleTextKit().unseenReason(name)).toBeUndefined();
  });

  it('text that is no longer in a document is not seen', () => {
    const { name } = plainPage();
    name.remove();
    expect(visibleTextKit().unseenReason(name)).toBe('not in a document');
  });

  it('another element on top at a glyph covers it; our own host is looked through', () => {
    const page = plainPage(`${NAME}<i class="box"></i><vin-tin-lookup-overlay></vin-tin-lookup-overlay>`);
    const { document, name } = page;
    const below = [name, document.querySelector('.card')!, document.body, document.documentElement];
    page.stack((x) => (x > 100 ? [document.querySelector('.box')!, ...below] : below));
    expect(visibleTextKit().unseenReason(name)).toBe('covered');
    page.stack((x) => (x > 100 ? [document.querySelector('vin-tin-lookup-overlay')!, ...below] : below));
    expect(visibleTextKit({ ownTags: ['vin-tin-lookup-overlay'] }).unseenReason(name)).toBeUndefined();
    expect(visibleTextKit().unseenReason(name)).toBe('covered');
  });

  it('a box that hit tests skip (pointer-events: none) but that paints over a glyph covers it', () => {
    const page = plainPage(`${NAME}<i class="box"></i>`);
    page.style('.box', { 'pointer-events': 'none', 'background-color': 'rgb(255, 255, 255)' });
    page.box('.box', { left: 100, top: 0, right: 140, bottom: 40 });
    expect(visibleTextKit().unseenReason(page.name)).toBe('covered by a box hit tests skip');
    // The same box drawing nothing (a transparent overlay a site keeps for its toasts) hides nothing.
    page.style('.box', { 'background-color': 'rgba(0, 0, 0, 0)' });
    expect(visibleTextKit().unseenReason(page.name)).toBeUndefined();
  });

  it('a box of the text colour under the glyphs, over the background, hides them', () => {
    const page = plainPage(`${NAME}<i class="under"></i>`);
    const { document, name } = page;
    page.style('.under', { 'background-color': 'rgb(0, 0, 0)' });
    const card = document.querySelector('.card')!;
    page.stack(() => [
      name,
      card,
      document.querySelector('.under')!,
      document.body,
      document.documentElement,
    ]);
    expect(visibleTextKit().unseenReason(name)).toBe('drawn over another box');
    // Under an opaque background of the text's own card, it is out of sight itself.
    page.style('.card', { 'background-color': 'rgb(255, 255, 255)' });
    expect(visibleTextKit().unseenReason(name)).toBeUndefined();
  });

  it('a pseudo-element laid over the text hides it, though hit tests report the element', () => {
    const page = plainPage();
    page.style('.name', { '::after': JSON.stringify({ content: '""', position: 'absolute' }) });
    expect(visibleTextKit().unseenReason(page.name)).toBe('pseudo-element over the text');
  });

  it('faint, transparent-filled, faded and white-on-white text fails the contrast floor', () => {
    const faint = plainPage();
    faint.style('.name', { color: 'rgb(232, 232, 232)' });
    expect(visibleTextKit().unseenReason(faint.name)).toBe('contrast');
    const fill = plainPage();
    fill.style('.name', { '-webkit-text-fill-color': 'rgba(0, 0, 0, 0)' });
    expect(visibleTextKit().unseenReason(fill.name)).toBe('contrast');
    const faded = plainPage();
    faded.style('.card', { opacity: '0.15' });
    expect(visibleTextKit().unseenReason(faded.name)).toBe('contrast');
    const white = plainPage();
    white.style('.card', { 'background-color': 'rgb(255, 255, 255)' });
    white.style('.name', { color: 'rgb(255, 255, 255)' });
    expect(visibleTextKit().unseenReason(white.name)).toBe('contrast');
    // White on a dark card is seen: the background is the card's, not the canvas.
    white.style('.card', { 'background-color': 'rgb(20, 40, 80)' });
    expect(visibleTextKit().unseenReason(white.name)).toBeUndefined();
  });

  it('a background image is unknown, so nothing over it is proven', () => {
    const page = plainPage();
    page.style('.card', { 'background-image': 'url("paper.png")' });
    expect(visibleTextKit().unseenReason(page.name)).toBe('colours unknown');
  });

  it('filters, masks, clips and bidi overrides up the tree hide the text', () => {
    for (const [style, reason] of [
      [{ filter: 'opacity(0)' }, 'opacity'],
      [{ filter: 'blur(4px)' }, 'filter'],
      [{ 'mask-image': 'linear-gradient(transparent, transparent)' }, 'mask'],
      [{ '-webkit-mask-image': 'linear-gradient(transparent, transparent)' }, 'mask'],
      [{ 'clip-path': 'inset(50%)' }, 'clip-path'],
      [{ position: 'absolute', clip: 'rect(0px, 0px, 0px, 0px)' }, 'clip'],
      [{ 'mix-blend-mode': 'difference' }, 'blend'],
      [{ 'unicode-bidi': 'bidi-override' }, 'bidi-override'],
      [{ visibility: 'hidden' }, 'visibility'],
    ] as const) {
      const page = plainPage();
      page.style('.card', style);
      // Visibility is the text's own (a child may show itself again); the rest holds for every descendant.
      if ('visibility' in style) page.style('.name', style);
      expect({ style, reason: visibleTextKit().unseenReason(page.name) }).toEqual({ style, reason });
    }
  });

  it('words shown in another order than read (flex order, row-reverse) are not seen', () => {
    const page = laidOutPage('<div class="card"><b class="one">ADEWALE</b> <b class="two">AUTOS</b></div>');
    const { document } = page;
    const [one, two] = [document.querySelector('.one')!, document.querySelector('.two')!];
    const card = document.querySelector('.card')!;
    page.stack((x, y) => {
      const hit = y > 10 && y < 26 && x >= 300 ? one : two;
      return [hit, card, document.body, document.documentElement];
    });
    // Read ADEWALE then AUTOS, but AUTOS drawn to the left of ADEWALE on the same line.
    page.place('.one', 300, 10);
    page.place('.two', 10, 10);
    const kit = visibleTextKit();
    expect(kit.unseenReason(one)).toBeUndefined();
    expect(kit.unseenReason(two)).toBe('shown out of reading order');
    // On the next line, the next words are in order.
    page.place('.two', 10, 30);
    page.stack((_, y) => [y > 26 ? two : one, card, document.body, document.documentElement]);
    const again = visibleTextKit();
    expect(again.unseenReason(one)).toBeUndefined();
    expect(again.unseenReason(two)).toBeUndefined();
  });

  it("an element's own text may go on after its child's: read from where each starts, that is in order", () => {
    const wrapped = laidOutPage('<div class="card">Supplier: <b class="name">ADEWALE</b> (registered)</div>');
    const { document: page2 } = wrapped;
    const [card2, name2] = [page2.querySelector('.card')!, page2.querySelector('.name')!];
    wrapped.place('.card', 10, 10);
    wrapped.place('.name', 400, 10);
    wrapped.stack((x) => [x >= 400 && x < 456 ? name2 : card2, page2.body, page2.documentElement]);
    const inOrder = visibleTextKit();
    expect(inOrder.unseenReason(card2)).toBeUndefined();
    expect(inOrder.unseenReason(name2)).toBeUndefined();
  });

  it('glyphs out of the viewport are out of reach, so not seen', () => {
    const page = plainPage();
    page.place('.name', 790, 10);
    expect(visibleTextKit().unseenReason(page.name)).toBe('out of view');
    page.place('.name', -4000, 10);
    expect(visibleTextKit().unseenReason(page.name)).toBe('out of view');
  });
});

describe('the installed rule', () => {
  afterEach(() => Reflect.deleteProperty(globalThis, 'seenInstalledForTest'));

  it('installs only its isSeen under the key asked and returns null (what an injection can carry back)', () => {
    expect(visibleTextKit({}, 'seenInstalledForTest')).toBeNull();
    expect(typeof (globalThis as Record<string, unknown>).seenInstalledForTest).toBe('function');
  });
});
