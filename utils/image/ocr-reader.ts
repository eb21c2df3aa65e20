/**
 * Text recognition (tesseract.js 7) in the extension page that asked: never the service worker, never a web page,
 * never a server. Every file comes from the extension itself; nothing is fetched from a CDN and nothing is cached
 * (cacheMethod 'none'): the packaged language data is read again when a page starts a reader.
 *
 * The packaged files, all in the extension's `tesseract/` folder (wxt.config.ts copies them):
 *   node_modules/tesseract.js/dist/worker.min.js                          -> tesseract/worker.min.js
 *   node_modules/tesseract.js-core/tesseract-core-simd-lstm.js            -> tesseract/tesseract-core-simd-lstm.js
 *   node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm          -> tesseract/tesseract-core-simd-lstm.wasm
 *   node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz -> tesseract/eng.traineddata.gz
 * The core script finds its .wasm beside the worker script, so the two must share the folder. One core only:
 * wasm SIMD runs in every Chromium and Firefox the extension supports; relaxed SIMD (the default pick) does not.
 */
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { browser } from 'wxt/browser';
import { isVinCheckDigitValid, VIN_LENGTH } from '@/utils/detect/vin';
import { prepareForReading } from './ocr-prepare';
import type { ImageBox, ImageReadProgress, OcrLine, OcrWord } from './types';

export const TEXT_READER_DIR = 'tesseract';
export const TEXT_READER_WORKER = 'worker.min.js';
export const TEXT_READER_CORE = 'tesseract-core-simd-lstm.js';
export const TEXT_READER_CORE_WASM = 'tesseract-core-simd-lstm.wasm';
export const TEXT_READER_LANGUAGE_DATA = 'eng.traineddata.gz';

/** Where the reader's files are: the packaged ones by default; a test in Node points at node_modules. */
export interface TextReaderFiles {
  /** The worker script; in Node, left out (tesseract.js starts its own worker thread). */
  workerPath?: string;
  /** The core's .js file (its .wasm beside the worker); left out in Node. */
  corePath?: string;
  /** The folder holding eng.traineddata.gz. */
  langPath: string;
}

/** The packaged files' extension URLs (what H1's build copies must match `TEXT_READER_*`). */
export function packagedTextReaderFiles(): TextReaderFiles {
  const url = (file: string) =>
    (browser.runtime.getURL as (path: string) => string)(`/${TEXT_READER_DIR}/${file}`);
  return {
    workerPath: url(TEXT_READER_WORKER),
    corePath: url(TEXT_READER_CORE),
    langPath: url('').replace(/\/$/, ''),
  };
}

/** Pixels as ImageData has them; a plain object will do (so Node can hand over pixels too). */
export interface TextReaderPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** Pixels, a canvas, or an encoded image file (PNG, JPEG, BMP, PGM) as a Blob or its bytes. */
export type TextReaderImage = TextReaderPixels | Blob | Uint8Array | HTMLCanvasElement | OffscreenCanvas;

export interface RecogniseTextOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ImageReadProgress) => void;
  /** Source pixels per pixel given (the image was scaled down to be read): boxes are given in the source's. */
  sourceScale?: number;
  /**
   * Whether pixels are prepared first (ocr-prepare.ts: the background flattened, small text scaled up); default
   * true. Off only to measure what the preparation gains.
   */
  prepare?: boolean;
  files?: TextReaderFiles;
}

/** The failure a cancelled reading settles with; the caller maps it to the 'cancelled' failure. */
export function textReadCancelled(): Error {
  const error = new Error('Text recognition was cancelled');
  error.name = 'AbortError';
  return error;
}

interface Reader {
  worker: Promise<Worker>;
  /** Readings in progress: a cancel ends the worker, and every one of them with it. */
  pending: Set<(error: Error) => void>;
}

/** A reader left idle this long is ended: its ~40 MB are not held by a side panel that stays open all day. */
export const TEXT_READER_IDLE_MS = 60_000;

let reader: Reader | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let reportProgress: ((progress: ImageReadProgress) => void) | undefined;

