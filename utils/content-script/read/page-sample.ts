/**
 * A bounded sample of what a frame prints, for its country (utils/detect/page-country.ts): its title, the
 * first and the last of its text. The last matters: footers are where pages print addresses, phone numbers
 * and registration lines. Never the whole page: a 5 MB register costs what a short page costs.
 */
import { SKIPPED_SELECTOR } from '../scan/element-rules';

/** Text nodes visited at most from each end: whitespace between tags must not make the walk unbounded. */
const NODES_PER_END = 4000;
const TITLE_CHARS = 200;

export interface PageSample {
  lang: string;
  text: string;
}

/** Whether a text node's words are prose a reader sees (not a script, a style, or our own nodes). */
function readable(node: Text): boolean {
  const parent = node.parentElement;
  return !!parent && !parent.closest(SKIPPED_SELECTOR);
}

function lastDescendant(node: Node): Node {
  while (node.lastChild) node = node.lastChild;
  return node;
}

/** The node before `node` in document order, within `root` (a backward walk: no TreeWalker needed). */
function previousInTree(node: Node, root: Node): Node | null {
  if (node === root) return null;
  if (node.previousSibling) return lastDescendant(node.previousSibling);
  const parent = node.parentNode;
  return parent === root ? null : parent;
}

export function readPageSample(document: Document, chars: number): PageSample {
  const root = document.body ?? document.documentElement;
  const title = document.title.slice(0, TITLE_CHARS);
  const half = Math.floor((chars - title.length - 2) / 2);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const head: string[] = [];
  const seen = new Set<Node>();
  let length = 0;
  let node = walker.nextNode() as Text | null;
  for (let visited = 0; node && length < half && visited < NODES_PER_END; visited++) {
    seen.add(node);
    const words = node.data.trim();
    if (words && readable(node)) {
      head.push(words);
      length += words.length + 1;
    }
    node = walker.nextNode() as Text | null;
  }
  const tail: string[] = [];
  // The head read the whole text: a tail would only repeat it.
  if (node) {
    length = 0;
    let back: Node | null = lastDescendant(root);
    for (let visited = 0; back && !seen.has(back) && length < half && visited < NODES_PER_END;) {
      if (back.nodeType === Node.TEXT_NODE) {
        visited++;
        const words = (back as Text).data.trim();
        if (words && readable(back as Text)) {
          tail.push(words);
          length += words.length + 1;
        }
      }
      back = previousInTree(back, root);
    }
  }
  // Each end cut to its half: the footer's last line is what a long last node must not push out.
  const text = [title, head.join(' ').slice(0, half), tail.reverse().join(' ').slice(-half)].join('\n');
  const lang =
    document.documentElement.lang ||
    document.querySelector<HTMLMetaElement>('meta[http-equiv="content-language" i]')?.content ||
    '';
  return { lang: lang.slice(0, 64), text };
}
