import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import {
  checkImageBytes,
  checkImageFile,
  IMAGE_FILE_LIMIT_BYTES,
  IMAGE_HEADER_BYTES,
  IMAGE_PIXEL_LIMIT,
} from '@/utils/image/file-check';
import { PYTHON_BMP, PYTHON_GIF, PYTHON_JPG, PYTHON_WEBP } from './real-images';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A PNG's signature and IHDR claiming any size: what a decompression bomb looks like before its pixels. */
function pngHeader(width: number, height: number, extraChunks: number[] = []): Uint8Array<ArrayBuffer> {
  const ihdr = [...u32be(13), ...ascii('IHDR'), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  const idat = [...u32be(0), ...ascii('IDAT'), 0, 0, 0, 0];
  return Uint8Array.from([0x89, ...ascii('PNG\r\n\x1a\n'), ...ihdr, ...extraChunks, ...idat]);
}

/** The real JPEG with its frame header's height and width rewritten (the SOF0 segment starts at 0x9e). */
function jpegSized(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = Uint8Array.from(PYTHON_JPG);
  expect([bytes[0x9e], bytes[0x9f]]).toEqual([0xff, 0xc0]);
  bytes.set([height >> 8, height & 255, width >> 8, width & 255], 0xa3);
  return bytes;
}

/** The smallest GIF89a: a 1 x 1 image, repeated `frames` times (each with its graphic control block). */
function gif(frames: number, width = 1, height = 1): Uint8Array<ArrayBuffer> {
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0];
  const screen = [...u16le(width), ...u16le(height), 0x80, 0, 0, 255, 255, 255, 0, 0, 0];
  return Uint8Array.from([...ascii('GIF89a'), ...screen, ...Array(frames).fill(frame).flat(), 0x3b]);
}

describe('checkImageBytes: the type comes from the bytes', () => {
  it('reads a real PNG (bwip-js) with its size from IHDR', async () => {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: 'JH4KA8260MC000000', scale: 2, height: 10 });
    const check = checkImageBytes(png);
    expect(check).toMatchObject({ ok: true, type: 'png', animated: false });
    // IHDR as an independent reader sees it: width at byte 16, height at 20.
    expect(check.ok && [check.width, check.height]).toEqual([png.readUInt32BE(16), png.readUInt32BE(20)]);
    expect(check.ok && check.width).toBeGreaterThan(check.ok ? check.height : 0);
  });

  it('reads real JPEG, GIF, WebP (VP8X) and BMP files from their headers', () => {
    expect(checkImageBytes(PYTHON_JPG)).toEqual({
      ok: true,
      type: 'jpeg',
      width: 16,
      height: 16,
      animated: false,
    });
    expect(checkImageBytes(PYTHON_GIF)).toEqual({
      ok: true,
      type: 'gif',
      width: 16,
      height: 16,
      animated: false,
    });
    expect(checkImageBytes(PYTHON_WEBP)).toEqual({
      ok: true,
      type: 'webp',
      width: 16,
      height: 16,
      animated: false,
    });
    expect(checkImageBytes(PYTHON_BMP)).toEqual({
      ok: true,
      type: 'bmp',
      width: 16,
      height: 16,
      animated: false,
    });
  });

  it("takes a JPEG's width and height from its frame header, not swapped", () => {
    expect(checkImageBytes(jpegSized(4000, 3000))).toMatchObject({ ok: true, width: 4000, height: 3000 });
  });

  it('reads a lossless WebP (VP8L) and a top-down BMP', () => {
    const bits = 299 | (199 << 14);
    const vp8l = [...ascii('RIFF'), ...u32le(30), ...ascii('WEBPVP8L'), ...u32le(10), 0x2f, ...u32le(bits)];
    expect(checkImageBytes(Uint8Array.from([...vp8l, 0, 0, 0, 0, 0]))).toMatchObject({
      type: 'webp',
      width: 300,
      height: 200,
    });
    const bmp = Uint8Array.from(PYTHON_BMP);
    bmp.set([...u32le(300), ...u32le(-200)], 18);
    expect(checkImageBytes(bmp)).toMatchObject({ type: 'bmp', width: 300, height: 200 });
  });

  it('knows an animated GIF, WebP and PNG (APNG) from a still one', () => {
    expect(checkImageBytes(gif(1))).toMatchObject({ ok: true, type: 'gif', animated: false });
    expect(checkImageBytes(gif(2))).toMatchObject({ ok: true, type: 'gif', animated: true });
    const animatedWebp = Uint8Array.from(PYTHON_WEBP);
    animatedWebp[20] = animatedWebp[20]! | 0x02;
    expect(checkImageBytes(animatedWebp)).toMatchObject({ ok: true, animated: true });
    const actl = [...u32be(8), ...ascii('acTL'), ...u32be(2), ...u32be(0), 0, 0, 0, 0];
    expect(checkImageBytes(pngHeader(10, 10, actl))).toMatchObject({ ok: true, type: 'png', animated: true });
  });

  it('refuses SVG, also when named .png or declared as a PNG', () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(checkImageBytes(svg, 'image/png label.png')).toEqual({ ok: false, failure: { code: 'svg' } });
    const bomDoctype = new TextEncoder().encode(
      '\uFEFF  <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><svg/>',
    );
    expect(checkImageBytes(bomDoctype)).toEqual({ ok: false, failure: { code: 'svg' } });
  });

  it('refuses what is not an image, whatever it is called', () => {
    const text = new TextEncoder().encode('Tax ID 2185736400017, Sahel Haulage Ltd');
    expect(checkImageBytes(text, 'image/png')).toEqual({ ok: false, failure: { code: 'not-an-image' } });
    const pdf = new TextEncoder().encode('%PDF-1.7\n');
    expect(checkImageBytes(pdf, 'photo.jpg')).toEqual({ ok: false, failure: { code: 'not-an-image' } });
  });
});

