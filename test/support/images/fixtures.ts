/**
 * Test pictures for the image reader (issue 41), made at run time as real PNG/JPEG/GIF bytes, the same on every
 * run. Barcodes come from bwip-js (the symbols as PNG, in Node); everything else is drawn in the canvas of a
 * Playwright page (`page`: any page, about:blank will do), with Debian's fonts: DejaVu Sans/Serif/Sans Mono,
 * Liberation Sans/Serif/Mono.
 *
 * - `vinLabelImage(page, {vin, symbology, importI?, rotateDeg?, blurPx?, scale?, jpegQuality?, caption?, ...})`:
 *   a door-jamb style label with the VIN as a Code 39 (with the import "I" in front when `importI`), Code 128,
 *   Data Matrix or QR symbol. No printed VIN unless `caption`, so a test of the barcode reader cannot pass on OCR.
 * - `textImage(page, {lines, font?, sizePx?, widthPx?, perspective?, noise?, shadow?, blurPx?, jpegQuality?})`: a
 *   screenshot of printed lines, or, with the photo effects, a photo of them.
 * - `certificateImage(page, {companyName, rc, taxId})`: a CAC-certificate-like card: "RC 1456032", "Tax ID
 *   1049382700013" and the company's name.
 * - `blankImage(page)`: a photo-like picture with words but no identifier.
 * - `animatedGif(page)`: two frames, the first printing `VIN <IMAGE_GIF_VIN>`, the second blank.
 * - From ./bad-files: `hugePixelsPng()`, `corruptJpeg()`, `scriptedSvg()`, `fiftyMegabyteFile()`.
 * - Identifiers worth printing: `IMAGE_DEMO_VINS` (demo records, so a lookup gets a named answer), and
 *   `IMAGE_VIN_ONE_CHARACTER_OFF` (a demo VIN printed with one wrong character: its check digit fails).
 *
 * Every function also takes the photo effects of ./render-in-page (`PhotoEffects`: rotateDeg, scale,
 * perspective, shadow, blurPx, noise, jpegQuality, frame, seed). View them with
 * `npx tsx test/support/images/write-samples.ts /tmp/imgs`.
 */
import type { Page } from '@playwright/test';
import { toBuffer } from 'bwip-js/node';
import { pngSize } from '../../../scripts/lib/png';
import { encodeAnimatedGif } from './gif';
import {
  measureTexts,
  renderScene,
  renderSceneGrey,
  type PhotoEffects,
  type SceneItem,
} from './render-in-page';

export { corruptJpeg, fiftyMegabyteFile, hugePixelsPng, scriptedSvg, smallJpeg } from './bad-files';
export { FIFTY_MEGABYTES, HUGE_PNG_SIDE } from './bad-files';
export type { PhotoEffects } from './render-in-page';

/** The demo vehicles (utils/demo/vehicles.ts): check digits hold, and the mock API answers them by name. */
export const IMAGE_DEMO_VINS = [
  '4T1BF1FK5DU276514',
  '2T1BR32E38C870321',
  '1HGCP2F31CA094217',
  '1FTEW1EFXGFB38417',
] as const;

/**
 * 4T1BF1FK5DU276514 printed with a G for its 14th character (6): what an OCR misreading looks like. Its check
 * digit fails; the true VIN is one character away.
 */
export const IMAGE_VIN_ONE_CHARACTER_OFF = '4T1BF1FK5DU27G514';
export const IMAGE_VIN_ONE_CHARACTER_OFF_TRUE = '4T1BF1FK5DU276514';

/** The certificate's defaults: the demo Business Tax record of ADEWALE AUTOS NIGERIA LIMITED. */
export const IMAGE_CERTIFICATE = {
  companyName: 'ADEWALE AUTOS NIGERIA LIMITED',
  rc: 'RC1456032',
  taxId: '1049382700013',
} as const;

/** The VIN the animated GIF's first frame prints. */
export const IMAGE_GIF_VIN = '1HGCP2F31CA094217';

export type VinSymbology = 'code39' | 'code128' | 'datamatrix' | 'qr';

export interface VinLabelOptions extends PhotoEffects {
  vin: string;
  symbology: VinSymbology;
  /** Code 39 only: the leading "I" that marks an imported vehicle (the symbol then holds 18 characters). */
  importI?: boolean;
  /** Print "VIN <vin>" under the symbol, as real labels do (off by default: see the file's comment). */
  caption?: boolean;
  /** Pixels per module (bar or cell); 2 for linear symbols and 4 for 2D ones by default. */
  moduleScale?: number;
}

