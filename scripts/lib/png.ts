/**
 * The two PNG chores the store scripts need and no dependency does for us: reading a PNG's size, and
 * writing an opaque 24-bit PNG (the Chrome Web Store asks for screenshots "JPEG or 24-bit PNG (no alpha)",
 * while @resvg/resvg-js only writes RGBA).
 */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Encodes RGBA pixels as an RGB PNG. Alpha is composited over `background` first, so nothing that was
 * transparent turns black.
 */
export function encodeOpaquePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  background: [number, number, number] = [255, 255, 255],
): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('Pixel buffer does not match the size');
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = 0; // filter: none (deflate does well enough on screenshots)
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 4;
      const to = y * stride + 1 + x * 3;
      const alpha = rgba[from + 3]! / 255;
      for (let c = 0; c < 3; c += 1) {
        raw[to + c] = Math.round(rgba[from + c]! * alpha + background[c]! * (1 - alpha));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour, no alpha
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