const LOADING_STATUSES = new Set([
  'loading tesseract core',
  'initializing tesseract',
  'loading language traineddata',
  'initializing api',
]);

function startReader(files: TextReaderFiles): Reader {
  const worker = createWorker('eng', OEM.LSTM_ONLY, {
    ...(files.workerPath ? { workerPath: files.workerPath } : {}),
    ...(files.corePath ? { corePath: files.corePath } : {}),
    langPath: files.langPath,
    // A blob: worker would need a looser CSP, and the packaged script is already a file of the extension.
    workerBlobURL: false,
    gzip: true,
    // Nothing kept in IndexedDB: the data is packaged, so a cache would only copy it.
    cacheMethod: 'none',
    logger: (message) => {
      if (message.status === 'recognizing text') {
        reportProgress?.({ stage: 'text', share: clampShare(message.progress) });
      } else if (LOADING_STATUSES.has(message.status)) {
        reportProgress?.({ stage: 'loading-text-reader', share: clampShare(message.progress) });
      }
    },
    // Without it tesseract.js throws the failure from its message handler, where nobody can catch it; the
    // reading's own promise is rejected either way.
    errorHandler: () => {},
  });
  return { worker, pending: new Set() };
}

function clampShare(share: number): number {
  return Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
}

/** Ends the page's reader and frees its memory (~40 MB); the next reading starts a new one. */
export async function endTextReader(): Promise<void> {
  clearTimeout(idleTimer);
  const ending = reader;
  reader = undefined;
  if (!ending) return;
  for (const reject of ending.pending) reject(textReadCancelled());
  ending.pending.clear();
  try {
    await (await ending.worker).terminate();
  } catch {
    // A worker that never started has nothing to end.
  }
}

interface GreyImage {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** Grey levels of RGBA pixels; transparent ones read as white paper, as a pasted screenshot shows them. */
function greyOf(pixels: TextReaderPixels): GreyImage {
  const count = pixels.width * pixels.height;
  const grey = new Uint8Array(count);
  const { data } = pixels;
  for (let index = 0; index < count; index++) {
    const at = index * 4;
    const level = (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000;
    grey[index] = Math.round(255 - (data[at + 3]! / 255) * (255 - level));
  }
  return { width: pixels.width, height: pixels.height, grey };
}

/** PGM bytes: leptonica reads them without decoding, far faster than a PNG to encode and decode. */
function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.grey.length);
  out.set(header);
  out.set(image.grey, header.length);
  return out;
}

/** The part of `image` inside `box` (clamped to the image). */
function cropGrey(image: GreyImage, box: ImageBox): GreyImage {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const width = Math.max(1, Math.min(image.width, Math.ceil(box.x + box.width)) - x);
  const height = Math.max(1, Math.min(image.height, Math.ceil(box.y + box.height)) - y);
  const grey = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const from = (y + row) * image.width + x;
    grey.set(image.grey.subarray(from, from + width), row * width);
  }
  return { width, height, grey };
}

