/**
 * CSS can show text reversed without changing it (`<bdo dir="rtl">`, `unicode-bidi: bidi-override`), and the
 * reader must see the value the button would send (test/e2e/hostile-text.spec.ts).
 */
import type { Mark } from '../paint/mark-store';

/** Takes the mark only: the keyboard passes it to `Array.find`, which adds an index and the array. */
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
