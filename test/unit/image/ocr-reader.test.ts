/**
 * The text reader for real, in Node: tesseract.js with the packaged English data (4.0.0_best_int) on a small
 * printed line. The line is the human-readable text bwip-js prints under a Code 128 VIN label (its OCR-B font),
 * cut from under the bars; kept to two small readings, since OCR is heavy and the machine is shared.
 */
import { toBuffer } from 'bwip-js/node';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { textCandidates } from '@/utils/image/candidates';
import {
  endTextReader,
  ocrLinesFromBlocks,
  packagedTextReaderFiles,
  recogniseText,
  TEXT_READER_CORE,
  TEXT_READER_CORE_WASM,
  TEXT_READER_LANGUAGE_DATA,
  TEXT_READER_WORKER,
  type TextReaderFiles,
  type TextReaderPixels,
} from '@/utils/image/ocr-reader';
import type { ImageReadProgress } from '@/utils/image/types';

const FILES: TextReaderFiles = {
  langPath: resolve(import.meta.dirname, '../../../node_modules/@tesseract.js-data/eng/4.0.0_best_int'),
};

/** bwip-js writes 8-bit RGBA PNGs, every row unfiltered: enough of a decoder for its pictures. */
function decodeBwipPng(png: Buffer): TextReaderPixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (png[24] !== 8 || png[25] !== 6 || png[28] !== 0) throw new Error('Not an 8-bit RGBA PNG');
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4 + 1;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    if (raw[row * stride] !== 0) throw new Error('A filtered row: not what bwip-js writes');
    data.set(raw.subarray(row * stride + 1, (row + 1) * stride), row * width * 4);
  }
  return { width, height, data };
}

/** The printed line under a Code 128 label of `text`: the rows below the bars and the white gap under them. */
async function printedLine(text: string): Promise<TextReaderPixels> {
  const png = await toBuffer({
    bcid: 'code128',
    text,
    scale: 2,
    height: 6,
    includetext: true,
    textsize: 20,
    textyoffset: -20,
    paddingwidth: 12,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
  const label = decodeBwipPng(png);
  const darkIn = (row: number) => {
    let dark = 0;
    for (let x = 0; x < label.width; x++) if (label.data[(row * label.width + x) * 4]! < 128) dark++;
    return dark;
  };
  let top = 0;
  while (darkIn(top) === 0) top++; // the margin above the bars
  while (darkIn(top) > 0) top++; // the bars
  return { width: label.width, height: label.height - top, data: label.data.slice(top * label.width * 4) };
}

/**
 * `pixels` under a shadow, as a hand or a phone casts across a label: the left darkened to `darkest` of its
 * light, fading out at 70 % of the width (the labelled set's shadow, made in Node).
 */
function shadowed(pixels: TextReaderPixels, darkest: number): TextReaderPixels {
  const data = new Uint8ClampedArray(pixels.data);
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const along = Math.min(1, x / (pixels.width * 0.7) + (y / pixels.height) * 0.2);
      const light = darkest + (1 - darkest) * along;
      const at = (y * pixels.width + x) * 4;
      for (let channel = 0; channel < 3; channel++) data[at + channel] = data[at + channel]! * light;
    }
  }
  return { width: pixels.width, height: pixels.height, data };
}

afterAll(async () => {
  await endTextReader();
});

