/**
 * Whether a mark's text is shown in the order it is written. CSS can show text reversed without changing
 * it: `<bdo dir="rtl">` or `unicode-bidi: bidi-override; direction: rtl` make "1HGCM82633A004352" read
 * "253400A33628MCGH1". The detector cannot see styles (it reads text, and reading every element's style
 * would cost a style recalculation per element), so the button checks before it offers a lookup: the
 * reader must see the value that would be sent (test/e2e/hostile-text.spec.ts).
 */
import type { Mark } from './mark-store';

/**
 * True unless an element between the mark's text and its block overrides the direction to right-to-left.
 * Takes the mark only: the keyboard passes it to `Array.find`, which adds an index and the array.
 */
export function readsInOrder(mark: Mark): boolean {
  for (const node of [mark.range.startContainer, mark.range.endContainer]) {
    // An override applies to the inline content of the element that has it, down to the next block.
    for (let element = node.parentElement; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.direction === 'rtl' && style.unicodeBidi.includes('override')) return false;
      if (element === mark.block) break;
    }
  }
  return true;
}
