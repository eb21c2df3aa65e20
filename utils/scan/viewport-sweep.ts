/**
 * Where the blocks of a first pass lie against the viewport, read as the walk meets them in document
 * order, with as few layout reads as the order allows. Reading every block's box cost the first pass
 * more than detecting its text did (a getBoundingClientRect per block: 35-50 ms of a 1 MB page).
 *
 * - Below: after `pastAfter` blocks in a row below the viewport, the walk has passed it (`past`): the
 *   rest of the document is not read here at all (the caller scans it in document order, later).
 * - Above (a page opened scrolled down): after a block above the viewport the next ones are taken to be
 *   above too, one more each time (up to `maxStride`), and only every so many is read; any other answer
 *   starts over at one. A block so taken is only scanned later, never skipped.
 *
 * Only the order of work depends on this: whatever it says, every block is scanned. Pure, on an
 * injected reader, so the policy is tested without layout.
 */

export type Place = 'above' | 'near' | 'below';

export interface SweepOptions {
  /** Blocks below the viewport in a row after which the walk has passed it. */
  pastAfter?: number;
  /** At most this many blocks in a row are taken to be above without reading one. */
  maxStride?: number;
}

export class ViewportSweep<T> {
  private last: T | undefined;
  private lastPlace: Place = 'near';
  private belowInRow = 0;
  private stride = 0;
  private assumeLeft = 0;
  private readonly pastAfter: number;
  private readonly maxStride: number;
  /** How many blocks were actually read (for tests and measurements). */
  reads = 0;

  constructor(
    private readonly placeOf: (item: T) => Place,
    options: SweepOptions = {},
  ) {
    this.pastAfter = options.pastAfter ?? 32;
    this.maxStride = options.maxStride ?? 16;
  }

  /** True once `pastAfter` blocks in a row were below the viewport. */
  get past(): boolean {
    return this.belowInRow >= this.pastAfter;
  }

  /** Where `item` lies; the same item twice in a row is read once. */
  place(item: T): Place {
    if (item === this.last) return this.lastPlace;
    this.last = item;
    if (this.assumeLeft > 0) {
      this.assumeLeft--;
      return (this.lastPlace = 'above');
    }
    const place = this.placeOf(item);
    this.reads++;
    if (place === 'above') {
      this.stride = Math.min(this.stride + 1, this.maxStride);
      this.assumeLeft = this.stride - 1;
    } else {
      this.stride = 0;
    }
    this.belowInRow = place === 'below' ? this.belowInRow + 1 : 0;
    return (this.lastPlace = place);
  }
}

/** Where a box lies against a viewport of `height` extended by `margin` above and below. */
export function placeOfBox(box: { top: number; bottom: number }, height: number, margin: number): Place {
  if (box.bottom < -margin) return 'above';
  if (box.top > height + margin) return 'below';
  return 'near';
}
