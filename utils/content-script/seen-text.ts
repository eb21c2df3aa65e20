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

/** Whether a reader can see text of `element`, from its style and its ancestors'. */
export function isSeen(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const style = getComputedStyle(element);
  if (parseFloat(style.fontSize) < MIN_FONT_PX || isTransparent(style.color)) return false;
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const own = node === element ? style : getComputedStyle(node);
    opacity *= parseFloat(own.opacity);
    if (opacity < MIN_OPACITY) return false;
    const box = node.getBoundingClientRect();
    const clips = own.overflow !== 'visible' || own.clipPath !== 'none';
    if (clips && (box.width <= 1 || box.height <= 1)) return false;
    if (/inset\((4\d|50)%/.test(own.clipPath)) return false;
    // Off the page to the left or above; a box with no size (display: contents) is not placed at all.
    if ((box.width > 0 || box.height > 0) && (box.right + scrollX <= 0 || box.bottom + scrollY <= 0))
      return false;
  }
  return true;
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

/** The seen text under `root`, each element asked once; `at` locates a point (an identifier's start). */
export function readSeenText(root: Element, at?: { node: Node; offset: number }): SeenText {
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
    if (visible === undefined) seen.set(parent, (visible = isSeen(parent)));
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
