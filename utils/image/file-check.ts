/**
 * What an image must pass before anything decodes it: its size (known before a byte is read), then its
 * first bytes. The type comes from the magic bytes, never from the file's name or MIME type (an SVG named
 * .png is still an SVG), and the dimensions from the header, never from decoding: a 20,000 x 20,000 PNG of a
 * few kilobytes would otherwise take 1.6 GB of memory before anyone could refuse it. Pure, except
 * `checkImageFile`, which only reads the slices the pure check asks for.
 */
import type { ImageFailure } from './types';

/** 25 MiB: a phone photo is 2-12 MB; beyond this the decode alone would strain a popup's memory. */
export const IMAGE_FILE_LIMIT_BYTES = 25 * 1024 * 1024;

/**
 * 50 megapixels: a 12 MP phone photo (4000 x 3000) and a 600 dpi A4 scan (35 MP) pass; decoded it is 200 MB
 * of RGBA, the most a tab should hold for one image. 20,000 x 20,000 (400 MP) is refused.
 */
export const IMAGE_PIXEL_LIMIT = 50_000_000;

/** How much of a file the header check reads first; a GIF, or a JPEG whose frame header follows a large
 * metadata block, asks for the whole file (never more than IMAGE_FILE_LIMIT_BYTES). */
export const IMAGE_HEADER_BYTES = 64 * 1024;

export type ImageFileType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

export type ImageCheck =
  | { ok: true; type: ImageFileType; width: number; height: number; animated: boolean }
  | { ok: false; failure: ImageFailure };

/** A header's facts, or `more` when the bytes end before the header does (a slice, or a truncated file). */
type HeaderFacts = { width: number; height: number; animated: boolean } | 'more' | 'corrupt';

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  magic.every((byte, offset) => bytes[at + offset] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const i32le = (b: Uint8Array, at: number) =>
  b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);

const MAGIC: { type: ImageFileType; test: (b: Uint8Array) => boolean }[] = [
  { type: 'png', test: (b) => startsWith(b, [0x89, ...ascii('PNG\r\n\x1a\n')]) },
  { type: 'jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'gif', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'bmp', test: (b) => startsWith(b, ascii('BM')) && b.length >= 18 },
];

/** The image type the bytes announce, or null. */
export function sniffImageType(bytes: Uint8Array): ImageFileType | null {
  return MAGIC.find((magic) => magic.test(bytes))?.type ?? null;
}

/**
 * Whether the bytes are SVG markup: text whose first element is `<svg` (after an XML declaration, comments
 * or a doctype), or anything declared as SVG. An SVG can carry scripts and fetch other files; it is never read.
 */
export function looksLikeSvg(bytes: Uint8Array, declaredType = ''): boolean {
  if (/image\/svg|\.svgz?\b/i.test(declaredType)) return true;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('<')) return false;
  return /<svg[\s>/]/i.test(text) || /<!DOCTYPE\s+svg/i.test(text);
}

/** PNG: IHDR is the first chunk; an APNG announces its frames with an acTL chunk before the first IDAT. */
function pngHeader(b: Uint8Array): HeaderFacts {
  if (b.length < 33) return 'more';
  if (!startsWith(b, ascii('IHDR'), 12)) return 'corrupt';
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  for (let at = 33; ;) {
    if (at + 8 > b.length) return { width, height, animated: false };
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (type === 'acTL') return { width, height, animated: true };
    if (type === 'IDAT' || type === 'IEND') return { width, height, animated: false };
    at += 12 + u32be(b, at);
  }
}

/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): they carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments (APPn metadata, tables) to the first start-of-frame. */
function jpegHeader(b: Uint8Array): HeaderFacts {
  let at = 2;
  for (;;) {
    while (b[at] === 0xff && b[at + 1] === 0xff) at++; // fill bytes
    if (at + 4 > b.length) return 'more';
    if (b[at] !== 0xff) return 'corrupt';
    const marker = b[at + 1]!;
    if (marker === 0xd9 || marker === 0xda) return 'corrupt'; // image data or end before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return 'corrupt';
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return 'more';
      return { height: u16be(b, at + 5), width: u16be(b, at + 7), animated: false };
    }
    at += 2 + length;
  }
}

/** The byte after a run of GIF data sub-blocks starting at `at`, or -1 when the bytes end first. */
function skipGifSubBlocks(b: Uint8Array, at: number): number {
  let next = at;
  while (next < b.length) {
    const size = b[next]!;
    if (size === 0) return next + 1;
    next += size + 1;
  }
  return -1;
}

