import { browser } from 'wxt/browser';
import { framesToAsk } from './scanned-frames';

/** How long the identifier stays marked after the page scrolls to it. */
const FOCUS_MS = 2_500;

/**
 * Runs in the page's isolated world (no closures). Scrolls to the first visible place the page prints
 * `value` and marks it with the `vin-tin-lookup-focus` highlight; its DOM, selection and focus stay put.
 */
export function scrollToIdentifier(value: string, focusMs: number): boolean {
  const squash = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const key = squash(value);
  if (!document.body || key.length < 4) return false;
  const printed = new RegExp(key.split('').join('[^0-9A-Za-z]{0,3}'), 'i');
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let target: Element | undefined;
  for (let node = walker.nextNode(); node && !target; node = walker.nextNode()) {
    const data = (node as Text).data;
    const element = node.parentElement;
    const match = printed.exec(data);
    const partial = !match && squash(data).length >= 2 && key.includes(squash(data).slice(0, 4));
    // Layout is asked only of the few nodes that may hold it: a long page has tens of thousands.
    if (!element || !(match || partial) || element.getClientRects().length === 0) continue;
    if (match) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      target = element;
    } else {
      let holder: Element | null = element;
      for (let up = 0; holder && up < 4 && !squash(holder.textContent ?? '').includes(key); up++) {
        holder = holder.parentElement;
      }
      // A small holder only: a whole section that happens to hold the identifier is no place to point at.
      const text = holder?.textContent ?? '';
      if (holder && text.length <= key.length + 200 && squash(text).includes(key)) {
        range.selectNodeContents(holder);
        target = holder;
      }
    }
  }
  if (!target) return false;
  target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  if (typeof Highlight === 'function') {
    const highlight = new Highlight(range);
    CSS.highlights.set('vin-tin-lookup-focus', highlight);
    setTimeout(() => {
      if (CSS.highlights.get('vin-tin-lookup-focus') === highlight)
        CSS.highlights.delete('vin-tin-lookup-focus');
    }, focusMs);
  }
  return true;
}

/** Scrolls the first frame of the tab that prints the identifier; false when none does (or access is gone). */
export async function revealIdentifier(tabId: number, value: string): Promise<boolean> {
  for (const frameId of await framesToAsk(tabId)) {
    try {
      const [injection] = await browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        func: scrollToIdentifier,
        args: [value, FOCUS_MS],
      });
      if (injection?.result === true) return true;
    } catch {
      // A frame that went away or lost its access: try the next one.
    }
  }
  return false;
}
