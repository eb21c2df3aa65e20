/**
 * The one entry every surface calls to read an image, on this device: check the file (size and header, before
 * anything decodes it), decode it, read its barcodes (handed over at once through `onBarcodes`), then its
 * text, and list what both found as candidates. It never throws: whatever goes wrong, cancelling included, is
 * an ImageFailure the surface words. Whether a candidate is read or doubtful is candidates.ts's call alone.
 */
import { barcodeCandidates, mergeCandidates, textCandidates } from './candidates';
import { decodeImage, decodePixels, type DecodedImage, type WorkingPixels } from './decode';
import { checkImageFile, IMAGE_PIXEL_LIMIT, type ImageCheck } from './file-check';
import type {
  BarcodeReading,
  ImageBox,
  ImageFailure,
  ImageReadProgress,
  ImageReadResult,
  ImageReading,
  OcrLine,
} from './types';

export interface ReadImageOptions {
  /** Cancels the reading: it settles at once with the 'cancelled' failure, and text recognition ends. */
  signal?: AbortSignal;
  onProgress?(progress: ImageReadProgress): void;
  /** Called once the barcodes are read, before the text: a label's VIN shows without waiting for OCR. */
  onBarcodes?(reading: ImageReading): void;
  /** Whether to recognise text after the barcodes (default true). */
  text?: boolean;
}

/** The stages' workers, replaceable in unit tests (the real ones need a browser, wasm and a worker). */
export interface ImageReaders {
  check(file: Blob): Promise<ImageCheck>;
  decode(file: Blob, animated: boolean): Promise<DecodedImage | null>;
  decodePixels(pixels: ImageData): DecodedImage;
  barcodes(pixels: WorkingPixels, signal?: AbortSignal): Promise<BarcodeReading[]>;
  text(
    pixels: WorkingPixels,
    options: { signal?: AbortSignal; onProgress?(progress: ImageReadProgress): void; sourceScale: number },
  ): Promise<OcrLine[]>;
}

/**
 * The wasm readers' code is loaded on the first image, not with the page: the popup opens as fast as before
 * for the many who never paste one.
 */
export const DEVICE_IMAGE_READERS: ImageReaders = {
  check: checkImageFile,
  decode: decodeImage,
  decodePixels,
  barcodes: async (pixels, signal) => (await import('./barcode-reader')).readBarcodesIn(pixels, signal),
  text: async (pixels, options) => {
    const reader = await import('./ocr-reader');
    textReaderLoaded = true;
    return reader.recogniseText(pixels, options);
  },
};

let textReaderLoaded = false;

/**
 * Ends the page's text reader (its worker holds ~40 MB) when the surface is done with images, on unload or
 * when it closes its image view; the next reading starts a new one. Loads nothing when none ever ran.
 */
export async function endImageReaders(): Promise<void> {
  if (textReaderLoaded) await (await import('./ocr-reader')).endTextReader();
}

/** Thrown inside this file only, when the signal aborts; it becomes the 'cancelled' failure. */
class Cancelled extends Error {}

/** `work`, unless the signal aborts first: then Cancelled at once (a wasm pass still running is left to end). */
function unlessCancelled<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new Cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function failed(failure: ImageFailure): ImageReadResult {
  return { ok: false, failure };
}

function readerFailed(error: unknown): ImageFailure {
  return { code: 'reader-failed', detail: error instanceof Error ? error.message : String(error) };
}

function scaledBox(box: ImageBox, scale: number): ImageBox {
  if (scale === 1) return box;
  const [x, y] = [Math.floor(box.x * scale), Math.floor(box.y * scale)];
  return {
    x,
    y,
    width: Math.ceil((box.x + box.width) * scale) - x,
    height: Math.ceil((box.y + box.height) * scale) - y,
  };
}

