/**
 * Renders the extension's icons (public/icon/<size>.png, picked up by WXT for the manifest) and the
 * Chrome Web Store's small promo tile (store/promo-440x280.png) from the SVG sources in scripts/icon/.
 * The PNGs are committed; run `npm run icons` after changing an SVG.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeOpaquePng } from './lib/png';
import { escapeXml, render, svgBody } from './lib/svg';

const ROOT = resolve(import.meta.dirname, '..');
const mark = readFileSync(join(ROOT, 'scripts/icon/icon.svg'), 'utf8');
const smallMark = readFileSync(join(ROOT, 'scripts/icon/icon-small.svg'), 'utf8');

/**
 * Size → transparent margin per side. Toolbar sizes use (almost) the whole square; the 128 px icon
 * follows the Chrome Web Store's guidance of 96 px of artwork inside 16 px of transparent padding.
 */
export const ICON_SIZES: Record<number, { margin: number; small: boolean }> = {
  16: { margin: 0, small: true },
  32: { margin: 1, small: true },
  48: { margin: 2, small: false },
  96: { margin: 4, small: false },
  128: { margin: 16, small: false },
};

function placed(source: string, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 128 128">${svgBody(source)}</svg>`;
}

function icon(size: number): Uint8Array {
  const { margin, small } = ICON_SIZES[size]!;
  const inner = size - 2 * margin;
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      placed(small ? smallMark : mark, margin, margin, inner) +
      `</svg>`,
  ).png;
}

function promoTile(): Buffer {
  const width = 440;
  const height = 280;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0d5466"/><stop offset="1" stop-color="#082f3d"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${placed(mark, 32, 76, 128)}
    <text x="184" y="128" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#ffffff">${escapeXml('VIN & TIN')}</text>
    <text x="184" y="164" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#ffffff">Lookup</text>
    <text x="184" y="196" font-family="DejaVu Sans" font-size="14" fill="#cfe9ee">Verify vehicles and taxpayers</text>
    <text x="184" y="216" font-family="DejaVu Sans" font-size="14" fill="#cfe9ee">from any page, with your own API</text>
  </svg>`;
  const image = render(svg);
  return encodeOpaquePng(image.pixels, image.width, image.height);
}

mkdirSync(join(ROOT, 'public/icon'), { recursive: true });
for (const size of Object.keys(ICON_SIZES).map(Number)) {
  writeFileSync(join(ROOT, `public/icon/${size}.png`), icon(size));
}
mkdirSync(join(ROOT, 'store'), { recursive: true });
writeFileSync(join(ROOT, 'store/promo-440x280.png'), promoTile());
console.log(`Wrote public/icon/{${Object.keys(ICON_SIZES).join(',')}}.png and store/promo-440x280.png`);
