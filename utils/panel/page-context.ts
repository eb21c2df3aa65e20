import { browser } from 'wxt/browser';

/** At most this much page text goes with a lookup: an invoice's supplier block or a listing's heading. */
export const PAGE_CONTEXT_CHARS = 600;
/** Enclosing elements are climbed until the text beside the identifier has at least this many characters. */
const ENOUGH_BESIDE = 80;

/**
 * Runs in the page's isolated world (serialised by executeScript: no closures, only its arguments).
 * The text around the first place `value` is printed, compared on letters and digits only ("RC 123456",
 * "12345678-0001"): the smallest enclosing row, item or section with some text beside it, cut to `limit`
 * characters centred on the identifier. Empty when the page no longer shows it.
 */
export function readTextAround(value: string, limit: number, enough: number): string {
  const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const key = squash(value);
  if (!document.body || key.length < 4) return '';
  // A text node holds the start or the end of it, however inline markup splits the rest.
  const [head, tail] = [key.slice(0, 6), key.slice(-6)];
  const printed = new RegExp(key.split('').join('[^0-9A-Za-z]{0,3}'), 'i');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const data = squash((node as Text).data);
    if (!data.includes(head) && !data.includes(tail)) continue;
    let element = node.parentElement;
    while (element && !squash(element.textContent ?? '').includes(key)) element = element.parentElement;
    if (!element) continue;
    const textOf = (at: Element) =>
      ((at as HTMLElement).innerText ?? at.textContent ?? '').replace(/[ \t]+/g, ' ');
    let text = textOf(element);
    while (element.parentElement && element !== document.body && text.length - value.length < enough) {
      element = element.parentElement;
      text = textOf(element);
    }
    const at = printed.exec(text)?.index ?? 0;
    const start = Math.max(0, Math.min(at - Math.floor(limit / 2), text.length - limit));
    return text.slice(start, start + limit).trim();
  }
  return '';
}

/**
 * What the page prints around an identifier the user clicked in it, read by the background so the
 * content script carries no code for it. Used to compare the page's claim (a company's name, a car's
 * make and year) with the answer; never sent to the provider.
 */
export async function readPageContext(tabId: number, frameId: number, value: string): Promise<string> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: readTextAround,
      args: [value, PAGE_CONTEXT_CHARS, ENOUGH_BESIDE],
    });
    return typeof injection?.result === 'string' ? injection.result.slice(0, PAGE_CONTEXT_CHARS) : '';
  } catch {
    return ''; // the page went away, or the site's access was withdrawn: no comparison, the lookup goes on
  }
}
