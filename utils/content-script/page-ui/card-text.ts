/**
 * What a lookup's answer is set against: the identifier's own card, as a reader sees it, and the text it
 * lays out unseen (a name hidden beside a TIN is no claim: the name check then says nothing). `innerText`
 * keeps transparent, tiny, clipped and off-screen text, which a hostile invoice uses to put the registered
 * name beside the number. Read once, on the user's click, so it may afford layout: boxes squeezed to a
 * pixel or moved off the page hide too.
 */
import { listingOf, ownersOf } from '../listing-check/listing-context';
import type { Mark, MarkStore } from '../mark-store';
import { LISTING_CONTEXT_CHARS } from '@/utils/messaging/page-vins';

/** Smaller than this (CSS px), a font is not there for a reader. */
const MIN_FONT_PX = 4;
/** Below this opacity (multiplied down the tree), text is not there for a reader either. */
const MIN_OPACITY = 0.1;

const isTransparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0(\.0+)?\)$/.test(color);

/**
 * A visibility test with its memory: each element's opacity so far and whether something above already
 * hides it, so the cards of one page share the walk up to their common ancestors.
 */
function seenTest(): (element: Element) => boolean {
  const inherited = new Map<Element, [opacity: number, hidden: boolean]>();
  const above = (element: Element | null): [number, boolean] => {
    if (!element) return [1, false];
    let state = inherited.get(element);
    if (state) return state;
    const [opacity, hidden] = above(element.parentElement);
    const style = getComputedStyle(element);
    const own = opacity * parseFloat(style.opacity);
    state = [
      own,
      hidden || own < MIN_OPACITY || /inset\((4\d|50)%/.test(style.clipPath) || boxHides(element, style),
    ];
    inherited.set(element, state);
    return state;
  };
  return (element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const style = getComputedStyle(element);
    if (parseFloat(style.fontSize) < MIN_FONT_PX || isTransparent(style.color)) return false;
    return !above(element)[1];
  };
}

export interface CardText {
  text: string;
  hidden: string;
}

/** A box that clips its text to a pixel, or sits off the page to the left or above, shows none of it. */
function boxHides(element: Element, style: CSSStyleDeclaration): boolean {
  const box = element.getBoundingClientRect();
  const clips = style.overflow !== 'visible' || style.clipPath !== 'none';
  if (clips && (box.width <= 1 || box.height <= 1)) return true;
  // A box with no size (display: contents) is not placed at all.
  return (box.width > 0 || box.height > 0) && (box.right + scrollX <= 0 || box.bottom + scrollY <= 0);
}

export function cardTextOf(mark: Mark, store: MarkStore): CardText {
  const owners = ownersOf([...store.all()].filter((other) => other.kind === mark.kind));
  const hidden: string[] = [];
  const text = listingOf(mark, owners, seenTest(), hidden);
  return { text, hidden: hidden.join(' ').slice(0, LISTING_CONTEXT_CHARS) };
}
