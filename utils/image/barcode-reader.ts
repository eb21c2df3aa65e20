/**
 * Finds the barcodes in a picture with zxing-wasm's reader build: Code 39, Code 128, Data Matrix and QR, the
 * symbols VIN labels carry. Its wasm is the extension's own copy (`zxing/zxing_reader.wasm`, packaged by
 * wxt.config.ts), located before the first read: left alone, zxing-wasm fetches it from a CDN, and the stores
 * reject remote code. Returns zxing's raw readings; whether one is a VIN is the candidate rule's call.
 */
import {
  prepareZXingModule,
  purgeZXingModule,
  readBarcodes,
  type ReaderOptions,
  type ReadResult,
  type ZXingModuleOverrides,
} from 'zxing-wasm/reader';
import { browser } from 'wxt/browser';
import {
  greyLevels,
  likelyTurns,
  shrinkGrey,
  turnGrey,
  unturnPoint,
  type PixelImage,
  type Turn,
} from './rotate-pixels';
import { greyAsPixels, sharpenGrey } from './sharpen-pixels';
import type { BarcodeReading, ImageBox } from './types';

/** Where the build puts the reader's wasm, from the extension's root. */
export const BARCODE_WASM_PATH = '/zxing/zxing_reader.wasm';

/** The symbologies of VIN labels; fewer formats is both faster and fewer false finds. */
export const BARCODE_FORMATS = ['Code39', 'Code128', 'DataMatrix', 'QRCode'] as const;

/**
 * The passes, cheapest first, measured on a 12 MP photo (test/bench/barcode-read.ts): zxing's `tryHarder`
 * is what costs (0.7-1 s on all four formats at once), yet linear symbols read without it, and 2D symbols
 * read at any angle without `tryRotate`. So: linear symbols fast, then 2D symbols; only when neither found
 * anything, everything with every effort (inverted symbols too, as on etched metal plates).
 */
const PASSES: ReaderOptions[] = [
  { formats: ['Code39', 'Code128'], tryHarder: false, tryRotate: true, tryInvert: false, tryDownscale: true },
  {
    formats: ['DataMatrix', 'QRCode'],
    tryHarder: true,
    tryRotate: false,
    tryInvert: false,
    tryDownscale: true,
  },
];
const HARD_PASS: ReaderOptions = {
  formats: [...BARCODE_FORMATS],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
};

/**
 * zxing turns the picture by quarter turns itself (tryRotate) and reads a 2D symbol at any angle; a linear
 * one only while its scan lines cross every bar: a label 6 times wider than tall reads up to 3-4 degrees off
 * (measured every 2.5 degrees). The last try turns a copy no larger than TURN_EDGE: first by the turns its
 * edges suggest (likelyTurns), then by each of TURN_ANGLES, smallest first, while TURN_BUDGET_MS lasts.
 */
export const TURN_ANGLES = [5, 10, 15, 20, 25, 30, 35, 40].flatMap((angle) => [angle, -angle]).concat(45);
const TURN_EDGE = 2000;
const TURN_BUDGET_MS = 1500;
const TURN_PASS: ReaderOptions = {
  formats: ['Code39', 'Code128'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
};

// The file is added by a build hook, so WXT's typed list of public paths does not know it.
const extensionUrl = (path: string) => (browser.runtime.getURL as (path: string) => string)(path);

let overrides: ZXingModuleOverrides = {
  locateFile: (path: string, prefix: string) =>
    path.endsWith('.wasm') ? extensionUrl(BARCODE_WASM_PATH) : prefix + path,
};

/** zxing takes anything shaped like ImageData (it reads data, width and height), as Node tests hand it. */
const zxingRead = (image: PixelImage, options: ReaderOptions) => readBarcodes(image as ImageData, options);

/**
 * Replaces where the wasm comes from: for tests in Node, which hand over the bytes from node_modules
 * (`{ wasmBinary }`). The extension never calls it.
 */
export function useBarcodeWasm(next: ZXingModuleOverrides): void {
  overrides = next;
}

/** Starts zxing with the extension's wasm (once: the same overrides object is a cache hit). */
export async function prepareBarcodeReader(): Promise<void> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // zxing-wasm keeps the failed start; forget it, so the next image tries again (a tab short of memory recovers).
    purgeZXingModule();
    throw error;
  }
}