/** The symbol's text exactly as encoded: the import "I" in front of a Code 39 VIN when asked. */
export function vinSymbolText(options: Pick<VinLabelOptions, 'vin' | 'symbology' | 'importI'>): string {
  return options.symbology === 'code39' && options.importI ? `I${options.vin}` : options.vin;
}

/** The bare symbol as a PNG, quiet zone included. */
export async function vinSymbolPng(
  options: Pick<VinLabelOptions, 'vin' | 'symbology' | 'importI' | 'moduleScale'>,
): Promise<{ png: Buffer; width: number; height: number }> {
  const text = vinSymbolText(options);
  const linear = options.symbology === 'code39' || options.symbology === 'code128';
  const scale = options.moduleScale ?? (linear ? 2 : 4);
  const bcid = { code39: 'code39', code128: 'code128', datamatrix: 'datamatrix', qr: 'qrcode' }[
    options.symbology
  ];
  const png = await toBuffer({
    bcid,
    text,
    scale,
    ...(linear ? { height: 12 } : {}),
    ...(options.symbology === 'qr' ? { eclevel: 'M' } : {}),
    paddingwidth: linear ? 10 : 4,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  return { png, ...pngSize(png) };
}

const LABEL_FONT = '"DejaVu Sans"';

/** A door-jamb style label: maker's lines, the symbol, an optional caption; then the photo effects. */
export async function vinLabelImage(page: Page, options: VinLabelOptions): Promise<Buffer> {
  const { vin, symbology, importI, caption, moduleScale, ...effects } = options;
  const symbol = await vinSymbolPng({ vin, symbology, importI, moduleScale });
  const pad = 24;
  const width = Math.max(symbol.width, 380) + pad * 2;
  const items: SceneItem[] = [
    { type: 'rect', x: 3, y: 3, width: width - 6, height: 0, stroke: '#222', lineWidth: 3 },
    { type: 'text', text: 'MANUFACTURED BY ASSEMBLY PLANT', x: pad, y: 40, font: `bold 17px ${LABEL_FONT}` },
    { type: 'text', text: 'GVWR 2250 KG   GAWR FRONT 1150 KG', x: pad, y: 66, font: `14px ${LABEL_FONT}` },
    {
      type: 'text',
      text: 'THIS VEHICLE CONFORMS TO ALL APPLICABLE STANDARDS',
      x: pad,
      y: 88,
      font: `12px ${LABEL_FONT}`,
    },
    {
      type: 'png',
      base64: symbol.png.toString('base64'),
      x: Math.round((width - symbol.width) / 2),
      y: 104,
      width: symbol.width,
      height: symbol.height,
    },
  ];
  let height = 104 + symbol.height + pad;
  if (caption) {
    items.push({
      type: 'text',
      text: `VIN ${vin}`,
      x: width / 2,
      y: height + 10,
      font: `bold 22px "DejaVu Sans Mono"`,
      align: 'center',
    });
    height += 44;
  }
  // The frame's border, now that the height is known.
  items[0] = { type: 'rect', x: 3, y: 3, width: width - 6, height: height - 6, stroke: '#222', lineWidth: 3 };
  return renderScene(page, { width, height, background: '#fdfdfb', items, effects });
}

export interface TextImageOptions extends PhotoEffects {
  lines: string[];
  /** A font family installed on the machine; DejaVu Sans by default. */
  font?: string;
  sizePx?: number;
  /** The picture's width; the longest line plus margins by default. */
  widthPx?: number;
  /** The picture's height (a page); the lines plus margins by default. */
  heightPx?: number;
  bold?: boolean;
  background?: string;
  color?: string;
}

/** Printed lines: a screenshot by default; a photo of a page with perspective, noise, shadow or blur. */
export async function textImage(page: Page, options: TextImageOptions): Promise<Buffer> {
  const { lines, font, sizePx, widthPx, heightPx, bold, background, color, ...effects } = options;
  const size = sizePx ?? 28;
  const css = `${bold ? 'bold ' : ''}${size}px "${font ?? 'DejaVu Sans'}"`;
  const widths = await measureTexts(page, css, lines);
  const pad = Math.round(size * 0.9);
  const lineHeight = Math.round(size * 1.5);
  const width = widthPx ?? Math.max(...widths, 1) + pad * 2;
  const height = heightPx ?? pad * 2 + lineHeight * lines.length;
  const items: SceneItem[] = lines.map((text, index) => ({
    type: 'text',
    text,
    x: pad,
    y: pad + Math.round(size * 1.05) + index * lineHeight,
    font: css,
    color: color ?? '#151515',
  }));
  return renderScene(page, { width, height, background: background ?? '#ffffff', items, effects });
}

export interface CertificateOptions extends PhotoEffects {
  companyName: string;
  /** "RC1456032" or "RC 1456032": printed as "RC 1456032". */
  rc: string;
  taxId: string;
}

/** The certificate's lines, top to bottom, with the font each is printed in. */
function certificateLayout(
  options: Pick<CertificateOptions, 'companyName' | 'rc' | 'taxId'>,
): [string, string][] {
  const serif = '"DejaVu Serif"';
  const rcPrinted = options.rc.replace(/^(RC|BN)\s*/i, (prefix) => `${prefix.trim().toUpperCase()} `);
  return [
    ['FEDERAL REPUBLIC OF NIGERIA', `bold 22px ${serif}`],
    ['CORPORATE AFFAIRS COMMISSION', `bold 32px ${serif}`],
    ['CERTIFICATE OF INCORPORATION', `26px ${serif}`],
    ['I hereby certify that', `italic 21px ${serif}`],
    [options.companyName, `bold 30px ${serif}`],
    ['is this day incorporated under the Companies and Allied Matters Act', `19px ${serif}`],
    [rcPrinted, `bold 28px "DejaVu Sans"`],
    [`Tax ID ${options.taxId}`, `bold 28px "DejaVu Sans"`],
    ['Given under my hand at Abuja', `italic 19px ${serif}`],
    ['Registrar-General', `19px ${serif}`],
  ];
}

/** What the certificate prints, line by line (for its labels). */
export function certificateLines(
  options: Pick<CertificateOptions, 'companyName' | 'rc' | 'taxId'>,
): string[] {
  return certificateLayout(options).map(([text]) => text);
}

const CERTIFICATE_BASELINES = [86, 130, 182, 240, 296, 346, 420, 470, 560, 620];

/** A CAC-certificate-like card: the heading, the company's name, its RC number and its Tax ID. */
export async function certificateImage(page: Page, options: CertificateOptions): Promise<Buffer> {
  const { companyName, rc, taxId, ...effects } = options;
  const width = 1000;
  const height = 700;
  const items: SceneItem[] = [
    { type: 'rect', x: 14, y: 14, width: width - 28, height: height - 28, stroke: '#2f5d3a', lineWidth: 6 },
    { type: 'rect', x: 26, y: 26, width: width - 52, height: height - 52, stroke: '#2f5d3a', lineWidth: 2 },
    ...certificateLayout({ companyName, rc, taxId }).map(([text, font], index): SceneItem => ({
      type: 'text',
      text,
      x: width / 2,
      y: CERTIFICATE_BASELINES[index]!,
      font,
      align: 'center',
      color: '#1d2a22',
    })),
  ];
  return renderScene(page, { width, height, background: '#fbf8ef', items, effects });
}

/** A photo-like picture with a few words and shapes and no identifier at all. */
export async function blankImage(page: Page, effects: PhotoEffects = {}): Promise<Buffer> {
  return renderScene(page, {
    width: 800,
    height: 600,
    background: '#c9d6df',
    items: [
      { type: 'rect', x: 0, y: 380, width: 800, height: 220, fill: '#7d8f69' },
      { type: 'rect', x: 520, y: 90, width: 120, height: 120, fill: '#f4d35e' },
      { type: 'rect', x: 80, y: 250, width: 300, height: 160, fill: '#e8e8e8', stroke: '#555', lineWidth: 4 },
      {
        type: 'text',
        text: 'Have a safe trip',
        x: 230,
        y: 340,
        font: 'bold 34px "DejaVu Sans"',
        align: 'center',
      },
    ],
    effects,
  });
}

/** An animated GIF: the first frame prints "VIN <IMAGE_GIF_VIN>", the second is blank, looping. */
export async function animatedGif(page: Page): Promise<Buffer> {
  const scene = (text: string) => ({
    width: 520,
    height: 90,
    background: '#ffffff',
    items: [{ type: 'text' as const, text, x: 20, y: 58, font: 'bold 30px "DejaVu Sans Mono"' }],
  });
  const first = await renderSceneGrey(page, scene(`VIN ${IMAGE_GIF_VIN}`));
  const second = await renderSceneGrey(page, scene(''));
  return encodeAnimatedGif([first, second], 60);
}