describe('recogniseText reads printed text in the page that asks, from packaged files', () => {
  it('a cancelled reading settles at once as an AbortError, and the next reading starts a new reader', async () => {
    const line = await printedLine('4T1BF1FK5DU276514');
    const controller = new AbortController();
    const reading = recogniseText(line, { files: FILES, signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    // Already aborted: refused before anything starts.
    await expect(recogniseText(line, { files: FILES, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('a clean VIN line: every character read, its word boxed in the source pixels, progress reported', async () => {
    const line = await printedLine('4T1BF1FK5DU276514');
    const progress: ImageReadProgress[] = [];
    const started = performance.now();
    // The line was scaled down by 2 to be read: boxes come back in the source's pixels.
    const lines = await recogniseText(line, {
      files: FILES,
      sourceScale: 2,
      onProgress: (p) => progress.push(p),
    });
    const seconds = (performance.now() - started) / 1000;
    const words = lines.flatMap((found) => found.words);
    expect(words.map((word) => word.text)).toEqual(['4T1BF1FK5DU276514']);
    const [word] = words;
    expect(word!.symbols).toHaveLength(17);
    expect(word!.box.x + word!.box.width).toBeLessThanOrEqual(line.width * 2);
    expect(word!.box.width).toBeGreaterThan(line.width); // scaled: wider than the line given
    expect(progress[0]).toEqual({ stage: 'loading-text-reader', share: 0 });
    expect(progress.at(-1)).toEqual({ stage: 'text', share: 1 });
    // Starting the reader and reading a cropped line: the budget for a line is 3 s.
    expect(seconds).toBeLessThan(15);
    const candidates = textCandidates(lines, { width: line.width * 2, height: line.height * 2 });
    expect(candidates).toMatchObject([{ kind: 'vin', value: '4T1BF1FK5DU276514', status: 'read' }]);
  });

  it('a VIN printed one character off is read as printed and stays doubtful, whatever the second look', async () => {
    // 4T1BF1FK5DU276514 with a G for its 14th character: the check digit fails however it is read.
    const line = await printedLine('4T1BF1FK5DU27G514');
    const lines = await recogniseText(line, { files: FILES });
    const candidates = textCandidates(lines, { width: line.width, height: line.height });
    expect(candidates.filter((candidate) => candidate.status === 'read')).toEqual([]);
    expect(candidates).toMatchObject([{ kind: 'vin', value: '4T1BF1FK5DU27G514', status: 'doubtful' }]);
  });

  it('a VIN line under a shadow is read once its background is flattened, and not without', async () => {
    const line = shadowed(await printedLine('1HGCM82633A004352'), 0.45);
    const size = { width: line.width, height: line.height };
    const read = (prepare: boolean) =>
      recogniseText(line, { files: FILES, prepare }).then((lines) => textCandidates(lines, size));
    // Without the preparation tesseract's one threshold blackens the shadowed half: the VIN is lost.
    expect(await read(false)).not.toContainEqual(expect.objectContaining({ value: '1HGCM82633A004352' }));
    expect(await read(true)).toMatchObject([{ kind: 'vin', value: '1HGCM82633A004352', status: 'read' }]);
  });
});

describe('the packaged files', () => {
  const root = resolve(import.meta.dirname, '../../..');

  it('come from the extension itself, all in its tesseract/ folder', () => {
    const files = packagedTextReaderFiles();
    const origin = browser.runtime.getURL('/');
    expect(files.workerPath).toBe(`${origin}tesseract/worker.min.js`);
    expect(files.corePath).toBe(`${origin}tesseract/tesseract-core-simd-lstm.js`);
    // tesseract.js appends "/eng.traineddata.gz" (gzip: true) to the folder.
    expect(files.langPath).toBe(`${origin}tesseract`);
  });

  it("exist where the reader's header says they are copied from, and the core finds its wasm by name", () => {
    const sources = {
      [TEXT_READER_WORKER]: 'node_modules/tesseract.js/dist/worker.min.js',
      [TEXT_READER_CORE]: 'node_modules/tesseract.js-core/tesseract-core-simd-lstm.js',
      [TEXT_READER_CORE_WASM]: 'node_modules/tesseract.js-core/tesseract-core-simd-lstm.wasm',
      [TEXT_READER_LANGUAGE_DATA]: 'node_modules/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
    };
    const header = readFileSync(resolve(root, 'utils/image/ocr-reader.ts'), 'utf8');
    for (const [name, source] of Object.entries(sources)) {
      expect(existsSync(resolve(root, source))).toBe(true);
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      expect(header).toMatch(new RegExp(`${escape(source)}\\s+->\\s+tesseract/${escape(name)}\\n`));
    }
    // The core script loads "<its name>.wasm" from the worker's own folder: the two names must agree.
    expect(readFileSync(resolve(root, sources[TEXT_READER_CORE]), 'utf8')).toContain(
      `"${TEXT_READER_CORE_WASM}"`,
    );
  });
});

describe("tesseract's blocks become lines of words", () => {
  it('empty words and lines are left out, boxes scaled to the source', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const lines = ocrLinesFromBlocks(
      [
        {
          paragraphs: [
            {
              lines: [
                {
                  text: 'Tax ID 2185736400017\n',
                  bbox: box(10, 10, 210, 30),
                  words: [
                    { text: 'Tax', confidence: 96, bbox: box(10, 10, 40, 30), symbols: [] },
                    { text: ' ', confidence: 0, bbox: box(41, 10, 42, 30), symbols: [] },
                    {
                      text: 'ID',
                      confidence: 91,
                      bbox: box(45, 10, 65, 30),
                      symbols: [
                        { text: 'I', confidence: 95 },
                        { text: 'D', confidence: 91 },
                      ],
                    },
                  ],
                },
                { text: '\n', bbox: box(0, 40, 1, 41), words: [] },
              ],
            },
          ],
        },
      ],
      3,
    );
    expect(lines).toEqual([
      {
        text: 'Tax ID 2185736400017',
        box: { x: 30, y: 30, width: 600, height: 60 },
        words: [
          { text: 'Tax', box: { x: 30, y: 30, width: 90, height: 60 }, confidence: 96, symbols: [] },
          {
            text: 'ID',
            box: { x: 135, y: 30, width: 60, height: 60 },
            confidence: 91,
            symbols: [
              { text: 'I', confidence: 95 },
              { text: 'D', confidence: 91 },
            ],
          },
        ],
      },
    ]);
  });
});
