/** Demo silhouettes as inline SVG data URLs: no network, the same kind of value as `vehicle_image`. */
import { asciiToBase64 } from './base64';

export type SilhouetteShape = 'sedan' | 'suv' | 'pickup';

const WINDOW = '#cfe0ec';
const TYRE = '#23272e';
const RIM = '#b8bec7';

/** Body outline and window panes of each shape, on a 320 x 160 canvas; wheels sit at x 78 and 242. */
const SHAPES: Record<SilhouetteShape, { body: string; windows: string }> = {
  sedan: {
    body: 'M18 118V100Q18 88 32 86L92 80L124 56Q132 50 146 50H206Q220 50 230 58L258 80L290 86Q302 89 302 102V118Z',
    windows: 'M104 80L132 59Q137 56 146 56H168V80ZM176 56H204Q214 56 222 63L243 80H176Z',
  },
  suv: {
    body: 'M16 120V84Q16 74 28 72L70 68L100 40Q106 34 118 34H252Q266 34 276 46L296 70Q304 78 304 90V120Z',
    windows: 'M84 68L106 45Q110 41 118 41H166V68ZM174 41H220V68H174ZM228 41H250Q260 41 266 49L282 68H228Z',
  },
  pickup: {
    body: 'M14 120V88Q14 78 26 76L70 72L100 42Q106 36 118 36H180Q188 36 190 44L194 76H304V120Z',
    windows: 'M84 72L106 48Q110 43 118 43H136V72ZM144 43H178Q182 43 183 48L186 72H144Z',
  },
};

function wheel(cx: number): string {
  return `<circle cx="${cx}" cy="120" r="21" fill="${TYRE}"/><circle cx="${cx}" cy="120" r="9" fill="${RIM}"/>`;
}

/** The SVG source of one silhouette in one body colour (a CSS hex colour such as `#8a1c1c`). */
export function silhouetteSvg(shape: SilhouetteShape, colour: string): string {
  const { body, windows } = SHAPES[shape];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" width="320" height="160">' +
    // No backdrop of its own: the tile behind it follows the page's theme (a white tile in dark mode glared).
    '<ellipse cx="160" cy="142" rx="150" ry="6" fill="#000" fill-opacity="0.18"/>' +
    `<path d="${body}" fill="${colour}"/>` +
    `<path d="${windows}" fill="${WINDOW}"/>` +
    wheel(78) +
    wheel(242) +
    '</svg>'
  );
}

export function silhouetteDataUrl(shape: SilhouetteShape, colour: string): string {
  return `data:image/svg+xml;base64,${asciiToBase64(silhouetteSvg(shape, colour))}`;
}
