/**
 * The reading's order and its failures, with the real file check and the real candidate rule; decoding,
 * zxing and tesseract are stood in for (they need a browser page, and are tested on their own).
 */
import bwipjs from 'bwip-js/node';
import { describe, expect, it, vi } from 'vitest';
import { barcodeCandidates, mergeCandidates, textCandidates } from '@/utils/image/candidates';
import type { DecodedImage, WorkingPixels } from '@/utils/image/decode';
import { checkImageFile, IMAGE_FILE_LIMIT_BYTES, IMAGE_PIXEL_LIMIT } from '@/utils/image/file-check';
import { readImage, readImageData, type ImageReaders } from '@/utils/image/read-image';
import type { BarcodeReading, ImageReadProgress, ImageReading, OcrLine } from '@/utils/image/types';

const VIN = '1HGCP2F31CA094217';

function pixels(width: number, height: number): WorkingPixels {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}

/** A 4000 x 3000 photo, read for barcodes at full size and for text at half. */
function decoded(notes: DecodedImage['notes'] = []): DecodedImage {
  return {
    width: 4000,
    height: 3000,
    barcodes: { pixels: pixels(4000, 3000), scale: 1 },
    text: { pixels: pixels(2000, 1500), scale: 2 },
    notes,
  };
}

const CODE39: BarcodeReading = {
  text: `I${VIN}`,
  format: 'Code39',
  box: { x: 100, y: 200, width: 900, height: 120 },
};

/** A line a certificate prints, as tesseract would hand it over, in source pixels, every character sure. */
function ocrLine(text: string, y: number): OcrLine {
  const word = (part: string, x: number) => ({
    text: part,
    box: { x, y, width: part.length * 20, height: 30 },
    confidence: 96,
    symbols: [...part].map((char) => ({ text: char, confidence: 96 })),
  });
  let x = 100;
  const words = text.split(' ').map((part) => {
    const made = word(part, x);
    x += part.length * 20 + 15;
    return made;
  });
  return { text, box: { x: 100, y, width: x - 115, height: 30 }, words };
}

const LINES = [
  ocrLine('Sahel Haulage Ltd', 400),
  ocrLine('Tax ID 2185736400017', 450),
  ocrLine('RC 1456032', 500),
];

function readers(overrides: Partial<ImageReaders> = {}): ImageReaders & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    check: (file) => (calls.push('check'), checkImageFile(file)),
    decode: (_file, animated) => (
      calls.push('decode'),
      Promise.resolve(decoded(animated ? ['first-frame-only'] : []))
    ),
    decodePixels: () => (calls.push('decodePixels'), decoded()),
    barcodes: () => (calls.push('barcodes'), Promise.resolve([CODE39])),
    text: () => (calls.push('text'), Promise.resolve(LINES)),
    ...overrides,
  };
}

async function labelPng(): Promise<Blob> {
  const png = await bwipjs.toBuffer({ bcid: 'code39', text: `I${VIN}`, scale: 2, height: 10 });
  return new Blob([Uint8Array.from(png)], { type: 'image/png' });
}

/** A promise that never settles by itself: a reader still at work. */
const pending = <T>() => new Promise<T>(() => {});

