export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Slack around a line box, so the pointer does not have to sit exactly on the glyphs. */
export const HIT_SLOP_PX = 2;

export function pointInBoxes(x: number, y: number, boxes: Iterable<Box>, slop = HIT_SLOP_PX): boolean {
  for (const box of boxes) {
    if (x >= box.left - slop && x <= box.right + slop && y >= box.top - slop && y <= box.bottom + slop) {
      return true;
    }
  }
  return false;
}

/** Below the last line box, never over the rest of its line (the next identifier); kept in the viewport. */
export function placeButton(
  anchor: Box,
  button: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 2,
): { left: number; top: number } {
  let top = anchor.bottom + gap;
  if (top + button.height > viewport.height) top = anchor.top - gap - button.height;
  const left = Math.min(Math.max(0, anchor.left), Math.max(0, viewport.width - button.width));
  top = Math.min(Math.max(0, top), Math.max(0, viewport.height - button.height));
  return { left: Math.round(left), top: Math.round(top) };
}

/** True when the box shows at least partly inside the viewport (with a margin, to scan just ahead). */
export function intersectsViewport(
  box: Box,
  viewport: { width: number; height: number },
  margin = 0,
): boolean {
  return (
    box.bottom >= -margin &&
    box.top <= viewport.height + margin &&
    box.right >= -margin &&
    box.left <= viewport.width + margin
  );
}