/** GIF: the logical screen's size; animated when a second image follows the first. Needs the whole file. */
function gifHeader(b: Uint8Array): HeaderFacts {
  if (b.length < 13) return 'more';
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(b[10]!);
  let images = 0;
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) at = skipGifSubBlocks(b, at + 2);
    else if (block === 0x2c) {
      if (++images > 1) return { width, height, animated: true };
      if (at + 11 > b.length) return 'more';
      at = skipGifSubBlocks(b, at + 10 + colourTable(b[at + 9]!) + 1);
    } else return images > 0 ? { width, height, animated: false } : 'corrupt';
    if (at < 0) break;
  }
  return images > 0 ? { width, height, animated: false } : 'more';
}

/** WebP: the first chunk after "WEBP" is VP8 (lossy), VP8L (lossless) or VP8X (extended, may be animated). */
function webpHeader(b: Uint8Array): HeaderFacts {
  if (b.length < 30) return 'more';
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ') {
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return 'corrupt';
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, animated: false };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return 'corrupt';
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, animated: false };
  }
  if (chunk === 'VP8X') {
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, animated: (b[20]! & 0x02) !== 0 };
  }
  return 'corrupt';
}

/** BMP: an OS/2 core header holds 16-bit sizes, every later header 32-bit ones (a negative height is top-down). */
function bmpHeader(b: Uint8Array): HeaderFacts {
  if (b.length < 26) return 'more';
  const dibSize = i32le(b, 14);
  if (dibSize === 12) return { width: u16le(b, 18), height: u16le(b, 20), animated: false };
  if (dibSize < 40) return 'corrupt';
  return { width: i32le(b, 18), height: Math.abs(i32le(b, 22)), animated: false };
}

const HEADERS: Record<ImageFileType, (bytes: Uint8Array) => HeaderFacts> = {
  png: pngHeader,
  jpeg: jpegHeader,
  gif: gifHeader,
  webp: webpHeader,
  bmp: bmpHeader,
};

/** The size refusal, when the file is over the limit: decided from the size alone, before any read. */
export function checkImageSize(bytes: number): ImageFailure | null {
  if (bytes > IMAGE_FILE_LIMIT_BYTES) {
    return { code: 'file-too-large', bytes, limitBytes: IMAGE_FILE_LIMIT_BYTES };
  }
  return bytes <= 0 ? { code: 'corrupt' } : null;
}

/** Like checkImageBytes, but `more` when `bytes` is only the file's start and the header runs past it. */
function checkHeader(bytes: Uint8Array, declaredType: string): ImageCheck | 'more' {
  const type = sniffImageType(bytes);
  if (!type) {
    return { ok: false, failure: { code: looksLikeSvg(bytes, declaredType) ? 'svg' : 'not-an-image' } };
  }
  const facts = HEADERS[type](bytes);
  if (facts === 'more') return 'more';
  if (facts === 'corrupt' || facts.width <= 0 || facts.height <= 0) {
    return { ok: false, failure: { code: 'corrupt' } };
  }
  const { width, height } = facts;
  if (width * height > IMAGE_PIXEL_LIMIT) {
    return { ok: false, failure: { code: 'too-many-pixels', width, height, limitPixels: IMAGE_PIXEL_LIMIT } };
  }
  return { ok: true, type, width, height, animated: facts.animated };
}

/**
 * Judges a whole file's bytes: its size, its type (from the magic bytes; `declaredType`, the MIME type or
 * name the file came with, only ever makes an unknown file count as SVG), and its dimensions from the header.
 */
export function checkImageBytes(bytes: Uint8Array, declaredType = ''): ImageCheck {
  const tooLarge = checkImageSize(bytes.length);
  if (tooLarge) return { ok: false, failure: tooLarge };
  const verdict = checkHeader(bytes, declaredType);
  return verdict === 'more' ? { ok: false, failure: { code: 'corrupt' } } : verdict;
}

/** Judges a file reading only what it must: its size first, then its first 64 kB, the rest only if asked. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  const tooLarge = checkImageSize(file.size);
  if (tooLarge) return { ok: false, failure: tooLarge };
  const declared = `${file.type} ${'name' in file && typeof file.name === 'string' ? file.name : ''}`;
  const head = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  const verdict = checkHeader(head, declared);
  if (verdict !== 'more') return verdict;
  return checkImageBytes(new Uint8Array(await file.arrayBuffer()), declared);
}
