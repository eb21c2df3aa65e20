import { browser } from 'wxt/browser';
import { visibleTextKit, type VisibleTextOptions } from '@/utils/taxpayer/visible-text';

/** At most this much page text goes with an identifier: an invoice's supplier block, a listing's card. */
export const PAGE_CONTEXT_CHARS = 600;
/** Enclosing elements are climbed until the text beside the identifier has at least this many characters. */
const ENOUGH_BESIDE = 40;
/** Where the seen rule waits in the isolated world for the reader (never the page's world). */
const SEEN_KEY = '__vinTinLookupSeenText';

/** What a page prints around an identifier: the text a reader sees, and any text it hides there. */
export interface PageContext {
  text: string;
  /** Text laid out beside the identifier but not provably seen (faint, tiny, covered, out of view, …). */
  hidden: string;
}

/**
 * Runs in the page's isolated world (serialised by executeScript: no closures). For each value, `limit`
 * characters around where the page prints it, from its smallest row, item or card; '' when absent. Only
 * text a person can see counts, by the test installed at `globalThis[seenKey]`: `innerText` keeps
 * transparent, tiny, covered and off-screen text, which a hostile invoice uses to put a name beside a
 * number that no reader sees; that text is returned apart, as hidden.
 */
export async function readTextsAround(
  values: string[],
  limit: number,
  enough: number,
  seenKey: string,
): Promise<PageContext[]> {
  const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const found: PageContext[] = values.map(() => ({ text: '', hidden: '' }));
  const keys = values.map(squash);
  const wanted = keys.filter((key) => key.length >= 4);
  if (!document.body || wanted.length === 0) return found;
  const styleOf = (element: Element): CSSStyleDeclaration | undefined =>
    typeof getComputedStyle === 'function' ? getComputedStyle(element) : undefined;
  // Never read as page text, as the scanner skips them (utils/content-script/element-rules.ts).
  const SKIPPED = 'script,style,noscript,template,textarea,select,option,svg,canvas,[data-vin-tin-ignore]';
  const INLINE =
    /^(A|ABBR|B|BDI|BDO|CITE|CODE|DATA|DFN|EM|FONT|I|KBD|LABEL|MARK|Q|S|SAMP|SMALL|SPAN|STRONG|SUB|SUP|TIME|TT|U|VAR|WBR)$/;
  // Seen is the page UI's own rule (utils/taxpayer/visible-text.ts), installed by the injection before this
  // one; without it nothing is provably seen, so every name is hidden and the check says nothing.
  const installed = (globalThis as Record<string, unknown>)[seenKey];
  const isSeen = typeof installed === 'function' ? (installed as (element: Element) => boolean) : undefined;
  const hiddenCache = new Map<Element, boolean>();
  const isHidden = (element: Element): boolean => {
    let hidden = hiddenCache.get(element);
    if (hidden === undefined) hiddenCache.set(element, (hidden = !isSeen?.(element)));
    return hidden;
  };
  /** The nearest ancestor laid out as a block: text of two blocks is two lines, as innerText has it. */
  const blockOf = (element: Element): Element => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const display = styleOf(node)?.display;
      if (display ? !/^(inline|contents)/.test(display) : !INLINE.test(node.tagName)) return node;
    }
    return element;
  };
  const readVisible = (root: Element): PageContext => {
    let text = '';
    let hidden = '';
    let block: Element | undefined;
    const nodes = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = nodes.currentNode as Node | null; node; node = nodes.nextNode()) {
      if (node.nodeType === 1) {
        if ((node as Element).tagName === 'BR') text += '\n';
        continue;
      }
      const parent = node.parentElement;
      const data = (node as Text).data;
      if (!parent || data.trim() === '' || parent.closest(SKIPPED)) continue;
      if (typeof parent.checkVisibility === 'function' && !parent.checkVisibility()) continue; // not rendered
      if (isHidden(parent)) {
        hidden += ` ${data}`;
        continue;
      }
      const own = blockOf(parent);
      if (block && own !== block && !text.endsWith('\n')) text += '\n';
      block = own;
      text += data;
    }
    return {
      text: text.replace(/[ \t\r\n]*\n[ \t\r\n]*/g, '\n').replace(/[ \t]+/g, ' '),
      hidden: hidden.trim(),
    };
  };
  // Markup may split an identifier, but a node holds its first or last four characters as printed.
  const ends = wanted.flatMap((key) => [key.slice(0, 4), key.slice(-4)]);
  const mayHold = new RegExp(ends.join('|'), 'i');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let left = wanted.length;
  let visited = 0;
  for (let node = walker.nextNode(); node && left > 0; node = walker.nextNode()) {
    if (++visited % 4000 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (!node.isConnected || !mayHold.test((node as Text).data)) continue;
    // A script or template may quote the identifier: only where the page prints it counts.
    if (node.parentElement?.closest(SKIPPED)) continue;
    const data = squash((node as Text).data);
    keys.forEach((key, index) => {
      if (
        found[index]!.text ||
        key.length < 4 ||
        !(data.includes(key.slice(0, 6)) || data.includes(key.slice(-6)))
      )
        return;
      let element = node.parentElement;
      while (element && !squash(element.textContent ?? '').includes(key)) element = element.parentElement;
      if (!element) return;
      // A table row, list item or card is one record whatever its length: never read its neighbours.
      while (
        element.parentElement &&
        element !== document.body &&
        !/^(TR|LI|ARTICLE)$/.test(element.tagName) &&
        (element.textContent ?? '').length - key.length < enough &&
        (element.parentElement.textContent ?? '').length < limit * 8
      ) {
        element = element.parentElement;
      }
      const { text, hidden } = readVisible(element);
      let start = 0;
      if (text.length > limit) {
        // Centred on the identifier; as printed, then with separators (a new expression is slow to run cold).
        const exact = text.toUpperCase().indexOf(key);
        const at =
          exact >= 0
            ? exact
            : (new RegExp(key.split('').join('[^0-9A-Za-z]{0,3}'), 'i').exec(text)?.index ?? 0);
        start = Math.max(0, Math.min(at - Math.floor(limit / 2), text.length - limit));
      }
      found[index] = { text: text.slice(start, start + limit).trim(), hidden: hidden.slice(0, limit) };
      // Printed nowhere a reader sees (all of it hidden): a later place may still print it.
      if (found[index].text) left--;
    });
  }
  // A rule left behind would judge the next read by this page's state: each read installs its own.
  Reflect.deleteProperty(globalThis, seenKey);
  return found;
}

