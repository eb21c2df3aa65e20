/**
 * Text a person can see inside an element, in document order: what the listing check and the name check
 * set against an answer. `innerText` keeps transparent, tiny, clipped and off-screen text, which a hostile
 * page uses to put a claim beside an identifier that no reader sees: such text is kept apart, as hidden,
 * so a check can say nothing rather than "matches". Skipped elements (scripts, form fields, aria-hidden)
 * are never page prose at all.
 */
import { SKIPPED_SELECTOR } from './element-rules';

/** Smaller than this (CSS px), a font is not there for a reader. */
const MIN_FONT_PX = 4;
/** Below this opacity (multiplied down the tree), text is not there for a reader either. */
const MIN_OPACITY = 0.1;

const isTransparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0(\.0+)?\)$/.test(color);

/** What an element passes down: the opacity so far, and whether something above already hides it all. */
export interface Inherited {
  opacity: number;
  hidden: boolean;
}

/**
 * Whether a reader can see text of `element`, from its style and its ancestors'. `cache` holds each
 * element's inherited state, so the cards of one page share the walk up to their common ancestors.
 */
export function isSeen(element: Element, cache: Map<Element, Inherited> = new Map(), layout = true): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const style = getComputedStyle(element);
  if (parseFloat(style.fontSize) < MIN_FONT_PX || isTransparent(style.color)) return false;
  return !inherited(element, cache, layout).hidden;
}

/** With `layout`, boxes too (squeezed to a pixel, off the page): exact, at the cost of a layout. */
function inherited(element: Element, cache: Map<Element, Inherited>, layout: boolean): Inherited {
  const known = cache.get(element);
  if (known) return known;
  const parent = element.parentElement;
  const above = parent ? inherited(parent, cache, layout) : { opacity: 1, hidden: false };
  let state = above;
  if (!above.hidden) {
    const own = getComputedStyle(element);
    const opacity = above.opacity * parseFloat(own.opacity);
    let hidden = opacity < MIN_OPACITY || /inset\((4\d|50)%/.test(own.clipPath);
    if (!hidden && layout) {
      const box = element.getBoundingClientRect();
      const clips = own.overflow !== 'visible' || own.clipPath !== 'none';
      hidden =
        (clips && (box.width <= 1 || box.height <= 1)) ||
        // Off the page to the left or above; a box with no size (display: contents) is not placed at all.
        ((box.width > 0 || box.height > 0) && (box.right + scrollX <= 0 || box.bottom + scrollY <= 0));
    }
    state = { opacity, hidden };
  }
  cache.set(element, state);
  return state;
}

/** Runs of white space as one space, and none after a space already written. */
function squeeze(data: string, before: string): string {
  const piece = data.replace(/\s+/g, ' ');
  return before.endsWith(' ') && piece.startsWith(' ') ? piece.slice(1) : piece;
}

export interface SeenText {
  text: string;
  /** Text laid out inside the element that no reader sees. */
  hidden: string;
  /** Where `at` (a text node and offset inside it) falls in `text`; -1 when it is not seen. */
  offset: number;
}

/**
 * The seen text under `root`, each element asked once; `at` locates a point (an identifier's start).
 * `cache` may be shared by the reads of one moment (the page does not change between them).
 */
export function readSeenText(
  root: Element,
  at?: { node: Node; offset: number },
  cache: Map<Element, Inherited> = new Map(),
  layout = true,
): SeenText {
  const seen = new Map<Element, boolean>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  let hidden = '';
  let offset = -1;
  let lastParent: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const data = (node as Text).data;
    if (!parent || !data.trim() || parent.closest(SKIPPED_SELECTOR)) continue;
    let visible = seen.get(parent);
    if (visible === undefined) seen.set(parent, (visible = isSeen(parent, cache, layout)));
    if (!visible) {
      // Not rendered at all (display: none) is no claim either way; laid out but unseen is hidden.
      if (parent.checkVisibility()) hidden += squeeze(` ${data}`, hidden);
      continue;
    }
    // Text of two elements is two words, however the page packed them.
    if (lastParent && lastParent !== parent && !/\s$/.test(text)) text += ' ';
    lastParent = parent;
    if (node === at?.node) offset = text.length + squeeze(data.slice(0, at.offset), text).length;
    text += squeeze(data, text);
  }
  return { text, hidden: hidden.trim(), offset };
}