function canvasPixels(canvas: HTMLCanvasElement | OffscreenCanvas): TextReaderPixels {
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('The canvas has no 2D pixels to read');
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

function isPixels(image: TextReaderImage): image is TextReaderPixels {
  return typeof (image as TextReaderPixels).width === 'number' && 'data' in image;
}

interface ReaderInput {
  file: Uint8Array | Blob;
  grey?: GreyImage;
  /** The grey pixels as given, before the preparation (absent when not prepared). */
  given?: GreyImage;
  /** Pixels read per pixel given (small text scaled up): boxes are divided by it. */
  scale: number;
}

/**
 * The grey pixels when the image comes as pixels, prepared for reading (ocr-prepare.ts) unless told not to; an
 * encoded file is handed to tesseract as it is.
 */
function toReaderInput(image: TextReaderImage, prepare: boolean): ReaderInput {
  if (image instanceof Uint8Array) return { file: image, scale: 1 };
  if (typeof Blob !== 'undefined' && image instanceof Blob) return { file: image, scale: 1 };
  const given = greyOf(isPixels(image) ? image : canvasPixels(image as HTMLCanvasElement | OffscreenCanvas));
  if (!prepare) return { file: toPgm(given), grey: given, scale: 1 };
  const { image: grey, scale } = prepareForReading(given);
  return { file: toPgm(grey), grey, given, scale };
}

interface TesseractBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface TesseractBlock {
  paragraphs: {
    lines: {
      text: string;
      bbox: TesseractBox;
      words: {
        text: string;
        confidence: number;
        bbox: TesseractBox;
        symbols: { text: string; confidence: number }[];
      }[];
    }[];
  }[];
}

function toBox(box: TesseractBox, scale: number): ImageBox {
  return {
    x: Math.round(box.x0 * scale),
    y: Math.round(box.y0 * scale),
    width: Math.round((box.x1 - box.x0) * scale),
    height: Math.round((box.y1 - box.y0) * scale),
  };
}

/** tesseract's blocks > paragraphs > lines > words > symbols, as lines of words in reading order. */
export function ocrLinesFromBlocks(blocks: readonly TesseractBlock[] | null, scale = 1): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: OcrWord[] = line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({
            text: word.text,
            box: toBox(word.bbox, scale),
            confidence: word.confidence,
            symbols: word.symbols.map((symbol) => ({ text: symbol.text, confidence: symbol.confidence })),
          }));
        if (words.length === 0) continue;
        lines.push({ text: line.text.trim(), box: toBox(line.bbox, scale), words });
      }
    }
  }
  return lines;
}

function scaleBox(box: ImageBox, scale: number): ImageBox {
  if (scale === 1) return box;
  return {
    x: Math.round(box.x * scale),
    y: Math.round(box.y * scale),
    width: Math.round(box.width * scale),
    height: Math.round(box.height * scale),
  };
}

function scaleLines(lines: OcrLine[], scale: number): OcrLine[] {
  if (scale === 1) return lines;
  return lines.map((line) => ({
    ...line,
    box: scaleBox(line.box, scale),
    words: line.words.map((word) => ({ ...word, box: scaleBox(word.box, scale) })),
  }));
}

/** The characters a VIN is written in (ISO 3779: no I, O or Q). */
const VIN_WHITELIST = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
/** tesseract's "a single line of text" page segmentation, for a VIN's crop. */
const SINGLE_LINE = '7';

/**
 * A word that may be a misread VIN: 16 to 18 letters and digits once stray punctuation is gone, not yet proven.
 * One holding an I, O or Q too: no VIN has them (ISO 3779), so a reader told so reads the glyphs again, and
 * only the check digit decides whether that second reading stands; if it does not, the first, with its I, O or
 * Q, goes to the rule and is shown in doubt. One whose letters and digits make a VIN but with a stray mark among
 * them ("1G1)JC5444R7252367") is read again too: the detectors would not take it as it is.
 */
function mayBeMisreadVin(word: OcrWord): boolean {
  const core = wordCore(word);
  if (core.length < VIN_LENGTH - 1 || core.length > VIN_LENGTH + 1) return false;
  if (isProvenVin(word)) return false;
  return /[0-9]/.test(core) && /[A-Za-z]/.test(core);
}

type RecognizeImage = Parameters<Worker['recognize']>[0];

/** The word's crop read again alone, in VIN characters only, as one line: its words, joined. */
async function readVinCrop(
  worker: Worker,
  input: { file: Uint8Array | Blob; grey?: GreyImage },
  box: ImageBox,
): Promise<OcrWord[]> {
  const params = { tessedit_char_whitelist: VIN_WHITELIST, tessedit_pageseg_mode: SINGLE_LINE };
  const output = { text: false, blocks: true };
  // tesseract.js passes every option it does not know to tesseract as a parameter, for this reading only.
  const options = (extra: object) => ({ ...params, ...extra }) as Parameters<Worker['recognize']>[1];
  const result = input.grey
    ? await worker.recognize(toPgm(cropGrey(input.grey, box)) as RecognizeImage, options({}), output)
    : await worker.recognize(
        input.file as RecognizeImage,
        options({ rectangle: { left: box.x, top: box.y, width: box.width, height: box.height } }),
        output,
      );
  return ocrLinesFromBlocks(result.data.blocks as TesseractBlock[] | null).flatMap((line) => line.words);
}

