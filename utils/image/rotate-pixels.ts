/**
 * Turns a picture by any angle, for the barcode reader's second try: zxing reads a symbol at 0, 90, 180 and
 * 270 degrees, and a 2D symbol at any angle, but a linear one (Code 39, Code 128) only while its scan lines
 * still cross every bar. Pure and small: grey levels, bilinear, white outside the picture (a label's margin).
 */

/** Pixels as ImageData holds them (RGBA, row by row); a plain object in Node, ImageData in a page. */
export interface PixelImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Where a point of the turned picture lies in the original: the inverse of the turn. */
export interface Turn {
  degrees: number;
  /** The original's size and the turned picture's size (it grows to hold every corner). */
  from: { width: number; height: number };
  to: { width: number; height: number };
}

export function turnedSize(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  // Less a hair: cos(90 degrees) is 6e-17, not 0, and must not add a pixel.
  const whole = (length: number) => Math.ceil(length - 1e-9);
  return { width: whole(width * cos + height * sin), height: whole(width * sin + height * cos) };
}

/** The original picture's coordinates of a point in the turned one. */
export function unturnPoint(turn: Turn, point: { x: number; y: number }): { x: number; y: number } {
  const radians = (turn.degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const dx = point.x - turn.to.width / 2;
  const dy = point.y - turn.to.height / 2;
  return { x: dx * cos + dy * sin + turn.from.width / 2, y: -dx * sin + dy * cos + turn.from.height / 2 };
}

/** The picture's grey levels (ITU-R BT.601 weights, as zxing uses). */
export function greyLevels(image: PixelImage): Uint8Array {
  const grey = new Uint8Array(image.width * image.height);
  const { data } = image;
  for (let i = 0, j = 0; i < grey.length; i++, j += 4) {
    grey[i] = (306 * data[j]! + 601 * data[j + 1]! + 117 * data[j + 2]! + 512) >> 10;
  }
  return grey;
}

/** Turns `grey` (width x height) clockwise by `degrees`, as an RGBA picture zxing takes. */
export function turnGrey(grey: Uint8Array, width: number, height: number, degrees: number): PixelImage {
  const to = turnedSize(width, height, degrees);
  const turn: Turn = { degrees, from: { width, height }, to };
  const data = new Uint8ClampedArray(to.width * to.height * 4);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 255 : grey[y * width + x]!;
  for (let y = 0; y < to.height; y++) {
    for (let x = 0; x < to.width; x++) {
      const source = unturnPoint(turn, { x: x + 0.5, y: y + 0.5 });
      const [sx, sy] = [source.x - 0.5, source.y - 0.5];
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const [fx, fy] = [sx - x0, sy - y0];
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      const level = top * (1 - fy) + bottom * fy;
      const out = (y * to.width + x) * 4;
      data[out] = data[out + 1] = data[out + 2] = level;
      data[out + 3] = 255;
    }
  }
  return { data, width: to.width, height: to.height };
}

/** Every `step`-th pixel's grey level in each direction: a smaller copy to try angles on quickly. */
export function shrinkGrey(
  grey: Uint8Array,
  width: number,
  height: number,
  step: number,
): { grey: Uint8Array; width: number; height: number } {
  if (step <= 1) return { grey, width, height };
  const [w, h] = [Math.floor(width / step), Math.floor(height / step)];
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) {
        const row = (y * step + dy) * width + x * step;
        for (let dx = 0; dx < step; dx++) sum += grey[row + dx]!;
      }
      out[y * w + x] = sum / (step * step);
    }
  }
  return { grey: out, width: w, height: h };
}

/**
 * The turns most likely to set the picture's bars level, best first: a barcode's edges all point one way, so the
 * strongest direction of the picture's edges (Sobel gradients, weighted by strength, in 1-degree bins smoothed
 * over 5) is across its bars. Each turn is in (-45, 45]: zxing's own quarter turns do the rest. Level and upright
 * directions (within 2 degrees of a quarter turn) are left out, as the first passes read those.
 */
export function likelyTurns(grey: Uint8Array, width: number, height: number, count = 3): number[] {
  const bins = new Float64Array(90);
  // Half a million samples at most: the direction is the same in every part of a symbol.
  const stride = Math.max(1, Math.round(Math.sqrt((width * height) / 500_000)));
  for (let y = 1; y < height - 1; y += stride) {
    for (let x = 1; x < width - 1; x += stride) {
      const i = y * width + x;
      const [up, down] = [i - width, i + width];
      const gx =
        grey[up + 1]! +
        2 * grey[i + 1]! +
        grey[down + 1]! -
        grey[up - 1]! -
        2 * grey[i - 1]! -
        grey[down - 1]!;
      const gy =
        grey[down - 1]! + 2 * grey[down]! + grey[down + 1]! - grey[up - 1]! - 2 * grey[up]! - grey[up + 1]!;
      const strength = gx * gx + gy * gy;
      if (strength < 10_000) continue; // flat paper and grain
      const degrees = ((((Math.atan2(gy, gx) * 180) / Math.PI) % 90) + 90) % 90;
      bins[Math.round(degrees) % 90]! += strength;
    }
  }
  const smoothed = [...bins].map((_, bin) =>
    [-2, -1, 0, 1, 2].reduce((sum, d) => sum + bins[(bin + d + 90) % 90]!, 0),
  );
  const turns: number[] = [];
  const order = smoothed.map((weight, bin) => ({ weight, bin })).sort((a, b) => b.weight - a.weight);
  for (const { weight, bin } of order) {
    if (turns.length >= count || weight <= 0) break;
    if (bin <= 2 || bin >= 88) continue;
    const turn = bin > 45 ? 90 - bin : -bin;
    if (turns.every((taken) => Math.abs(taken - turn) > 3)) turns.push(turn);
  }
  return turns;
}
