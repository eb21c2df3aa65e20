import { browser } from 'wxt/browser';

/** At most this much page text goes with an identifier: an invoice's supplier block, a listing's card. */
export const PAGE_CONTEXT_CHARS = 600;
/** Enclosing elements are climbed until the text beside the identifier has at least this many characters. */
const ENOUGH_BESIDE = 40;

/**
 * Runs in the page's isolated world (serialised by executeScript: no closures). For each value, `limit`
 * characters around where the page prints it, from its smallest row, item or card; '' when absent.
 */
export async function readTextsAround(values: string[], limit: number, enough: number): Promise<string[]> {
  const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const found = values.map(() => '');
  const keys = values.map(squash);
  const wanted = keys.filter((key) => key.length >= 4);
  if (!document.body || wanted.length === 0) return found;
  // Markup may split an identifier, but a node holds its first or last four characters as printed.
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
      found[index] = text.slice(start, start + limit).trim();
      left--;
    });
  }
  return found;
}

/** What a frame prints around the identifiers, set against the answer; never sent to the provider. */
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
