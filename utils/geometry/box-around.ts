/** Rectangles in one picture's or page's own units (a PDF's points, an image's pixels). Pure. */
export interface PlaneBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest box holding every box given: the place of a line from its runs, a block from its lines, an
 * identifier from the words it was read from. Infinite for none: callers give at least one.
 */
export function boxAround(boxes: readonly PlaneBox[]): PlaneBox {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}
