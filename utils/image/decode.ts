/**
 * Turns a checked image file into the pixels the readers work on, in an extension page or a worker
 * (createImageBitmap and OffscreenCanvas exist in both; no DOM). Two working sizes: barcodes want every pixel
 * a phone gives (a Code 39's narrow bar is 2-4 px in a 12 MP photo), text recognition is slower per pixel and
 * reads a 300 dpi A4 page (8.7 MP) as well as anything larger.
 */
import type { ImageNote } from './types';

/** The most pixels the barcode reader gets: a 16 MP photo as it is (0.3 s measured for 12 MP). */
export const BARCODE_WORKING_PIXELS = 16_000_000;

/** The most pixels text recognition gets: an A4 page at 300 dpi (2480 x 3508). */
export const TEXT_WORKING_PIXELS = 9_000_000;

/** Pixels as ImageData holds them; ImageData itself in a page or worker. */
export interface WorkingPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface DecodedImage {
  /** The image's own size once decoded (a photo's EXIF orientation already applied). */
  width: number;
  height: number;
  /** What the barcode reader reads, and how many source pixels each of its pixels spans (1: none lost). */
  barcodes: { pixels: WorkingPixels; scale: number };
  /** What text recognition reads, and its scale likewise. */
  text: { pixels: WorkingPixels; scale: number };
  notes: ImageNote[];
}

/** The size that fits in `maxPixels` with the same shape, and how many source pixels one of it spans. */
export function workingSize(
  width: number,
  height: number,
  maxPixels: number,
): { width: number; height: number; scale: number } {
  if (width * height <= maxPixels) return { width, height, scale: 1 };
  const factor = Math.sqrt(maxPixels / (width * height));
  const scaled = {
    width: Math.max(1, Math.floor(width * factor)),
    height: Math.max(1, Math.floor(height * factor)),
  };
  return { ...scaled, scale: width / scaled.width };
}

type Drawable = ImageBitmap | OffscreenCanvas;

/** The drawable's pixels at `width` x `height`, drawn with the browser's best smoothing when scaled. */
function pixelsOf(source: Drawable, width: number, height: number): ImageData {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to decode into');
  context.imageSmoothingQuality = 'high';
  // White first: a transparent PNG's empty parts are paper, not black, for both readers.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The two working copies of a decoded picture (`source` at `width` x `height`). */
export function workingCopies(
  source: Drawable,
  width: number,
  height: number,
): Pick<DecodedImage, 'barcodes' | 'text' | 'notes'> {
  const forBarcodes = workingSize(width, height, BARCODE_WORKING_PIXELS);
  const forText = workingSize(width, height, TEXT_WORKING_PIXELS);
  const barcodePixels = pixelsOf(source, forBarcodes.width, forBarcodes.height);
  const textPixels =
    forText.scale === forBarcodes.scale ? barcodePixels : pixelsOf(source, forText.width, forText.height);
  return {
    barcodes: { pixels: barcodePixels, scale: forBarcodes.scale },
    text: { pixels: textPixels, scale: forText.scale },
    notes: forText.scale > 1 || forBarcodes.scale > 1 ? ['scaled-down'] : [],
  };
}

/**
 * Decodes `file` (already through checkImageFile) to its working copies. An animated image yields its first
 * frame (createImageBitmap's rule), noted 'first-frame-only'. Null when the browser cannot decode it: a
 * file whose header is sound but whose data is not.
 */
export async function decodeImage(file: Blob, animated: boolean): Promise<DecodedImage | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const { width, height } = bitmap;
    if (width === 0 || height === 0) return null;
    const copies = workingCopies(bitmap, width, height);
    const notes: ImageNote[] = [...(animated ? (['first-frame-only'] as const) : []), ...copies.notes];
    return { width, height, ...copies, notes };
  } finally {
    bitmap.close();
  }
}

/** Pixels already drawn (a rendered PDF page) as working copies: scaled down only where they exceed a size. */
export function decodePixels(pixels: ImageData): DecodedImage {
  const { width, height } = pixels;
  const fits = width * height <= TEXT_WORKING_PIXELS;
  if (fits) {
    return { width, height, barcodes: { pixels, scale: 1 }, text: { pixels, scale: 1 }, notes: [] };
  }
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to scale into');
  context.putImageData(pixels, 0, 0);
  return { width, height, ...workingCopies(canvas, width, height) };
}
