import { browser } from 'wxt/browser';

/** At most this much page text goes with an identifier: an invoice's supplier block, a listing's card. */
export const PAGE_CONTEXT_CHARS = 600;
/** Enclosing elements are climbed until the text beside the identifier has at least this many characters. */
const ENOUGH_BESIDE = 40;

/**
 * Runs in the page's isolated world (serialised by executeScript: no closures, only its arguments).
 * For each value, the text around the first place it is printed, compared on letters and digits only
 * ("RC 123456", "12345678-0001"): the smallest enclosing row, item or card with some text beside it,
 * cut to `limit` characters centred on the identifier; empty when the page does not show it. One walk
 * over the page's text for all of them, one regex test per text node, and a pause every few thousand
 * nodes so a long page keeps answering.
 */
export async function readTextsAround(values: string[], limit: number, enough: number): Promise<string[]> {
  const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const found = values.map(() => '');
  const keys = values.map(squash);
  const wanted = keys.filter((key) => key.length >= 4);
  if (!document.body || wanted.length === 0) return found;
  // A text node holds the start or the end of an identifier, however markup or spaces split the rest:
  // its first or last four characters, as printed, pick the nodes worth a closer look.
  const ends = wanted.flatMap((key) => [key.slice(0, 4), key.slice(-4)]);
  const mayHold = new RegExp(ends.join('|'), 'i');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let left = wanted.length;
  let visited = 0;
  for (let node = walker.nextNode(); node && left > 0; node = walker.nextNode()) {
    if (++visited % 4000 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (!node.isConnected || !mayHold.test((node as Text).data)) continue;
    const data = squash((node as Text).data);
    keys.forEach((key, index) => {
      if (found[index] || key.length < 4 || !(data.includes(key.slice(0, 6)) || data.includes(key.slice(-6))))
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
      const text = ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/[ \t]+/g, ' ');
      const at = new RegExp(key.split('').join('[^0-9A-Za-z]{0,3}'), 'i').exec(text)?.index ?? 0;
      const start = Math.max(0, Math.min(at - Math.floor(limit / 2), text.length - limit));
      found[index] = text.slice(start, start + limit).trim();
      left--;
    });
  }
  return found;
}

/**
 * What a frame prints around identifiers found or clicked in it, read by the background so the content
 * script carries no code for it. Used to compare the page's claim (a company's name, a car's make and
 * year) with the answer or the free decode; never sent to the provider. Empty strings when the frame
 * is gone or its access was withdrawn.
 */
export async function readPageContexts(tabId: number, frameId: number, values: string[]): Promise<string[]> {
  try {
    const [injection] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: readTextsAround,
      args: [values, PAGE_CONTEXT_CHARS, ENOUGH_BESIDE],
    });
    const texts = injection?.result;
    return values.map((_, index) =>
      Array.isArray(texts) && typeof texts[index] === 'string'
        ? texts[index].slice(0, PAGE_CONTEXT_CHARS)
        : '',
    );
  } catch {
    return values.map(() => '');
  }
}