describe('readImage', () => {
  it('checks, decodes, hands over the barcodes at once, then adds what the text holds', async () => {
    const seen: ImageReading[] = [];
    const progress: ImageReadProgress['stage'][] = [];
    const stages = readers({
      text: (_pixels, options) => {
        stages.calls.push('text');
        expect(seen).toHaveLength(1); // the barcodes were shown before text recognition began
        expect(options.sourceScale).toBe(2);
        options.onProgress?.({ stage: 'text', share: 0.5 });
        return Promise.resolve(LINES);
      },
    });
    const result = await readImage(
      await labelPng(),
      { onBarcodes: (reading) => seen.push(reading), onProgress: (p) => progress.push(p.stage) },
      stages,
    );
    expect(stages.calls).toEqual(['check', 'decode', 'barcodes', 'text']);
    expect(progress).toEqual(['checking', 'barcodes', 'barcodes', 'text']);

    const fromBarcodes = barcodeCandidates([CODE39]);
    expect(seen[0]).toEqual({
      candidates: fromBarcodes,
      width: 4000,
      height: 3000,
      notes: [],
      textRead: false,
    });
    expect(seen[0]!.candidates[0]).toMatchObject({ kind: 'vin', value: VIN, status: 'read' });

    const size = { width: 4000, height: 3000 };
    expect(result).toEqual({
      ok: true,
      reading: {
        candidates: mergeCandidates(fromBarcodes, textCandidates(LINES, size)),
        ...size,
        notes: [],
        textRead: true,
      },
    });
    expect(result.ok && result.reading.candidates.length).toBeGreaterThan(1);
  });

  it("gives barcode boxes in the source's pixels when the barcodes were read scaled down", async () => {
    const image = decoded(['scaled-down']);
    image.barcodes = { pixels: pixels(2000, 1500), scale: 2 };
    const result = await readImage(
      await labelPng(),
      { text: false },
      readers({ decode: () => Promise.resolve(image) }),
    );
    expect(result).toMatchObject({ ok: true, reading: { notes: ['scaled-down'], textRead: false } });
    expect(result.ok && result.reading.candidates[0]!.crop).toEqual({
      x: 200,
      y: 400,
      width: 1800,
      height: 240,
    });
  });

  it('reads no text when told not to', async () => {
    const stages = readers();
    const result = await readImage(await labelPng(), { text: false }, stages);
    expect(stages.calls).toEqual(['check', 'decode', 'barcodes']);
    expect(result).toMatchObject({ ok: true, reading: { textRead: false } });
  });

  it('refuses an SVG, a 50 MB file and a corrupt one without decoding them', async () => {
    const stages = readers();
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/png',
    });
    expect(await readImage(svg, {}, stages)).toEqual({ ok: false, failure: { code: 'svg' } });
    const huge = new Blob([new Uint8Array(50 * 1000 * 1000)], { type: 'image/jpeg' });
    expect(await readImage(huge, {}, stages)).toEqual({
      ok: false,
      failure: { code: 'file-too-large', bytes: 50 * 1000 * 1000, limitBytes: IMAGE_FILE_LIMIT_BYTES },
    });
    const truncated = (await labelPng()).slice(0, 20);
    expect(await readImage(truncated, {}, stages)).toEqual({ ok: false, failure: { code: 'corrupt' } });
    expect(stages.calls).toEqual(['check', 'check', 'check']);
  });

  it('calls a file the browser cannot decode corrupt, and notes an animated one was read at its first frame', async () => {
    const broken = readers({ decode: () => Promise.resolve(null) });
    expect(await readImage(await labelPng(), {}, broken)).toEqual({
      ok: false,
      failure: { code: 'corrupt' },
    });
    const animated = readers({
      check: () => Promise.resolve({ ok: true, type: 'gif', width: 10, height: 10, animated: true }),
    });
    expect(await readImage(new Blob(['GIF89a']), {}, animated)).toMatchObject({
      ok: true,
      reading: { notes: ['first-frame-only'] },
    });
  });

  it('settles at once as cancelled while the text is being read, and the text reader is told to stop', async () => {
    const controller = new AbortController();
    let textSignal: AbortSignal | undefined;
    const stages = readers({
      text: (_pixels, options) => {
        textSignal = options.signal;
        queueMicrotask(() => controller.abort());
        return pending<OcrLine[]>();
      },
    });
    const seen: ImageReading[] = [];
    const result = await readImage(
      await labelPng(),
      { signal: controller.signal, onBarcodes: (r) => seen.push(r) },
      stages,
    );
    expect(result).toEqual({ ok: false, failure: { code: 'cancelled' } });
    expect(textSignal?.aborted).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('settles at once as cancelled while a barcode pass is still running, and reads no text', async () => {
    const controller = new AbortController();
    const stages = readers({
      barcodes: () => {
        queueMicrotask(() => controller.abort());
        return pending<BarcodeReading[]>();
      },
    });
    const result = await readImage(await labelPng(), { signal: controller.signal }, stages);
    expect(result).toEqual({ ok: false, failure: { code: 'cancelled' } });
    expect(stages.calls).not.toContain('text');
  });

  it('reads nothing once already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const stages = readers();
    expect(await readImage(await labelPng(), { signal: controller.signal }, stages)).toEqual({
      ok: false,
      failure: { code: 'cancelled' },
    });
    expect(stages.calls).toEqual([]);
  });

  it('keeps what one reader found when the other fails, and fails only when both found nothing', async () => {
    const noBarcodeWasm = readers({ barcodes: () => Promise.reject(new Error('zxing_reader.wasm: 404')) });
    const textOnly = await readImage(await labelPng(), {}, noBarcodeWasm);
    expect(textOnly).toMatchObject({ ok: true, reading: { textRead: true } });
    expect(textOnly.ok && textOnly.reading.candidates.length).toBeGreaterThan(0);

    const noTextWorker = readers({ text: () => Promise.reject(new Error('worker failed')) });
    const barcodeOnly = await readImage(await labelPng(), {}, noTextWorker);
    expect(barcodeOnly).toMatchObject({
      ok: true,
      reading: { textRead: false, candidates: [{ value: VIN }] },
    });

    const neither = readers({
      barcodes: () => Promise.reject(new Error('zxing_reader.wasm: 404')),
      text: () => Promise.resolve([]),
    });
    expect(await readImage(await labelPng(), {}, neither)).toEqual({
      ok: false,
      failure: { code: 'reader-failed', detail: 'zxing_reader.wasm: 404' },
    });
  });

  it('lists nothing (and fails nothing) for an image without identifiers', async () => {
    const blank = readers({ barcodes: () => Promise.resolve([]), text: () => Promise.resolve([]) });
    expect(await readImage(await labelPng(), {}, blank)).toEqual({
      ok: true,
      reading: { candidates: [], width: 4000, height: 3000, notes: [], textRead: true },
    });
  });

  it('never throws: an unforeseen failure is a reader failure', async () => {
    const broken = readers({
      decode: () => Promise.reject(new TypeError('createImageBitmap is not defined')),
    });
    expect(await readImage(await labelPng(), {}, broken)).toEqual({
      ok: false,
      failure: { code: 'reader-failed', detail: 'createImageBitmap is not defined' },
    });
  });
});

describe('readImageData', () => {
  it('reads drawn pixels the same way, without a file check', async () => {
    const stages = readers();
    const onBarcodes = vi.fn();
    const page = pixels(2480, 3508) as ImageData;
    const result = await readImageData(page, { onBarcodes }, stages);
    expect(stages.calls).toEqual(['decodePixels', 'barcodes', 'text']);
    expect(onBarcodes).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: true, reading: { textRead: true } });
  });

  it('refuses pixels beyond the limit before touching them', async () => {
    const stages = readers();
    const huge = { data: new Uint8ClampedArray(0), width: 10_000, height: 6_000 } as unknown as ImageData;
    expect(await readImageData(huge, {}, stages)).toEqual({
      ok: false,
      failure: { code: 'too-many-pixels', width: 10_000, height: 6_000, limitPixels: IMAGE_PIXEL_LIMIT },
    });
    expect(stages.calls).toEqual([]);
  });
});
