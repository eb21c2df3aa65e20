/**
 * The barcode reader on real symbols: bwip-js draws them (as a label printer would), the test decodes the PNG to
 * the pixels a page's canvas would hand over, and zxing's own wasm (from node_modules, the file the build
 * packages) reads them. No timing here: the 12 MP figure is in test/bench/barcode-read.ts.
 */
import bwipjs from 'bwip-js/node';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readBarcodesIn, useBarcodeWasm } from '@/utils/image/barcode-reader';
import { greyLevels, turnGrey, type PixelImage } from '@/utils/image/rotate-pixels';
import { pngPixels } from './png-pixels';

const VIN = '1HGCP2F31CA094217';

beforeAll(() => {
  const wasm = readFileSync(resolve('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  useBarcodeWasm({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
});

async function symbol(bcid: string, text: string, scale = 2): Promise<PixelImage> {
  const png = await bwipjs.toBuffer({ bcid, text, scale, height: 10, backgroundcolor: 'FFFFFF' });
  return pngPixels(png);
}

/** The symbol pasted at (left, top) into a larger light-grey picture, as a label sits in a photo. */
function placed(inner: PixelImage, width: number, height: number, left: number, top: number): PixelImage {
  const data = new Uint8ClampedArray(width * height * 4).fill(235);
  for (let y = 0; y < inner.height; y++) {
    const row = inner.data.subarray(y * inner.width * 4, (y + 1) * inner.width * 4);
    data.set(row, ((top + y) * width + left) * 4);
  }
  return { data, width, height };
}

/** Each channel averaged over the 3 x 3 square around it (edges repeated), as a slightly defocused lens does. */
function boxBlurred(image: PixelImage): PixelImage {
  const { width, height, data } = image;
  const at = (x: number, y: number, channel: number) =>
    data[(Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 4 + channel]!;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += at(x + dx, y + dy, channel);
        out[(y * width + x) * 4 + channel] = sum / 9;
      }
    }
  }
  return { data: out, width, height };
}

