/**
 * Decodes a PNG to RGBA pixels in Node, for feeding the barcode reader the pixels a page's canvas would give
 * it. Only what bwip-js writes: 8-bit, non-interlaced, grey, RGB or RGBA. Tests only.
 */
import { inflateSync } from 'node:zlib';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes the per-row filters in place; returns the raw samples without the filter bytes. */
function unfilter(raw: Buffer, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? out[y * stride + x - bpp]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft = x >= bpp && y > 0 ? out[(y - 1) * stride + x - bpp]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      out[y * stride + x] = (row[x]! + predictor) & 255;
    }
  }
  return out;
}

export function pngPixels(png: Buffer): Pixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colourType, interlace] = [png[24], png[25]!, png[28]];
  const channels = CHANNELS[colourType];
  if (depth !== 8 || interlace !== 0 || !channels) throw new Error('Only 8-bit non-interlaced PNGs');
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const samples = unfilter(inflateSync(Buffer.concat(idat)), width * channels, height, channels);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = samples.subarray(i * channels, (i + 1) * channels);
    const [r, g, b] = channels >= 3 ? [s[0]!, s[1]!, s[2]!] : [s[0]!, s[0]!, s[0]!];
    const alpha = channels === 4 ? s[3]! : channels === 2 ? s[1]! : 255;
    // Over white, as a page shows a transparent label.
    const over = (c: number) => Math.round((c * alpha + 255 * (255 - alpha)) / 255);
    data.set([over(r), over(g), over(b), 255], i * 4);
  }
  return { data, width, height };
}
