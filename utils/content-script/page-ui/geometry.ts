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

type Size = { width: number; height: number };
type Place = { left: number; top: number };

function clamp(place: Place, size: Size, viewport: Size): Place {
  const left = Math.min(Math.max(0, place.left), Math.max(0, viewport.width - size.width));
  const top = Math.min(Math.max(0, place.top), Math.max(0, viewport.height - size.height));
  return { left: Math.round(left), top: Math.round(top) };
}

function overlap(place: Place, size: Size, boxes: readonly Box[]): number {
  let area = 0;
  for (const box of boxes) {
    const width = Math.min(place.left + size.width, box.right) - Math.max(place.left, box.left);
    const height = Math.min(place.top + size.height, box.bottom) - Math.max(place.top, box.top);
    if (width > 0 && height > 0) area += width * height;
  }
  return area;
}

/** The first of `places` (kept in the viewport) that covers none of `avoid`; else the one covering least. */
function firstClear(places: readonly Place[], size: Size, viewport: Size, avoid: readonly Box[]): Place {
  let best: Place | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const place of places.map((candidate) => clamp(candidate, size, viewport))) {
    const covered = overlap(place, size, avoid);
    if (covered === 0) return place;
    if (covered < least) [best, least] = [place, covered];
  }
  return best!;
}

/**
 * Below the last line box, never over the rest of its line; above the identifier when below would cover
 * another identifier (`avoid`) or leave the viewport. Kept in the viewport.
 */
export function placeButton(
  anchor: Box,
  button: Size,
  viewport: Size,
  avoid: readonly Box[] = [],
  gap = 2,
): Place {
  const below = { left: anchor.left, top: anchor.bottom + gap };
  const above = { left: anchor.left, top: anchor.top - gap - button.height };
  const fitsBelow = below.top + button.height <= viewport.height;
  return firstClear(fitsBelow ? [below, above] : [above, below], button, viewport, avoid);
}

/** Beside the button (after it, then under, over, before it): the first place that covers no identifier. */
export function placeBeside(button: Box, card: Size, viewport: Size, avoid: readonly Box[], gap = 4): Place {
  return firstClear(
    [
      { left: button.right + gap, top: button.top },
      { left: button.left, top: button.bottom + gap },
      { left: button.left, top: button.top - gap - card.height },
      { left: button.left - gap - card.width, top: button.top },
    ],
    card,
    viewport,
    [...avoid, button],
  );
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

/** Zoom below which, or a rendered size below which (as a share of the natural one), a button is unreadable. */
const SIZE_TOLERANCE = 0.9;

/**
 * The `zoom` that undoes what an element inherits (`html { zoom: .25 }` would shrink our top-layer hosts with
 * the page): 1 / the inherited zoom, or "1" where the browser does not say.
 */
export function counterZoom(inherited: number | undefined): string {
  return inherited && Number.isFinite(inherited) && inherited > 0 ? String(1 / inherited) : '1';
}

/** The counter-zoom for what sits in `host`, read from the browser (Chromium's `currentCSSZoom`). */
export function naturalZoom(host: Element): string {
  return counterZoom((host as Element & { currentCSSZoom?: number }).currentCSSZoom);
}

/**
 * True when a box is drawn at about its natural size: its own zoom (where known) is about 1 and its rendered
 * box (`getBoundingClientRect`, after every zoom, transform and scale) is about its layout size
 * (`offsetWidth`/`offsetHeight`, before them) and at least `minHeight` tall.
 */
export function atNaturalSize(
  rendered: Size,
  natural: Size,
  zoom: number | undefined,
  minHeight: number,
): boolean {
  if (zoom !== undefined && Math.abs(zoom - 1) > 1 - SIZE_TOLERANCE) return false;
  return (
    rendered.height >= minHeight &&
    rendered.width >= natural.width * SIZE_TOLERANCE &&
    rendered.height >= natural.height * SIZE_TOLERANCE
  );
}