/** What a frame prints around the identifiers, set against the answer; never sent to the provider. */
export async function readPageContexts(
  tabId: number,
  frameId: number,
  values: string[],
): Promise<PageContext[]> {
  const empty = () => values.map(() => ({ text: '', hidden: '' }));
  const target = { tabId, frameIds: [frameId] };
  try {
    // Two injections into the one isolated world: the seen rule, then the reader that uses it.
    await browser.scripting.executeScript({
      target,
      func: visibleTextKit as (options: VisibleTextOptions, installAs: string) => null,
      args: [{}, SEEN_KEY],
    });
    const [injection] = await browser.scripting.executeScript({
      target,
      func: readTextsAround,
      args: [values, PAGE_CONTEXT_CHARS, ENOUGH_BESIDE, SEEN_KEY],
    });
    const read: unknown = injection?.result;
    if (!Array.isArray(read)) return empty();
    // The page's world answered: only two strings per value are believed, each capped.
    return values.map((_, index) => {
      const item = read[index] as Partial<PageContext> | undefined;
      const text = typeof item?.text === 'string' ? item.text.slice(0, PAGE_CONTEXT_CHARS) : '';
      const hidden = typeof item?.hidden === 'string' ? item.hidden.slice(0, PAGE_CONTEXT_CHARS) : '';
      return { text, hidden };
    });
  } catch {
    return empty();
  }
}