describe('checkImageBytes: what it refuses before decoding', () => {
  it('refuses 20,000 x 20,000 px from a 50-byte header, with its size', () => {
    expect(checkImageBytes(pngHeader(20_000, 20_000))).toEqual({
      ok: false,
      failure: { code: 'too-many-pixels', width: 20_000, height: 20_000, limitPixels: IMAGE_PIXEL_LIMIT },
    });
    expect(checkImageBytes(jpegSized(20_000, 20_000))).toMatchObject({
      failure: { code: 'too-many-pixels' },
    });
  });

  it('lets a 12 MP phone photo through', () => {
    expect(checkImageBytes(pngHeader(4000, 3000))).toMatchObject({ ok: true, width: 4000, height: 3000 });
    expect(checkImageBytes(jpegSized(3000, 4000))).toMatchObject({ ok: true, width: 3000, height: 4000 });
  });

  it('refuses truncated and corrupt headers as corrupt', () => {
    const corrupt = { ok: false, failure: { code: 'corrupt' } };
    expect(checkImageBytes(pngHeader(100, 100).subarray(0, 20))).toEqual(corrupt);
    expect(checkImageBytes(PYTHON_JPG.subarray(0, 0x9f))).toEqual(corrupt);
    expect(checkImageBytes(gif(1).subarray(0, 16))).toEqual(corrupt);
    expect(checkImageBytes(PYTHON_WEBP.subarray(0, 24))).toEqual(corrupt);
    expect(checkImageBytes(pngHeader(0, 100))).toEqual(corrupt);
    expect(checkImageBytes(new Uint8Array())).toEqual(corrupt);
    const noIhdr = pngHeader(100, 100);
    noIhdr.set(ascii('IDAT'), 12);
    expect(checkImageBytes(noIhdr)).toEqual(corrupt);
    const badMarker = Uint8Array.from(PYTHON_JPG);
    badMarker[0x14] = 0x00; // the byte where the second segment's 0xff marker belongs
    expect(checkImageBytes(badMarker)).toEqual(corrupt);
  });
});

describe('checkImageFile', () => {
  it('refuses a 50 MB file with its size, reading none of it', async () => {
    const size = 50 * 1000 * 1000;
    const file = {
      size,
      type: 'image/jpeg',
      slice: () => {
        throw new Error('read');
      },
      arrayBuffer: () => {
        throw new Error('read');
      },
    } as unknown as Blob;
    expect(await checkImageFile(file)).toEqual({
      ok: false,
      failure: { code: 'file-too-large', bytes: size, limitBytes: IMAGE_FILE_LIMIT_BYTES },
    });
  });

  it('reads only the first slice of a PNG, and the whole file when a JPEG frame header lies beyond it', async () => {
    const png = new Blob([pngHeader(4000, 3000), new Uint8Array(IMAGE_HEADER_BYTES * 3)]);
    const reads: string[] = [];
    const spied = {
      size: png.size,
      type: '',
      slice: (start: number, end: number) => (reads.push(`slice ${start}-${end}`), png.slice(start, end)),
      arrayBuffer: () => (reads.push('all'), png.arrayBuffer()),
    } as unknown as Blob;
    expect(await checkImageFile(spied)).toMatchObject({ ok: true, width: 4000, height: 3000 });
    expect(reads).toEqual([`slice 0-${IMAGE_HEADER_BYTES}`]);

    // A large metadata segment (APP2, as an ICC profile would be) pushes the frame header past the first slice.
    const jpeg = jpegSized(4000, 3000);
    const app2 = new Uint8Array(2 + 0xffff).fill(0x20);
    app2.set([0xff, 0xe2, 0xff, 0xff]);
    expect(app2.length).toBeGreaterThan(IMAGE_HEADER_BYTES);
    const file = new Blob([jpeg.subarray(0, 2), app2, jpeg.subarray(2)], { type: 'image/jpeg' });
    expect(await checkImageFile(file)).toMatchObject({ ok: true, type: 'jpeg', width: 4000, height: 3000 });
  });

  it('takes a file name saying .svg into account only for bytes that are no known image', async () => {
    const svg = new File(['<svg onload="alert(1)"/>'], 'label.png', { type: 'image/png' });
    expect(await checkImageFile(svg)).toEqual({ ok: false, failure: { code: 'svg' } });
    const gifNamedSvg = new File([gif(1)], 'frame.svg', { type: 'image/svg+xml' });
    expect(await checkImageFile(gifNamedSvg)).toMatchObject({ ok: true, type: 'gif' });
  });
});
