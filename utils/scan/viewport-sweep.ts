/**
 * Where the blocks of a first pass lie against the viewport, read as the walk meets them in document
 * order, only as far as needed. Reading every block's box cost the first pass more than detecting its
 * text did (a getBoundingClientRect per block: 35-50 ms of a 1 MB page): after `pastAfter` blocks in a
 * row below the viewport, the walk has passed it (`past`), and the rest of the document is not placed
 * at all (the caller scans it in document order, later). Only the order of work depends on this:
 * whatever it says, every block is scanned. Pure, on an injected reader, so tested without layout.
 */

export type Place = 'above' | 'near' | 'below';

export interface ViewportSweep<T> {
  /** Where `item` lies; the same item twice in a row is read once. */
  place(item: T): Place;
  /** True once `pastAfter` blocks in a row were below the viewport. */
  readonly past: boolean;
}

export function createViewportSweep<T>(placeOf: (item: T) => Place, pastAfter = 32): ViewportSweep<T> {
  let last: T | undefined;
  let lastPlace: Place = 'near';
  let belowInRow = 0;
  return {
    place(item) {
      if (item === last) return lastPlace;
      last = item;
      lastPlace = placeOf(item);
      belowInRow = lastPlace === 'below' ? belowInRow + 1 : 0;
      return lastPlace;
    },
    get past() {
      return belowInRow >= pastAfter;
    },
  };
}

/** Where a box lies against a viewport of `height` extended by `margin` above and below. */
export function placeOfBox(box: { top: number; bottom: number }, height: number, margin: number): Place {
  if (box.bottom < -margin) return 'above';
  if (box.top > height + margin) return 'below';
  return 'near';
}
