/**
 * Store screenshots: turns the screenshots the e2e runs write (test-results/screenshots/, from the
 * Chromium accessibility test and the Firefox page test) into the stores' 1280x800 format, captioned,
 * as opaque 24-bit PNGs (the Chrome Web Store refuses alpha) under store/screenshots/ (gitignored).
 * Run after both e2e suites: `npm test && npm run test:firefox && npm run store:screenshots`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeOpaquePng, pngSize } from './lib/png';
import { escapeXml, render } from './lib/svg';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = join(ROOT, 'test-results/screenshots');
const TARGET = join(ROOT, 'store/screenshots');
const WIDTH = 1280;
const HEIGHT = 800;

/** At most five (the Chrome Web Store's limit), in listing order. */
interface Shot {
  source: string;
  title: string;
  lines: string[];
  /** Columns of the source to keep, in source pixels (pages centred in a wide window). */
  columns?: { x: number; width: number };
}

const SHOTS: Shot[] = [
  {
    source: 'firefox-page-lookup.png',
    title: 'Spot VINs and tax IDs on the sites you choose',
    lines: ['Marked without changing the page; one click looks it up.'],
  },
  {
    source: 'vehicle-report-light.png',
    title: 'Vehicle report',
    lines: [
      'From your own verification API',
      '(IdentityPass, Prembly or your',
      'gateway). Demo data until you',
      'add a key.',
    ],
  },
  {
    source: 'taxpayer-record-light.png',
    title: 'Taxpayer record',
    lines: [
      'Verify Tax IDs, NRS/JRB TINs, CAC',
      'numbers and phone numbers.',
      'Every result says where it',
      'came from.',
    ],
  },
  {
    source: 'sidepanel-history-light.png',
    title: 'History stays with you',
    lines: [
      'Kept in your browser only;',
      'filter it, export CSV or JSON.',
      'Cached answers are never',
      'paid for twice.',
    ],
  },
  {
    source: 'options-light.png',
    columns: { x: 320, width: 640 },
    title: 'Your key, your API',
    lines: ['The key goes only to the API', 'you chose. No telemetry,', 'no analytics.'],
  },
];

const FONT = "font-family='DejaVu Sans'";

function frame(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e8f3f5"/><stop offset="1" stop-color="#cfe5ea"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${inner}</svg>`;
}

/**
 * The screenshot (or the shot's columns of it) scaled to fit a box (never enlarged), cropped from the top when it is very tall
 * (full-page captures of the popup are long), with a border and a soft shadow.
 */
function placeImage(
  png: Buffer,
  shot: Shot,
  box: { x: number; y: number; width: number; height: number },
): string {
  const { width, height } = pngSize(png);
  const { x: sx, width: sw } = shot.columns ?? { x: 0, width };
  // At most twice as tall as wide: the top of a long page says what it is; the rest would be too small.
  const sh = Math.min(height, sw * 2);
  const scale = Math.min(1, box.width / sw, box.height / sh);
  const w = Math.round(sw * scale);
  const h = Math.round(sh * scale);
  const x = Math.round(box.x + (box.width - w) / 2);
  const y = Math.round(box.y + (box.height - h) / 2);
  const data = `data:image/png;base64,${png.toString('base64')}`;
  return `<rect x="${x - 1}" y="${y + 5}" width="${w + 2}" height="${h + 2}" rx="10" fill="#0a3f52" fill-opacity="0.18"/>
    <rect x="${x - 1}" y="${y - 1}" width="${w + 2}" height="${h + 2}" rx="8" fill="#ffffff" stroke="#9fbfc8"/>
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${sx} 0 ${sw} ${sh}">
      <image width="${width}" height="${height}" href="${data}"/>
    </svg>`;
}

function compose(png: Buffer, shot: Shot): Buffer {
  const { height } = pngSize(png);
  const width = shot.columns?.width ?? pngSize(png).width;
  let inner: string;
  if (width > height) {
    // Wide (a web page): caption on top, the page below.
    inner =
      `<text x="64" y="78" ${FONT} font-weight="bold" font-size="36" fill="#0a3f52">${escapeXml(shot.title)}</text>` +
      `<text x="64" y="118" ${FONT} font-size="22" fill="#24515e">${escapeXml(shot.lines.join(' '))}</text>` +
      placeImage(png, shot, { x: 64, y: 150, width: WIDTH - 128, height: HEIGHT - 190 });
  } else {
    // Tall (popup, side panel, options): caption on the left, the surface on the right.
    const lines = shot.lines
      .map(
        (line, index) =>
          `<text x="72" y="${350 + index * 38}" ${FONT} font-size="26" fill="#24515e">${escapeXml(line)}</text>`,
      )
      .join('');
    inner =
      `<text x="72" y="290" ${FONT} font-weight="bold" font-size="40" fill="#0a3f52">${escapeXml(shot.title)}</text>` +
      lines +
      placeImage(png, shot, { x: 620, y: 40, width: 600, height: HEIGHT - 80 });
  }
  const image = render(frame(inner));
  return encodeOpaquePng(image.pixels, image.width, image.height);
}

rmSync(TARGET, { recursive: true, force: true });
mkdirSync(TARGET, { recursive: true });
let written = 0;
for (const shot of SHOTS) {
  const path = join(SOURCE, shot.source);
  if (!existsSync(path)) {
    console.warn(`Missing ${shot.source}: run the e2e tests first (npm test, then npm run test:firefox).`);
    continue;
  }
  written += 1;
  const name = `${String(written).padStart(2, '0')}-${shot.source}`;
  writeFileSync(join(TARGET, name), compose(readFileSync(path), shot));
  console.log(`store/screenshots/${name}`);
}
if (written === 0) {
  console.error('No screenshots found under test-results/screenshots/.');
  process.exit(1);
}