/** The rectangle around a symbol's four corners, inside the picture, in whole pixels. */
function boxAround(points: { x: number; y: number }[], width: number, height: number): ImageBox {
  const xs = points.map((point) => Math.min(Math.max(point.x, 0), width));
  const ys = points.map((point) => Math.min(Math.max(point.y, 0), height));
  const [x, y] = [Math.floor(Math.min(...xs)), Math.floor(Math.min(...ys))];
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

function corners(result: ReadResult) {
  const { topLeft, topRight, bottomRight, bottomLeft } = result.position;
  return [topLeft, topRight, bottomRight, bottomLeft];
}

/** zxing names a standard Code 39 "Code39Std" and so on; the rule knows the symbologies by their base name. */
function baseFormat(result: ReadResult): string {
  return BARCODE_FORMATS.find((format) => result.format.startsWith(format)) ?? result.format;
}

function readings(
  results: ReadResult[],
  toSource: (point: { x: number; y: number }) => { x: number; y: number },
  size: { width: number; height: number },
): BarcodeReading[] {
  return results
    .filter((result) => result.isValid && result.text !== '')
    .map((result) => ({
      text: result.text,
      format: baseFormat(result),
      box: boxAround(corners(result).map(toSource), size.width, size.height),
    }));
}

/**
 * Between passes: each zxing pass holds the thread (0.1-0.4 s on a 12 MP photo), and its promise settles
 * without giving the page a turn, so a task boundary here lets a click on Cancel, and a paint, through.
 */
async function betweenPasses(signal?: AbortSignal): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

/** The copy the last tries read: grey levels, no larger than TURN_EDGE, and how much smaller it is. */
interface SmallCopy {
  grey: Uint8Array;
  width: number;
  height: number;
  step: number;
}

function smallCopy(image: PixelImage): SmallCopy {
  const step = Math.max(1, Math.ceil(Math.max(image.width, image.height) / TURN_EDGE));
  return { ...shrinkGrey(greyLevels(image), image.width, image.height, step), step };
}

/**
 * Linear symbols the hard pass misses, before any turn (measured on the labelled set, nothing else read
 * wrong): a blurred one reads once sharpened (sharpenGrey); a noisy, shadowed photo of one reads with the
 * fixed mid-grey threshold, where zxing's own threshold follows the grain.
 */
async function readRescued(
  image: PixelImage,
  small: SmallCopy,
  signal: AbortSignal | undefined,
): Promise<BarcodeReading[]> {
  const toSource = (point: { x: number; y: number }) => ({
    x: point.x * small.step,
    y: point.y * small.step,
  });
  const tries: [PixelImage, ReaderOptions][] = [
    [greyAsPixels(sharpenGrey(small.grey, small.width, small.height), small.width, small.height), TURN_PASS],
    [greyAsPixels(small.grey, small.width, small.height), { ...TURN_PASS, binarizer: 'FixedThreshold' }],
  ];
  for (const [picture, options] of tries) {
    await betweenPasses(signal);
    const found = readings(await zxingRead(picture, options), toSource, image);
    if (found.length > 0) return found;
  }
  return [];
}

/** The last pass: the picture turned by each of TURN_ANGLES in turn, until one yields a symbol. */
async function readTurned(
  image: PixelImage,
  small: SmallCopy,
  signal: AbortSignal | undefined,
  started: number,
): Promise<BarcodeReading[]> {
  const { step } = small;
  const likely = likelyTurns(small.grey, small.width, small.height);
  const rest = TURN_ANGLES.filter((angle) => likely.every((turn) => Math.abs(turn - angle) > 2));
  for (const degrees of [...likely, ...rest]) {
    if (performance.now() - started > TURN_BUDGET_MS) break;
    await betweenPasses(signal);
    const turned = turnGrey(small.grey, small.width, small.height, degrees);
    const turn: Turn = { degrees, from: { width: small.width, height: small.height }, to: turned };
    const found = readings(
      await zxingRead(turned, TURN_PASS),
      (point) => {
        const source = unturnPoint(turn, point);
        return { x: source.x * step, y: source.y * step };
      },
      image,
    );
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Every barcode in the picture, boxes in its own pixels. Throws when the reader cannot start (its wasm
 * missing or refused) or when `signal` aborts between passes; read-image turns both into an ImageFailure.
 */
export async function readBarcodesIn(image: PixelImage, signal?: AbortSignal): Promise<BarcodeReading[]> {
  const started = performance.now();
  await prepareBarcodeReader();
  const asIs = (point: { x: number; y: number }) => point;
  const found: BarcodeReading[] = [];
  for (const pass of PASSES) {
    await betweenPasses(signal);
    found.push(...readings(await zxingRead(image, pass), asIs, image));
  }
  if (found.length > 0) return found;
  await betweenPasses(signal);
  found.push(...readings(await zxingRead(image, HARD_PASS), asIs, image));
  if (found.length > 0) return found;
  await betweenPasses(signal);
  const small = smallCopy(image);
  const rescued = await readRescued(image, small, signal);
  if (rescued.length > 0) return rescued;
  return readTurned(image, small, signal, started);
}
