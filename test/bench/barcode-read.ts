/**
 * `npx tsx test/bench/barcode-read.ts` (under `flock /tmp/playwright.lock`): the barcode reader alone, in Node
 * with zxing's own wasm, on a 12 MP photo-sized picture (4000 x 3000, a light textured background) with one VIN
 * symbol in it, per symbology; then the same picture with no symbol (every pass tried, turned copies included);
 * then a Code 39 label turned 20 degrees (read only by a turned copy). Prints the median of 5 reads each. A
 * figure to read, never a test: the machine is shared. The in-browser figure, from the pick to the first row,
 * is BENCH_ONLY=images.
 */
import bwipjs from 'bwip-js/node';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareBarcodeReader, readBarcodesIn, useBarcodeWasm } from '../../utils/image/barcode-reader';
import { greyLevels, turnGrey, type PixelImage } from '../../utils/image/rotate-pixels';
import { pngPixels } from '../unit/image/png-pixels';

const VIN = '1HGCP2F31CA094217';
const [WIDTH, HEIGHT] = [4000, 3000];
const REPS = 5;

function photo(symbol?: PixelImage): PixelImage {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const level = 200 + ((i * 2654435761) >>> 27); // paper grain: 200..231
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = level;
    data[i * 4 + 3] = 255;
  }
  if (symbol) {
    const [left, top] = [1700, 1300];
    for (let y = 0; y < symbol.height; y++) {
      const row = symbol.data.subarray(y * symbol.width * 4, (y + 1) * symbol.width * 4);
      data.set(row, ((top + y) * WIDTH + left) * 4);
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

async function timed(label: string, image: PixelImage, expected?: string): Promise<void> {
  const times: number[] = [];
  let found = '';
  for (let rep = 0; rep < REPS; rep++) {
    const started = performance.now();
    const readings = await readBarcodesIn(image);
    times.push(performance.now() - started);
    found = readings.map((reading) => `${reading.format} ${reading.text}`).join(', ') || 'nothing';
  }
  times.sort((a, b) => a - b);
  const ok = expected === undefined ? found === 'nothing' : found.includes(expected);
  const range = `${times[0]!.toFixed(0)}-${times.at(-1)!.toFixed(0)} ms`;
  console.log(
    `${label.padEnd(34)} median ${times[REPS >> 1]!.toFixed(0)} ms (${range})  ${ok ? 'ok' : 'WRONG'}: ${found}`,
  );
}

const wasm = readFileSync(
  resolve(import.meta.dirname, '../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
);
useBarcodeWasm({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
await prepareBarcodeReader();

for (const [bcid, text] of [
  ['code39', `I${VIN}`],
  ['code128', VIN],
  ['datamatrix', VIN],
  ['qrcode', VIN],
]) {
  const png = await bwipjs.toBuffer({
    bcid: bcid!,
    text: text!,
    scale: 4,
    height: 15,
    backgroundcolor: 'FFFFFF',
  });
  await timed(`12 MP, ${bcid}`, photo(pngPixels(png)), text);
}
await timed('12 MP, no symbol', photo());

const label = pngPixels(
  await bwipjs.toBuffer({
    bcid: 'code39',
    text: `I${VIN}`,
    scale: 3,
    height: 12,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 20,
    paddingheight: 20,
  }),
);
const turned = turnGrey(greyLevels(label), label.width, label.height, 20);
await timed(`label ${turned.width}x${turned.height}, turned 20 deg`, turned, `I${VIN}`);
