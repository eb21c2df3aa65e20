/**
 * Where the blocks of a first pass lie against the viewport, read as the walk meets them and only until
 * `pastAfter` blocks in a row are below it (a box read per block costs more than detecting its text).
 * Only the order of work depends on it: every block is scanned. Pure, on an injected reader.
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