function scaledDown(box: ImageBox, scale: number): ImageBox {
  const x = Math.floor(box.x / scale);
  const y = Math.floor(box.y / scale);
  return {
    x,
    y,
    width: Math.ceil((box.x + box.width) / scale) - x,
    height: Math.ceil((box.y + box.height) / scale) - y,
  };
}

/**
 * The word read again alone, in VIN characters only: kept only when it is then 17 characters whose check digit
 * holds, so it replaces a reading that could not be proven by one that can (and the rule still judges it).
 * Measured on 80 printed VIN lines: exact reads rise from 27 to 39 (docs in the report of issue 41).
 *
 * When the pixels were prepared (ocr-prepare.ts) and the word stays unproven, the same crop of the pixels as
 * given is read too: a character the two readings do not agree on is in doubt (its confidence set to 0), since
 * the preparation can make tesseract sure of a wrong glyph, and a VIN whose maker uses no check digit is "read"
 * on confidence alone. Measured: a photographed European VIN read "WP0ZZ799775392124" at 92+ from the prepared
 * pixels, "WP02229977539124" from the given ones.
 */
async function rereadVinWord(worker: Worker, input: ReaderInput, word: OcrWord): Promise<OcrWord> {
  const pad = Math.round(word.box.height * 0.3);
  const box = {
    x: Math.max(0, word.box.x - pad),
    y: Math.max(0, word.box.y - pad),
    width: word.box.width + 2 * pad,
    height: word.box.height + 2 * pad,
  };
  const joined = (words: OcrWord[]): OcrWord | undefined => {
    const text = words.map((found) => found.text).join('');
    if (text.length !== VIN_LENGTH) return undefined;
    return {
      text,
      box: word.box,
      confidence: Math.min(...words.map((found) => found.confidence)),
      symbols: words.flatMap((found) => found.symbols),
    };
  };
  const proven = (found: OcrWord | undefined) => (found && isProvenVin(found) ? found : undefined);
  const again = isProvenVin(word) ? undefined : joined(await readVinCrop(worker, input, box));
  const first = isProvenVin(word) ? word : proven(again);
  // 16 or 18 characters cannot be a VIN, 17 in VIN characters can: the rule judges it (in doubt, unproven).
  const unproven = wordCore(word).length === VIN_LENGTH ? word : (again ?? word);
  if (!input.given) return first ?? unproven;
  const plain = await readVinCrop(
    worker,
    { file: input.file, grey: input.given },
    scaledDown(box, input.scale),
  );
  if (first) return withDisagreementInDoubt(first, plain.map((found) => found.text).join(''));
  return proven(joined(plain)) ?? unproven;
}

function wordCore(word: OcrWord): string {
  return word.text.replace(/[^0-9A-Za-z]/g, '');
}

function isProvenVin(word: OcrWord): boolean {
  return word.text.length === VIN_LENGTH && isVinCheckDigitValid(word.text);
}

/**
 * Which characters of `first` another reading (`other`) has too, at their place once the two are aligned with the
 * fewest edits (Levenshtein): a character it reads otherwise or leaves out is not agreed; a glyph it reads in
 * addition (a speck read as a letter) casts no doubt on the characters either side.
 */
export function agreedCharacters(first: string, other: string): boolean[] {
  const rows = first.length + 1;
  const columns = other.length + 1;
  const cost = new Uint16Array(rows * columns);
  for (let i = 0; i < rows; i++) cost[i * columns] = i;
  for (let j = 0; j < columns; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const same = first[i - 1] === other[j - 1] ? 0 : 1;
      cost[i * columns + j] = Math.min(
        cost[(i - 1) * columns + j - 1]! + same,
        cost[(i - 1) * columns + j]! + 1,
        cost[i * columns + j - 1]! + 1,
      );
    }
  }
  const agreed = new Array<boolean>(first.length).fill(false);
  let [i, j] = [first.length, other.length];
  while (i > 0 && j > 0) {
    const here = cost[i * columns + j]!;
    if (first[i - 1] === other[j - 1] && here === cost[(i - 1) * columns + j - 1]) {
      agreed[i - 1] = true;
      i--;
      j--;
    } else if (here === cost[(i - 1) * columns + j - 1]! + 1) {
      i--;
      j--;
    } else if (here === cost[i * columns + j - 1]! + 1) {
      j--;
    } else {
      i--;
    }
  }
  return agreed;
}

