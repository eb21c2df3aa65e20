/**
 * Where a first pass's blocks lie, read only until `pastAfter` in a row are below the viewport: a box read
 * costs more than detecting a block's text. Only the order of work depends on it.
 */

export type Place = 'above' | 'near' | 'below';

export interface ViewportSweep<T> {
  place(item: T): Place;
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