async function readBarcodeStage(
  image: DecodedImage,
  readers: ImageReaders,
  options: ReadImageOptions,
): Promise<{ readings: BarcodeReading[]; error?: unknown }> {
  options.onProgress?.({ stage: 'barcodes', share: 0 });
  try {
    const { pixels, scale } = image.barcodes;
    const readings = await unlessCancelled(readers.barcodes(pixels, options.signal), options.signal);
    options.onProgress?.({ stage: 'barcodes', share: 1 });
    return { readings: readings.map((reading) => ({ ...reading, box: scaledBox(reading.box, scale) })) };
  } catch (error) {
    if (error instanceof Cancelled || options.signal?.aborted) throw new Cancelled();
    // The text may still be read: the failure counts only if nothing is found at all.
    return { readings: [], error };
  }
}

async function readTextStage(
  image: DecodedImage,
  readers: ImageReaders,
  options: ReadImageOptions,
): Promise<{ lines: OcrLine[]; error?: unknown }> {
  try {
    const { pixels, scale } = image.text;
    const { signal, onProgress } = options;
    const lines = await unlessCancelled(
      readers.text(pixels, { signal, onProgress, sourceScale: scale }),
      signal,
    );
    return { lines };
  } catch (error) {
    if (error instanceof Cancelled || options.signal?.aborted) throw new Cancelled();
    return { lines: [], error };
  }
}

/** Barcodes, then text, from decoded pixels: the part readImage and readImageData share. */
async function readDecoded(
  image: DecodedImage,
  readers: ImageReaders,
  options: ReadImageOptions,
): Promise<ImageReadResult> {
  const size = { width: image.width, height: image.height };
  const barcodes = await readBarcodeStage(image, readers, options);
  const fromBarcodes = barcodeCandidates(barcodes.readings);
  const reading: ImageReading = {
    candidates: mergeCandidates(fromBarcodes, []),
    ...size,
    notes: image.notes,
    textRead: false,
  };
  options.onBarcodes?.(reading);
  if (options.text === false) {
    return barcodes.error && reading.candidates.length === 0
      ? failed(readerFailed(barcodes.error))
      : { ok: true, reading };
  }
  if (options.signal?.aborted) throw new Cancelled();
  const text = await readTextStage(image, readers, options);
  const candidates = mergeCandidates(fromBarcodes, textCandidates(text.lines, size));
  const error = text.error ?? barcodes.error;
  if (error && candidates.length === 0) return failed(readerFailed(error));
  return { ok: true, reading: { ...reading, candidates, textRead: !text.error } };
}

/** Runs `read`, turning a cancel into the 'cancelled' failure and anything unforeseen into 'reader-failed'. */
async function settled(read: () => Promise<ImageReadResult>, signal?: AbortSignal): Promise<ImageReadResult> {
  try {
    if (signal?.aborted) return failed({ code: 'cancelled' });
    return await unlessCancelled(read(), signal);
  } catch (error) {
    if (error instanceof Cancelled || signal?.aborted) return failed({ code: 'cancelled' });
    return failed(readerFailed(error));
  }
}

/** Reads an image file (picked, pasted, dropped, or handed over from a page's image). */
export function readImage(
  source: Blob,
  options: ReadImageOptions = {},
  readers: ImageReaders = DEVICE_IMAGE_READERS,
): Promise<ImageReadResult> {
  return settled(async () => {
    options.onProgress?.({ stage: 'checking', share: 0 });
    const check = await readers.check(source);
    if (!check.ok) return failed(check.failure);
    if (options.signal?.aborted) throw new Cancelled();
    const image = await readers.decode(source, check.animated);
    if (!image) return failed({ code: 'corrupt' });
    return readDecoded(image, readers, options);
  }, options.signal);
}

/** Reads pixels already drawn, as the viewer renders a scanned PDF page. */
export function readImageData(
  data: ImageData,
  options: ReadImageOptions = {},
  readers: ImageReaders = DEVICE_IMAGE_READERS,
): Promise<ImageReadResult> {
  return settled(async () => {
    const { width, height } = data;
    if (width * height > IMAGE_PIXEL_LIMIT) {
      return failed({ code: 'too-many-pixels', width, height, limitPixels: IMAGE_PIXEL_LIMIT });
    }
    if (width === 0 || height === 0) return failed({ code: 'corrupt' });
    return readDecoded(readers.decodePixels(data), readers, options);
  }, options.signal);
}