/**
 * `word` with every character that `other` (another reading of the same glyphs) does not agree on
 * (`agreedCharacters`) set to confidence 0: the rule then shows it in doubt.
 */
export function withDisagreementInDoubt(word: OcrWord, other: string): OcrWord {
  const core = word.symbols.map((symbol) => symbol.text).join('');
  if (core === other) return word;
  const agreed = agreedCharacters(core, other);
  const symbols = word.symbols.map((symbol, index) =>
    agreed[index] ? symbol : { ...symbol, confidence: 0 },
  );
  return {
    ...word,
    confidence: Math.min(word.confidence, ...symbols.map((symbol) => symbol.confidence)),
    symbols,
  };
}

/**
 * The lines of text in `image`, each word with its box and each character's confidence. Cancelling (the
 * signal) ends the worker and settles at once with an AbortError-named failure; a reader already started for
 * this page is reused.
 */
export async function recogniseText(
  image: TextReaderImage,
  options: RecogniseTextOptions = {},
): Promise<OcrLine[]> {
  const { signal } = options;
  if (signal?.aborted) throw textReadCancelled();
  const scope = (globalThis as { ServiceWorkerGlobalScope?: abstract new () => unknown })
    .ServiceWorkerGlobalScope;
  if (scope && globalThis instanceof scope) {
    throw new Error('Text recognition runs in an extension page, never the service worker');
  }
  const input = toReaderInput(image, options.prepare ?? true);
  reader ??= startReader(options.files ?? packagedTextReaderFiles());
  clearTimeout(idleTimer);
  const current = reader;
  let cancel: ((error: Error) => void) | undefined;
  const cancelled = new Promise<never>((_, reject) => {
    cancel = reject;
  });
  cancelled.catch(() => {}); // settled through the races below; a late cancel has no one left to tell
  current.pending.add(cancel!);
  const onAbort = () => {
    cancel!(textReadCancelled());
    if (reader === current) void endTextReader();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  reportProgress = options.onProgress;
  try {
    options.onProgress?.({ stage: 'loading-text-reader', share: 0 });
    const worker = await Promise.race([current.worker, cancelled]);
    const output = { text: false, blocks: true };
    const result = await Promise.race([
      worker.recognize(input.file as RecognizeImage, {}, output),
      cancelled,
    ]);
    const lines = ocrLinesFromBlocks(result.data.blocks as TesseractBlock[] | null);
    options.onProgress?.({ stage: 'text', share: 1 });
    // The second looks are short and their own progress would send the bar back to 0: they report none.
    reportProgress = undefined;
    for (const line of lines) {
      for (const [index, word] of line.words.entries()) {
        if (!mayBeMisreadVin(word) && !(input.given && isProvenVin(word))) continue;
        line.words[index] = await Promise.race([rereadVinWord(worker, input, word), cancelled]);
      }
    }
    return scaleLines(lines, (options.sourceScale ?? 1) / input.scale);
  } catch (error) {
    // A worker that failed to start is no reader: the next reading starts afresh.
    if (reader === current && !(error instanceof Error && error.name === 'AbortError')) void endTextReader();
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    current.pending.delete(cancel!);
    signal?.removeEventListener('abort', onAbort);
    if (reportProgress === options.onProgress) reportProgress = undefined;
    if (reader === current && current.pending.size === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => void endTextReader(), TEXT_READER_IDLE_MS);
      // In Node (the tests) an idle reader must not keep the process alive.
      (idleTimer as { unref?: () => void }).unref?.();
    }
  }
}
