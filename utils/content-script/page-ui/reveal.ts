/** "Show on the page": scrolls to the scanner's own mark and highlights it for a moment; nothing else moves. */
import type { Mark } from '../paint/mark-store';

/** Styled by entrypoints/content/highlight.css, beside the scanner's own highlights. */
export const FOCUS_HIGHLIGHT = 'vin-tin-lookup-focus';

/** How long the identifier stays marked after the page scrolls to it. */
const FOCUS_MS = 2_500;
/** Smooth scrolling ends by then, with or without a scrollend event. */
const SCROLL_MS = 700;

let clearing: ReturnType<typeof setTimeout> | undefined;

/** Resolves once the scroll is over, so the button is placed where the identifier came to rest. */
export function focusOn(mark: Mark): Promise<void> {
  const element = mark.range.startContainer.parentElement;
  if (!element?.isConnected) return Promise.resolve();
  const { startContainer, startOffset, endContainer, endOffset } = mark.range;
  const highlight = new Highlight(new StaticRange({ startContainer, startOffset, endContainer, endOffset }));
  CSS.highlights.set(FOCUS_HIGHLIGHT, highlight);
  clearTimeout(clearing);
  clearing = setTimeout(() => {
    if (CSS.highlights.get(FOCUS_HIGHLIGHT) === highlight) CSS.highlights.delete(FOCUS_HIGHLIGHT);
  }, FOCUS_MS);
  return new Promise((resolve) => {
    const done = () => {
      removeEventListener('scrollend', done, true);
      resolve();
    };
    addEventListener('scrollend', done, { capture: true, once: true });
    setTimeout(done, SCROLL_MS);
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
