/**
 * Text a person can see inside an element, in document order, by a visibility test the caller gives: the
 * listing check's is the browser's own (`checkVisibility`: a lying listing can print its lie visibly, so
 * hiding text gains a page nothing there); the name check's is strict (page-ui/card-text.ts), since a page
 * gains a false "matches" from a name no reader sees. Skipped elements (scripts, form fields, aria-hidden)
 * are never page prose at all.
 */
import { SKIPPED_SELECTOR } from '../scan/element-rules';

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

/**
 * The seen text under `root`; `at` locates a point (an identifier's start). Text laid out but unseen goes
 * to `hidden` when given (not rendered at all, display: none, is no claim either way).
 */
export function readSeenText(
  root: Element,
  isSeen: (element: Element) => boolean,
  at?: { node: Node; offset: number },
  hidden?: string[],
): SeenText {
  const seen = new Map<Element, boolean>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  let offset = -1;
  let lastParent: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const data = (node as Text).data;
    if (!parent || !data.trim() || parent.closest(SKIPPED_SELECTOR)) continue;
    let visible = seen.get(parent);
    if (visible === undefined) seen.set(parent, (visible = isSeen(parent)));
    if (!visible) {
      if (parent.checkVisibility()) hidden?.push(data.trim());
      continue;
    }
    // Text of two elements is two words, however the page packed them.
    if (lastParent && lastParent !== parent && !/\s$/.test(text)) text += ' ';
    lastParent = parent;
    if (node === at?.node) offset = text.length + squeeze(data.slice(0, at.offset), text).length;
    text += squeeze(data, text);
  }
  return { text, offset };
}
