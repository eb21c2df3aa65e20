/**
 * Whether the canvas under a piece of the text layer shows ink there: the darkest and lightest pixels
 * drawn in the piece's box. The name check (utils/taxpayer/visible-text.ts) applies its contrast rule to
 * them, so a name a PDF prints white on white, or on a page not drawn yet, is no claim. Read once, on the
 * user's click, for the few pieces beside one identifier.
 */
import type { DrawnText } from '@/utils/taxpayer/visible-text';
import type { Rgba } from '@/utils/taxpayer/visible-text';

/** Pixels read per piece at most: a piece is a word or a line, and a few rows show its ink. */
const MAX_PIXELS = 200_000;

function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The extreme colours in `data` (RGBA bytes), each as drawn over white (a page's paper). */
function extremes(data: Uint8ClampedArray): [Rgba, Rgba] | undefined {
  let dark: Rgba | undefined;
  let light: Rgba | undefined;
  let darkest = Infinity;
  let lightest = -Infinity;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    // Over white: an undrawn (transparent) pixel is the paper.
    const [r, g, b] = [0, 1, 2].map((c) => data[i + c]! * alpha + 255 * (1 - alpha)) as [
      number,
      number,
      number,
    ];
    const value = luminance(r, g, b);
    if (value < darkest) [darkest, dark] = [value, [r, g, b, 1]];
    if (value > lightest) [lightest, light] = [value, [r, g, b, 1]];
  }
  return dark && light ? [dark, light] : undefined;
}

/** `element`: any element; only pieces of a page's text layer get an answer (others draw themselves). */
export function inkUnderText(element: Element): DrawnText | undefined {
  const page = element.closest('.pdf-page');
  if (!page || !element.closest('.pdf-text')) return undefined;
  const canvas = page.querySelector('canvas');
  if (!canvas || canvas.width === 0 || canvas.height === 0) return { surface: page };
  const surface = canvas.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  if (surface.width === 0 || surface.height === 0) return { surface: canvas };
  const [sx, sy] = [canvas.width / surface.width, canvas.height / surface.height];
  const x = Math.max(0, Math.floor((box.left - surface.left) * sx));
  const y = Math.max(0, Math.floor((box.top - surface.top) * sy));
  const width = Math.min(canvas.width - x, Math.ceil(box.width * sx));
  const height = Math.min(canvas.height - y, Math.ceil(box.height * sy));
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS) return { surface: canvas };
  const context = canvas.getContext('2d');
  if (!context) return { surface: canvas };
  const colours = extremes(context.getImageData(x, y, width, height).data);
  return colours ? { surface: canvas, colours } : { surface: canvas };
}
