/**
 * A small animated GIF89a writer (grey, 256 levels, looping), because the canvas encodes no GIF. It follows the
 * GIF89a spec's variable-length LZW (as omggif does): codes grow to 12 bits, then a clear code resets the table.
 */
import type { GreyPixels } from './render-in-page';

function lzw(indices: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out: number[] = [];
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let table = new Map<number, number>();
  let buffer = 0;
  let bits = 0;
  const emit = (code: number) => {
    buffer |= code << bits;
    bits += codeSize;
    while (bits >= 8) {
      out.push(buffer & 0xff);
      buffer >>>= 8;
      bits -= 8;
    }
  };
  emit(clear);
  let prefix = indices[0] ?? 0;
  for (let at = 1; at < indices.length; at++) {
    const k = indices[at]!;
    const key = (prefix << 8) | k;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      codeSize = minCodeSize + 1;
      next = end + 1;
    } else {
      if (next >= 1 << codeSize) codeSize++;
      table.set(key, next++);
    }
    prefix = k;
  }
  emit(prefix);
  emit(end);
  if (bits > 0) out.push(buffer & 0xff);
  // Sub-blocks of at most 255 bytes, then the block terminator.
  const blocks: number[] = [minCodeSize];
  for (let at = 0; at < out.length; at += 255) {
    const part = out.slice(at, at + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];

/** Every frame must have the first frame's size; `delayCs` is each frame's time in hundredths of a second. */
export function encodeAnimatedGif(frames: GreyPixels[], delayCs = 50): Buffer {
  const first = frames[0];
  if (!first) throw new Error('A GIF needs a frame');
  const palette: number[] = [];
  for (let level = 0; level < 256; level++) palette.push(level, level, level);
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    // Logical screen: global colour table of 256 entries (packed 0xf7), background 0, square pixels.
    Buffer.from([...u16(first.width), ...u16(first.height), 0xf7, 0, 0]),
    Buffer.from(palette),
    // NETSCAPE2.0: loop for ever.
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]),
  ];
  for (const frame of frames) {
    if (frame.width !== first.width || frame.height !== first.height)
      throw new Error('Frames differ in size');
    parts.push(
      // Graphic control: dispose to background, the delay, no transparency.
      Buffer.from([0x21, 0xf9, 4, 0x08, ...u16(delayCs), 0, 0]),
      Buffer.from([0x2c, 0, 0, 0, 0, ...u16(frame.width), ...u16(frame.height), 0]),
      lzw(frame.grey, 8),
    );
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
