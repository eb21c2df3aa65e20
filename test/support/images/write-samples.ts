/**
 * Writes the fixture pictures to a folder, to look at them:
 *   npx tsx test/support/images/write-samples.ts /tmp/imgs [--set]
 * With --set, the whole labelled set too (./labelled-set.ts), with set/labels.json beside it.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../chromium';
import {
  IMAGE_CERTIFICATE,
  IMAGE_DEMO_VINS,
  IMAGE_VIN_ONE_CHARACTER_OFF,
  animatedGif,
  blankImage,
  certificateImage,
  corruptJpeg,
  hugePixelsPng,
  scriptedSvg,
  smallJpeg,
  textImage,
  vinLabelImage,
} from './fixtures';
import { buildLabelledSet } from './labelled-set';

/** Decodes `bytes` in the page and encodes them again as PNG. */
async function asPng(page: Page, bytes: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(async (encoded) => {
    const data = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    const png = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let binary = '';
    for (let at = 0; at < png.length; at += 0x8000)
      binary += String.fromCharCode(...png.subarray(at, at + 0x8000));
    return btoa(binary);
  }, bytes.toString('base64'));
  return Buffer.from(base64, 'base64');
}

const folder = process.argv[2] ?? '/tmp/vin-tin-images';
mkdirSync(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const vin = IMAGE_DEMO_VINS[0];
  const files: Record<string, Buffer> = {
    'label-code39-import.png': await vinLabelImage(page, { vin, symbology: 'code39', importI: true }),
    'label-code128-caption.png': await vinLabelImage(page, { vin, symbology: 'code128', caption: true }),
    'label-datamatrix-rot15.jpg': await vinLabelImage(page, {
      vin,
      symbology: 'datamatrix',
      rotateDeg: 15,
      jpegQuality: 40,
    }),
    'label-qr-blur.png': await vinLabelImage(page, { vin, symbology: 'qr', rotateDeg: 90, blurPx: 1.5 }),
    'label-code39-photo.jpg': await vinLabelImage(page, {
      vin,
      symbology: 'code39',
      importI: true,
      rotateDeg: 7,
      perspective: 0.15,
      shadow: true,
      noise: 10,
      jpegQuality: 50,
      frame: { width: 1200, height: 900 },
    }),
    'text-message.png': await textImage(page, {
      lines: ['Pls verify this supplier:', 'Tax ID 2185736400017, Sahel Haulage Ltd', `VIN ${vin}`],
    }),
    'text-photo.jpg': await textImage(page, {
      lines: [`VIN ${IMAGE_VIN_ONE_CHARACTER_OFF}`, 'Call 0803 412 5876'],
      font: 'Liberation Serif',
      perspective: 0.2,
      noise: 14,
      shadow: true,
      blurPx: 0.8,
      jpegQuality: 45,
    }),
    'certificate.png': await certificateImage(page, { ...IMAGE_CERTIFICATE }),
    'blank.png': await blankImage(page),
    'animated.gif': await animatedGif(page),
    'huge.png': hugePixelsPng(),
    'corrupt.jpeg': corruptJpeg(),
    'small.jpg': smallJpeg(),
    'scripted.svg': scriptedSvg(),
  };
  if (process.argv.includes('--set')) {
    const set = await buildLabelledSet(page);
    for (const entry of set) files[`set/${entry.id}.${entry.type === 'jpeg' ? 'jpg' : 'png'}`] = entry.bytes;
    mkdirSync(join(folder, 'set'), { recursive: true });
    const labels = set.map(({ bytes, ...label }) => ({ ...label, bytes: bytes.length }));
    writeFileSync(join(folder, 'set', 'labels.json'), JSON.stringify(labels, null, 2));
  }
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(join(folder, name), bytes);
    // A PNG copy of every JPEG and GIF (its first frame), for viewers that show PNG only.
    if (/\.(jpg|gif)$/.test(name)) writeFileSync(join(folder, `${name}.view.png`), await asPng(page, bytes));
  }
  console.log(`${Object.keys(files).length} files in ${folder}`);
} finally {
  await browser.close();
}
