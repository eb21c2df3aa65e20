/**
 * Text a person can see inside an element, in document order: what the listing check and the name check
 * set against an answer. `innerText` keeps transparent, hidden-by-size and off-screen text, which a hostile
 * page uses to make a claim no reader sees; skipped elements (scripts, form fields, aria-hidden) are never
 * page prose either.
 */
import { SKIPPED_SELECTOR } from './element-rules';

/** Smaller than this (CSS px) in either direction, text is not there for a reader. */
const MIN_SIDE_PX = 4;

export function isSeen(element: Element): boolean {
  if (element.closest(SKIPPED_SELECTOR)) return false;
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  // Off the page to the left or top (a common way to hide text), or squeezed to nothing.
  if (box.right <= 0 || box.bottom + scrollY <= 0) return false;
  if (box.width < MIN_SIDE_PX || box.height < MIN_SIDE_PX) return false;
  const size = parseFloat(getComputedStyle(element).fontSize);
  return !(size < MIN_SIDE_PX);
}

/** Runs of white space as one space, and none after a space already written. */
function squeeze(data: string, before: string): string {
  const piece = data.replace(/\s+/g, ' ');
  return before.endsWith(' ') && piece.startsWith(' ') ? piece.slice(1) : piece;
}

export interface SeenText {
  text: string;
  /** Where `at` (a text node and offset inside it) falls in `text`; -1 when it is not seen. */
  offset: number;
}

/** The seen text under `root`, each element asked once; `at` locates a point (an identifier's start). */
export function readSeenText(root: Element, at?: { node: Node; offset: number }): SeenText {
  const seen = new Map<Element, boolean>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  let offset = -1;
  let lastParent: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent) continue;
    let visible = seen.get(parent);
    if (visible === undefined) seen.set(parent, (visible = isSeen(parent)));
    if (!visible) continue;
    // Text of two elements is two words, however the page packed them.
    if (lastParent && lastParent !== parent && !/\s$/.test(text)) text += ' ';
    lastParent = parent;
    const data = (node as Text).data;
    if (node === at?.node) offset = text.length + squeeze(data.slice(0, at.offset), text).length;
    text += squeeze(data, text);
  }
  return { text, offset };
}