describe('readBarcodesIn', () => {
  it.each([
    ['code39', 'Code39', `I${VIN}`],
    ['code128', 'Code128', VIN],
    ['datamatrix', 'DataMatrix', VIN],
    ['qrcode', 'QRCode', VIN],
  ])(
    'reads a %s symbol with its text untouched, its format and where it sits',
    async (bcid, format, text) => {
      const inner = await symbol(bcid, text, 3);
      const [left, top] = [130, 70];
      const found = await readBarcodesIn(placed(inner, inner.width + 300, inner.height + 200, left, top));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ text, format });
      // The box lies on the symbol (bwip-js draws no quiet zone), within a module's width of its edges.
      const { box } = found[0]!;
      expect(box.x).toBeGreaterThanOrEqual(left - 1);
      expect(box.y).toBeGreaterThanOrEqual(top - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(left + inner.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(top + inner.height + 1);
      expect(box.width).toBeGreaterThan(inner.width * (format.startsWith('Code') ? 0.9 : 0.7));
    },
  );

  it('reads every symbol in one picture: a Code 39 and a Data Matrix on the same label', async () => {
    const code39 = await symbol('code39', `I${VIN}`);
    const matrix = await symbol('datamatrix', '5YJ3E1EA7KF317000', 3);
    const label = placed(code39, code39.width + 100, code39.height + matrix.height + 120, 50, 40);
    for (let y = 0; y < matrix.height; y++) {
      const row = matrix.data.subarray(y * matrix.width * 4, (y + 1) * matrix.width * 4);
      label.data.set(row, ((code39.height + 80 + y) * label.width + 50) * 4);
    }
    const found = await readBarcodesIn(label);
    expect(found.map(({ text, format }) => `${format} ${text}`).sort()).toEqual([
      `Code39 I${VIN}`,
      'DataMatrix 5YJ3E1EA7KF317000',
    ]);
  });

  it.each([90, 180, 270])('reads a Code 39 turned by %i degrees', async (degrees) => {
    const inner = await symbol('code39', `I${VIN}`);
    const framed = placed(inner, inner.width + 80, inner.height + 80, 40, 40);
    const turned = turnGrey(greyLevels(framed), framed.width, framed.height, degrees);
    expect(await readBarcodesIn(turned)).toMatchObject([{ text: `I${VIN}`, format: 'Code39' }]);
  });

  // zxing alone reads a label this shape only up to 3-4 degrees off; the turned copies take the rest.
  it.each([12, -20, 33, 37.5, -52.5, 67])(
    'reads a Code 39 turned by %i degrees, its box around the tilted symbol',
    async (degrees) => {
      const inner = await symbol('code39', `I${VIN}`);
      const framed = placed(inner, inner.width + 80, inner.height + 80, 40, 40);
      const turned = turnGrey(greyLevels(framed), framed.width, framed.height, degrees);
      const found = await readBarcodesIn(turned);
      expect(found).toMatchObject([{ text: `I${VIN}`, format: 'Code39' }]);
      const { box } = found[0]!;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(Math.abs(centre.x - turned.width / 2)).toBeLessThan(30);
      expect(Math.abs(centre.y - turned.height / 2)).toBeLessThan(30);
      expect(box.height).toBeGreaterThan(inner.width * Math.sin((Math.abs(degrees) * Math.PI) / 180) * 0.8);
    },
  );

  // Two passes of a 3-pixel box blur on 2-pixel bars (about a 1.2 px Gaussian): zxing alone finds nothing, at any
  // turn; the sharpened copy reads it, and reads what was printed.
  it('reads a Code 39 blurred until its narrow bars are faint ripples', async () => {
    const inner = await symbol('code39', `I${VIN}`, 2);
    const blurred = boxBlurred(boxBlurred(placed(inner, inner.width + 80, inner.height + 80, 40, 40)));
    const found = await readBarcodesIn(blurred);
    expect(found).toMatchObject([{ text: `I${VIN}`, format: 'Code39' }]);
    const { box } = found[0]!;
    expect(box.x).toBeGreaterThanOrEqual(40 - 4);
    expect(box.x + box.width).toBeLessThanOrEqual(40 + inner.width + 4);
    expect(box.width).toBeGreaterThan(inner.width * 0.9);
  });

  it('reads a QR code and a Data Matrix at 25 degrees without help', async () => {
    for (const [bcid, format] of [
      ['qrcode', 'QRCode'],
      ['datamatrix', 'DataMatrix'],
    ]) {
      const inner = await symbol(bcid!, VIN, 3);
      const framed = placed(inner, inner.width + 60, inner.height + 60, 30, 30);
      const turned = turnGrey(greyLevels(framed), framed.width, framed.height, 25);
      expect(await readBarcodesIn(turned)).toMatchObject([{ text: VIN, format }]);
    }
  });

  it('reads a symbol printed light on dark (an etched plate)', async () => {
    const inner = await symbol('datamatrix', VIN, 3);
    const framed = placed(inner, inner.width + 60, inner.height + 60, 30, 30);
    for (let i = 0; i < framed.data.length; i += 4) {
      for (let c = 0; c < 3; c++) framed.data[i + c] = 255 - framed.data[i + c]!;
    }
    expect(await readBarcodesIn(framed)).toMatchObject([{ text: VIN, format: 'DataMatrix' }]);
  });

  it('finds nothing in a picture without a symbol, and nothing in an EAN-13 (not a VIN symbology)', async () => {
    const blank = { data: new Uint8ClampedArray(400 * 300 * 4).fill(200), width: 400, height: 300 };
    expect(await readBarcodesIn(blank)).toEqual([]);
    const ean = await symbol('ean13', '4006381333931');
    expect(await readBarcodesIn(placed(ean, ean.width + 60, ean.height + 60, 30, 30))).toEqual([]);
  });

  it('stops between passes once cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    const inner = await symbol('qrcode', VIN);
    await expect(readBarcodesIn(inner, controller.signal)).rejects.toThrow('Cancelled');
  });
});
