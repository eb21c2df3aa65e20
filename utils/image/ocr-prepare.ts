/**
 * Grey pixels made easier for tesseract, before it reads them (pure: no canvas, runs anywhere).
 * tesseract binarises with one threshold for the whole picture (Otsu), so a shadow across a label turns half of it
 * black, and text under ~20 px high loses strokes to its own scaling. Two fixes, both measured on the labelled set:
 * - the background is flattened: every pixel divided by the paper's own brightness around it (the local maximum
 *   over a radius wider than a stroke, then smoothed), so a shadow becomes white paper again;
 * - small text is scaled up, so its characters are as tall as the ones tesseract's model was trained on.
 */

export interface GreyPixels {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** The largest of `values` in every window of `2 * radius + 1` along one line (van Herk / Gil-Werman, O(n)). */
function slidingMax(line: Uint8Array, radius: number, out: Uint8Array): void {
  const length = line.length;
  const size = 2 * radius + 1;
  const left = new Uint8Array(length);
  const right = new Uint8Array(length);
  for (let start = 0; start < length; start += size) {
    const end = Math.min(length, start + size);
    left[start] = line[start]!;
    for (let at = start + 1; at < end; at++) left[at] = Math.max(left[at - 1]!, line[at]!);
    right[end - 1] = line[end - 1]!;
    for (let at = end - 2; at >= start; at--) right[at] = Math.max(right[at + 1]!, line[at]!);
  }
  for (let at = 0; at < length; at++) {
    const from = Math.max(0, at - radius);
    const to = Math.min(length - 1, at + radius);
    out[at] = Math.max(right[from]!, left[to]!);
  }
}

/** The mean of every window of `2 * radius + 1` along one line (edges: the window is cut short). */
function slidingMean(line: Uint8Array, radius: number, out: Uint8Array): void {
  const length = line.length;
  let sum = 0;
  let count = 0;
  for (let at = 0; at < Math.min(length, radius); at++) {
    sum += line[at]!;
    count++;
  }
  for (let at = 0; at < length; at++) {
    const enter = at + radius;
    if (enter < length) {
      sum += line[enter]!;
      count++;
    }
    const leave = at - radius - 1;
    if (leave >= 0) {
      sum -= line[leave]!;
      count--;
    }
    out[at] = Math.round(sum / count);
  }
}

/** A separable window filter applied along rows, then columns. */
function separable(
  image: GreyPixels,
  radius: number,
  filter: (line: Uint8Array, radius: number, out: Uint8Array) => void,
): Uint8Array {
  const { width, height } = image;
  const rows = new Uint8Array(width * height);
  const rowOut = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    filter(image.grey.subarray(y * width, (y + 1) * width), radius, rowOut);
    rows.set(rowOut, y * width);
  }
  const out = new Uint8Array(width * height);
  const column = new Uint8Array(height);
  const columnOut = new Uint8Array(height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) column[y] = rows[y * width + x]!;
    filter(column, radius, columnOut);
    for (let y = 0; y < height; y++) out[y * width + x] = columnOut[y]!;
  }
  return out;
}

/** The paper's brightness around every pixel: the local maximum (ink removed), smoothed. */
export function paperBrightness(image: GreyPixels, radius: number): Uint8Array {
  const closed = separable(image, radius, slidingMax);
  return separable({ ...image, grey: closed }, radius, slidingMean);
}

/**
 * Every pixel divided by the paper's brightness around it, then the levels stretched so the darkest ink is 0 and
 * paper 255: a shadow or an uneven light is gone, and the ink keeps its contrast to the paper beside it.
 * `radius` must be wider than a stroke (else the ink itself counts as paper). Dark text on light paper only:
 * prepareForReading leaves a mostly dark picture (light text on dark) unflattened.
 */
