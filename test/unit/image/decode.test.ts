/**
 * Decoding needs a browser's createImageBitmap and OffscreenCanvas; Node has neither. What is tested here is
 * what decode.ts decides: the working sizes, which copies it draws, its notes, and that a file the browser
 * cannot decode is reported, not thrown. The browsers' own decoding is exercised by the e2e tests.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BARCODE_WORKING_PIXELS,
  decodeImage,
  decodePixels,
  TEXT_WORKING_PIXELS,
  workingSize,
} from '@/utils/image/decode';

describe('workingSize', () => {
  it('keeps an image that fits as it is', () => {
    expect(workingSize(4000, 3000, BARCODE_WORKING_PIXELS)).toEqual({ width: 4000, height: 3000, scale: 1 });
  });

  it('scales a larger one down to fit, keeping its shape, with the source pixels each working pixel spans', () => {
    const size = workingSize(4000, 3000, TEXT_WORKING_PIXELS);
    expect(size.width * size.height).toBeLessThanOrEqual(TEXT_WORKING_PIXELS);
    expect(size.width * size.height).toBeGreaterThan(TEXT_WORKING_PIXELS * 0.99);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 2);
    expect(size.scale).toBeCloseTo(4000 / size.width, 6);
    const strip = workingSize(40_000, 10, 100_000);
    expect(strip.height).toBeGreaterThanOrEqual(1);
    expect(strip.width * strip.height).toBeLessThanOrEqual(100_000);
  });
});

/** A stand-in canvas: records what is drawn at which size, and hands back pixels of that size. */
class FakeCanvas {
  static made: { width: number; height: number; drawn: { width: number; height: number }[] }[] = [];
  drawn: { width: number; height: number }[] = [];
  constructor(
    public width: number,
    public height: number,
  ) {
    FakeCanvas.made.push(this);
  }
  getContext() {
    return {
      fillRect: () => {},
      putImageData: () => {},
      drawImage: (_source: unknown, _x: number, _y: number, width: number, height: number) =>
        this.drawn.push({ width, height }),
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        data: new Uint8ClampedArray(4),
        width,
        height,
      }),
    };
  }
}

function stubBrowser(bitmap: { width: number; height: number } | Error) {
  FakeCanvas.made = [];
  const closed = vi.fn();
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  vi.stubGlobal('createImageBitmap', () =>
    bitmap instanceof Error ? Promise.reject(bitmap) : Promise.resolve({ ...bitmap, close: closed }),
  );
  return { closed };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decodeImage', () => {
  it('draws a 12 MP photo whole for the barcodes and scaled down for the text, and says so', async () => {
    const { closed } = stubBrowser({ width: 4000, height: 3000 });
    const image = await decodeImage(new Blob(['jpeg']), false);
    expect(image).toMatchObject({ width: 4000, height: 3000, notes: ['scaled-down'] });
    expect(image!.barcodes).toMatchObject({ scale: 1, pixels: { width: 4000, height: 3000 } });
    expect(image!.text.scale).toBeGreaterThan(1);
    expect(image!.text.pixels.width * image!.text.pixels.height).toBeLessThanOrEqual(TEXT_WORKING_PIXELS);
    expect(FakeCanvas.made.map((canvas) => canvas.drawn)).toEqual([
      [{ width: 4000, height: 3000 }],
      [{ width: image!.text.pixels.width, height: image!.text.pixels.height }],
    ]);
    expect(closed).toHaveBeenCalledOnce(); // the full-size bitmap's memory is given back
  });

  it('draws a screenshot once, for both readers, with no note', async () => {
    stubBrowser({ width: 1920, height: 1080 });
    const image = await decodeImage(new Blob(['png']), false);
    expect(image).toMatchObject({ notes: [], barcodes: { scale: 1 }, text: { scale: 1 } });
    expect(image!.text.pixels).toBe(image!.barcodes.pixels);
    expect(FakeCanvas.made).toHaveLength(1);
  });

  it("notes that an animated image's first frame was read", async () => {
    stubBrowser({ width: 300, height: 200 });
    expect(await decodeImage(new Blob(['gif']), true)).toMatchObject({ notes: ['first-frame-only'] });
  });

  it('answers null, never throws, for data the browser cannot decode', async () => {
    stubBrowser(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    expect(await decodeImage(new Blob(['not really a png']), false)).toBeNull();
  });

  it('scales a 35 MP scan down for both readers', async () => {
    stubBrowser({ width: 7016, height: 4960 });
    const image = await decodeImage(new Blob(['scan']), false);
    const { pixels } = image!.barcodes;
    expect(pixels.width * pixels.height).toBeLessThanOrEqual(BARCODE_WORKING_PIXELS);
    expect(image!.barcodes.scale).toBeCloseTo(7016 / pixels.width, 6);
  });
});

describe('decodePixels', () => {
  it('reads a rendered page that fits as it is', () => {
    stubBrowser({ width: 0, height: 0 });
    const page = { data: new Uint8ClampedArray(4), width: 2480, height: 3508 } as ImageData;
    const image = decodePixels(page);
    expect(image.barcodes.pixels).toBe(page);
    expect(image.text.pixels).toBe(page);
    expect(FakeCanvas.made).toHaveLength(0);
  });
});