export function flattenBackground(image: GreyPixels, radius: number): GreyPixels {
  const { width, height, grey } = image;
  const paper = paperBrightness(image, radius);
  const ratio = new Float32Array(width * height);
  for (let at = 0; at < ratio.length; at++) ratio[at] = grey[at]! / Math.max(1, paper[at]!);
  // The darkest 0.5 % is ink at full strength; the ratio 1 is paper.
  const histogram = new Uint32Array(256);
  for (const value of ratio) histogram[Math.min(255, Math.round(value * 255))]!++;
  let ink = 0;
  for (let seen = 0; ink < 255; ink++) {
    seen += histogram[ink]!;
    if (seen > ratio.length * 0.005) break;
  }
  const low = ink / 255;
  const span = Math.max(1 / 255, 1 - low);
  const out = new Uint8Array(width * height);
  for (let at = 0; at < ratio.length; at++) {
    out[at] = Math.max(0, Math.min(255, Math.round(((ratio[at]! - low) / span) * 255)));
  }
  return { width, height, grey: out };
}

/**
 * The usual height of a line of text, in pixels: the runs of rows holding ink (darker than the paper by a third),
 * their median. 0 when no row holds any. On a flattened picture, so a shadow is no ink.
 */
export function typicalTextHeight(image: GreyPixels): number {
  const { width, height, grey } = image;
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y <= height; y++) {
    let inked = false;
    if (y < height) {
      let dark = 0;
      for (let x = 0; x < width; x++) if (grey[y * width + x]! < 170) dark++;
      // A row of noise specks is no text: at least 1 % of it, and 2 pixels.
      inked = dark >= Math.max(2, width * 0.01);
    }
    if (inked) run++;
    else if (run > 0) {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (runs.length === 0) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

/** `image` scaled up `factor` times (bilinear). */
export function scaleGreyUp(image: GreyPixels, factor: number): GreyPixels {
  if (factor === 1) return image;
  const width = Math.round(image.width * factor);
  const height = Math.round(image.height * factor);
  const out = new Uint8Array(width * height);
  const { grey } = image;
  for (let y = 0; y < height; y++) {
    const sourceY = Math.min(image.height - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sourceY);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const fy = sourceY - y0;
    for (let x = 0; x < width; x++) {
      const sourceX = Math.min(image.width - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sourceX);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const fx = sourceX - x0;
      const top = grey[y0 * image.width + x0]! * (1 - fx) + grey[y0 * image.width + x1]! * fx;
      const bottom = grey[y1 * image.width + x0]! * (1 - fx) + grey[y1 * image.width + x1]! * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, grey: out };
}

/** Text lines shorter than this (ascender to descender) are scaled up before reading. */
export const SMALL_TEXT_HEIGHT = 16;
/** The height small text is scaled up to. */
const TARGET_TEXT_HEIGHT = 28;
/** Scaling up stops at this many pixels: the time to read grows with them (an A4 page is ~2 MP). */
export const PREPARED_PIXEL_LIMIT = 4_000_000;

export interface PreparedGrey {
  image: GreyPixels;
  /** Prepared pixels per given pixel: a box found in `image` is divided by it to be in the given pixels. */
  scale: number;
}

/** The flattening's radius: wider than any stroke, a fraction of the picture's short side. */
function flattenRadius(image: GreyPixels): number {
  return Math.max(8, Math.min(30, Math.round(Math.min(image.width, image.height) / 6)));
}

/** Whether most pixels are darker than mid-grey: the ground, not the ink, is dark. */
export function isMostlyDark(image: GreyPixels): boolean {
  let dark = 0;
  for (const level of image.grey) if (level < 128) dark++;
  return dark > image.grey.length / 2;
}

/** What tesseract is given: the background flattened, and small text scaled up (within PREPARED_PIXEL_LIMIT). */
export function prepareForReading(image: GreyPixels): PreparedGrey {
  // Light text on a dark ground: its local maximum is the ink, so dividing by it would wash the ground out
  // around the letters only; tesseract inverts such a picture itself.
  const flat = isMostlyDark(image) ? image : flattenBackground(image, flattenRadius(image));
  const textHeight = typicalTextHeight(flat);
  let scale = 1;
  if (textHeight > 0 && textHeight < SMALL_TEXT_HEIGHT) {
    const wanted = Math.min(4, Math.ceil(TARGET_TEXT_HEIGHT / textHeight));
    const allowed = Math.floor(Math.sqrt(PREPARED_PIXEL_LIMIT / (image.width * image.height)));
    scale = Math.max(1, Math.min(wanted, allowed));
  }
  return { image: scaleGreyUp(flat, scale), scale };
}
