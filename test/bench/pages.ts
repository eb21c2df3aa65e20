/**
 * Generates the benchmark pages: dealer listings (deep DOM, sparse identifiers), a taxpayer/vehicle
 * registry (flat DOM, one identifier per line) and news articles (no identifiers), each at 100 KB, 1 MB
 * and 5 MB of HTML. Deterministic (seeded), so runs compare.
 *
 * Every block's text is kept while the HTML is written, and the product's own detector runs over it: the
 * expected number of marks is what the scanner should find, by construction, not a guess. Every page
 * ends with one identifier in its footer, the last text in document order: the scanner's off-screen
 * pass goes in document order, so that mark appears when the whole page has been read, which gives
 * even the pages without identifiers an observable end of scan.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectIdentifiers } from '@/utils/detect/index';
import type { DetectionKind } from '@/utils/detect/types';
import { vinCheckDigit } from '@/utils/detect/vin';

/** The detectors a fresh install runs on pages (phone numbers are off by default: detector-kinds.ts). */
export const DEFAULT_KINDS: readonly DetectionKind[] = ['vin', 'tin', 'cac'];

export type PageShape = 'listing' | 'registry' | 'article';

export const PAGE_SHAPES: Record<PageShape, { dom: string; density: string }> = {
  listing: { dom: 'deep (~25 levels)', density: 'sparse (~1 per 10 lines)' },
  registry: { dom: 'flat (3 levels)', density: 'dense (1 per line)' },
  article: { dom: 'medium (~8 levels)', density: 'none (sentinel only)' },
};

export const PAGE_SIZES = [
  { label: '100 KB', bytes: 100_000 },
  { label: '1 MB', bytes: 1_000_000 },
  { label: '5 MB', bytes: 5_000_000 },
] as const;

export type SizeLabel = (typeof PAGE_SIZES)[number]['label'];

export interface BenchPage {
  id: string;
  file: string;
  shape: PageShape;
  size: SizeLabel;
  bytes: number;
  /** Marks the scanner should make (the product's detector over each block's text). */
  expected: number;
  /** Blocks with text: roughly the page's lines. */
  lines: number;
  /** Where an infinite scroll appends (listing pages). */
  listSelector: string;
  /** The value of the last identifier in the page (the footer's), as the scanner lists it. */
  sentinel: string;
  /** Served streamed (serve.ts): flushed in chunks with pauses, so the browser parses and paints it in parts. */
  streamed?: boolean;
}

/** Where the bench's server (serve.ts) sends a page's file streamed. */
export const STREAMED_PREFIX = 'streamed/';

/** The pages also measured streamed: the listings, where the first screen matters most, and the 1 MB register. */
export const STREAMED_PAGE_IDS: readonly string[] = ['listing-100kb', 'listing-1mb', 'registry-1mb'];

/**
 * Each page followed by its streamed variant when it has one (`listing-1mb-streamed`): the same file and
 * expected marks, served as a server that flushes while it renders would (serve.ts).
 */
export function withStreamedVariants(pages: readonly BenchPage[]): BenchPage[] {
  return pages.flatMap((page) =>
    STREAMED_PAGE_IDS.includes(page.id)
      ? [page, { ...page, id: `${page.id}-streamed`, file: `${STREAMED_PREFIX}${page.file}`, streamed: true }]
      : [page],
  );
}

/** mulberry32: small, fast, seeded. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text, or an inline element holding text: `['b', 'Toyota']`. */
type Part = string | [tag: string, text: string, attributes?: string];

/**
 * Writes HTML and remembers the text of every block, as the scanner will read it (inline elements
 * flow into their block's text; every block element starts a new run).
 */
class PageWriter {
  private readonly chunks: string[] = [];
  readonly blockTexts: string[] = [];
  bytes = 0;
  sentinel = '';

  raw(html: string): void {
    this.chunks.push(html);
    this.bytes += Buffer.byteLength(html);
  }

  /** A block element whose own text is `parts`. */
  block(tag: string, className: string, parts: readonly Part[]): void {
    let html = '';
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        html += escape(part);
        text += part;
      } else {
        const [inline, inner, attributes] = part;
        html += `<${inline}${attributes ? ` ${attributes}` : ''}>${escape(inner)}</${inline}>`;
        text += inner;
      }
    }
    this.raw(`<${tag}${className ? ` class="${className}"` : ''}>${html}</${tag}>`);
    this.blockTexts.push(text);
  }

  open(tag: string, className = '', attributes = ''): void {
    this.raw(`<${tag}${className ? ` class="${className}"` : ''}${attributes ? ` ${attributes}` : ''}>`);
  }

  close(tag: string): void {
    this.raw(`</${tag}>`);
  }

  html(): string {
    return this.chunks.join('');
  }
}

// --- realistic values --------------------------------------------------------------------------

const MAKES = [
  ['4T1', 'Toyota', ['Camry', 'Corolla', 'Avalon']],
  ['JTD', 'Toyota', ['Yaris', 'Prius']],
  ['1HG', 'Honda', ['Accord', 'Civic']],
  ['5FN', 'Honda', ['Pilot', 'Odyssey']],
  ['WDD', 'Mercedes-Benz', ['C 300', 'E 350']],
  ['KMH', 'Hyundai', ['Elantra', 'Sonata']],
  ['1FT', 'Ford', ['F-150', 'Ranger']],
  ['JN1', 'Nissan', ['Altima', 'Sentra']],
  ['WBA', 'BMW', ['328i', '530i']],
  ['5YJ', 'Tesla', ['Model 3', 'Model Y']],
] as const;
const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const CITIES = ['Ikeja, Lagos', 'Lekki, Lagos', 'Wuse, Abuja', 'Onitsha, Anambra', 'Port Harcourt, Rivers'];
const SURNAMES = ['Adebayo', 'Okafor', 'Balogun', 'Eze', 'Ibrahim', 'Nwosu', 'Olawale', 'Musa', 'Okoro'];
const TRADES = ['Haulage', 'Motors', 'Autos', 'Logistics', 'Ventures', 'Trading', 'Agro Allied', 'Builders'];
const WORDS = (
  'clean title accident free full option first body low mileage buy and drive leather seats reverse ' +
  'camera thumbstart navigation duty fully paid customs cleared service history available engine and ' +
  'gearbox in perfect condition chilling ac tokunbo foreign used registered inspection welcome price ' +
  'slightly negotiable serious buyers only delivery nationwide financing available through partner banks'
).split(' ');
const NEWS = (
  'the federal government said on tuesday that revenue from the new levy would fund road repairs across ' +
  'the six geopolitical zones while dealers in lagos reported slower sales as the naira weakened against ' +
  'the dollar analysts expect the central bank to hold rates at its next meeting and importers are ' +
  'waiting for clarity on port charges before placing orders for the festive season'
).split(' ');

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function vin(rand: () => number): { vin: string; make: string; model: string; year: number } {
  const [wmi, make, models] = pick(rand, MAKES);
  const chars = (n: number) => Array.from({ length: n }, () => pick(rand, VIN_CHARS)).join('');
  const yearIndex = Math.floor(rand() * 12); // model year codes A-M: 2010-2021
  const draft = `${wmi}${chars(5)}0${YEAR_CODES[yearIndex]}${pick(rand, VIN_CHARS)}${String(
    100000 + Math.floor(rand() * 900000),
  )}`;
  const value = draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
  return { vin: value, make, model: pick(rand, models), year: 2010 + yearIndex };
}

/** An FIRS TIN: 8 digits that are not a date, then 4. */
function firsTin(rand: () => number): string {
  // Leading 1, years 1000-1899: never a compact date, which the detector leaves out.
  const head = String(10_000_000 + Math.floor(rand() * 9_000_000));
  return `${head}-${String(Math.floor(rand() * 10_000)).padStart(4, '0')}`;
}

function rcNumber(rand: () => number): string {
  return `RC ${100_000 + Math.floor(rand() * 1_800_000)}`;
}

function company(rand: () => number): string {
  return `${pick(rand, SURNAMES)} ${pick(rand, TRADES)} ${rand() < 0.5 ? 'Ltd' : 'Nigeria Limited'}`;
}

function naira(rand: () => number, min: number, max: number): string {
  return `₦ ${Math.round((min + rand() * (max - min)) / 1000) * 1000}`.replace(/\B(?=(\d{3})+$)/g, ',');
}

function sentence(rand: () => number, words: readonly string[], length: number): string {
  const chosen = Array.from({ length }, () => pick(rand, words)).join(' ');
  return chosen.charAt(0).toUpperCase() + chosen.slice(1) + '.';
}

// --- page shapes -------------------------------------------------------------------------------

const STYLE =
  'body{font:14px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:0 16px}' +
  '.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.card{border:1px solid #ddd;padding:8px}' +
  '.specs div{display:flex;gap:6px}.mono{font-family:monospace}p{margin:2px 0}';

function head(w: PageWriter, title: string): void {
  w.raw(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
      `<style>${STYLE}</style></head><body>`,
  );
}

function footer(w: PageWriter, rand: () => number): void {
  w.open('footer', 'site-footer');
  w.block('p', 'legal', ['© 2025 Demo Marketplace. All rights reserved.']);
  // The sentinel: the last text of the page (see the header comment).
  w.sentinel = vin(rand).vin;
  w.block('p', 'sentinel', ['Page reference vehicle ', ['span', w.sentinel, 'class="mono"']]);
  w.close('footer');
  w.raw('</body></html>');
}

/** One dealer listing card, about 1.2 KB and 14 blocks, nested about 12 levels inside the card. */
function listingCard(w: PageWriter, rand: () => number, index: number): void {
  const car = vin(rand);
  w.open('div', 'grid__cell');
  w.open('article', 'card', `data-id="${index}"`);
  w.open('div', 'card__frame');
  w.open('div', 'card__inner');
  w.open('div', 'card__media');
  w.block('div', 'card__badge', [['span', rand() < 0.5 ? 'Foreign used' : 'Nigerian used']]);
  w.close('div');
  w.open('div', 'card__body');
  w.open('div', 'card__head');
  w.block('h3', 'card__title', [['a', `${car.year} ${car.make} ${car.model}`, `href="#car-${index}"`]]);
  w.block('div', 'card__price', [['span', naira(rand, 3_000_000, 45_000_000), 'class="amount"']]);
  w.close('div');
  w.open('div', 'card__section');
  w.open('ul', 'facts');
  w.block('li', '', [['span', `${Math.floor(rand() * 180_000)} km`]]);
  w.block('li', '', [rand() < 0.8 ? 'Automatic' : 'Manual']);
  w.block('li', '', [rand() < 0.9 ? 'Petrol' : 'Diesel']);
  w.block('li', '', [pick(rand, CITIES)]);
  w.close('ul');
  w.close('div');
  w.open('div', 'card__section');
  w.block('p', 'card__desc', [sentence(rand, WORDS, 14), ' ', ['em', sentence(rand, WORDS, 6)]]);
  w.close('div');
  w.open('div', 'card__section');
  w.open('dl', 'specs');
  const spec = (name: string, value: Part) => {
    w.open('div', 'spec');
    w.block('dt', '', [name]);
    w.block('dd', '', [value]);
    w.close('div');
  };
  spec('VIN', ['span', car.vin, 'class="mono"']);
  spec('Engine', `${(1.4 + rand() * 3).toFixed(1)} L`);
  spec('Colour', pick(rand, ['Black', 'Silver', 'White', 'Grey', 'Blue']));
  w.close('dl');
  w.close('div');
  w.open('div', 'card__footer');
  w.open('div', 'dealer');
  w.block('div', 'dealer__name', [['strong', company(rand)]]);
  // Every fourth dealer shows its registration and tax numbers.
  if (index % 4 === 0) w.block('div', 'dealer__meta', [rcNumber(rand), ' · TIN ', firsTin(rand)]);
  else w.block('div', 'dealer__meta', [`Member since ${2005 + Math.floor(rand() * 19)}`]);
  for (const tag of ['div', 'div', 'div', 'div', 'div', 'article', 'div']) w.close(tag);
}

function listingPage(target: number, seed: number): PageWriter {
  const rand = random(seed);
  const w = new PageWriter();
  head(w, 'Cars for sale in Lagos');
  // Page chrome nests the list deep, as app frameworks do.
  const wrappers = ['app', 'app__shell', 'layout', 'layout__row', 'layout__main', 'content', 'results'];
  for (const name of wrappers) w.open('div', name);
  w.block('h1', '', ['Cars for sale']);
  w.open('div', 'results__inner');
  w.open('div', 'grid', 'id="list"');
  for (let index = 0; w.bytes < target - 600; index++) listingCard(w, rand, index);
  w.close('div');
  w.close('div');
  for (let i = 0; i < wrappers.length; i++) w.close('div');
  footer(w, rand);
  return w;
}

function registryPage(target: number, seed: number): PageWriter {
  const rand = random(seed);
  const w = new PageWriter();
  head(w, 'Register of vehicles and taxpayers');
  w.open('main', '', 'id="list"');
  for (let line = 0; w.bytes < target - 600; line++) {
    const kind = line % 3;
    if (kind === 0) {
      const car = vin(rand);
      w.block('p', '', [`Vehicle ${car.vin} · ${car.year} ${car.make} ${car.model} · ${pick(rand, CITIES)}`]);
    } else if (kind === 1) {
      w.block('p', '', [`${company(rand)} · TIN ${firsTin(rand)} · ${pick(rand, CITIES)}`]);
    } else {
      w.block('p', '', [`${company(rand)} · ${rcNumber(rand)} · registered ${1990 + (line % 35)}`]);
    }
  }
  w.close('main');
  footer(w, rand);
  return w;
}

function articlePage(target: number, seed: number): PageWriter {
  const rand = random(seed);
  const w = new PageWriter();
  head(w, 'Motoring news');
  w.open('div', 'site');
  w.open('div', 'site__main');
  w.open('main', '', 'id="list"');
  for (let story = 0; w.bytes < target - 600; story++) {
    w.open('article', 'story');
    w.open('header');
    w.block('h2', '', [['a', sentence(rand, NEWS, 8), `href="#story-${story}"`]]);
    w.block('p', 'byline', [`By ${pick(rand, SURNAMES)} · ${1 + (story % 28)} March 2025 · 4 min read`]);
    w.close('header');
    w.open('section', 'story__body');
    for (let paragraph = 0; paragraph < 4; paragraph++) {
      // Numbers a scanner must not take for identifiers: prices, years, order and phone-like numbers.
      w.block('p', '', [
        sentence(rand, NEWS, 18),
        ' Prices rose to ',
        ['strong', naira(rand, 2_000_000, 60_000_000)],
        ` from ${2015 + (paragraph % 9)}, order ORD-${(story * 7919) % 100000}. `,
        ['em', sentence(rand, NEWS, 9)],
      ]);
    }
    w.close('section');
    w.close('article');
  }
  w.close('main');
  w.close('div');
  w.close('div');
  footer(w, rand);
  return w;
}

const GENERATORS: Record<PageShape, (target: number, seed: number) => PageWriter> = {
  listing: listingPage,
  registry: registryPage,
  article: articlePage,
};

function expectedMarks(blockTexts: readonly string[]): number {
  let total = 0;
  for (const text of blockTexts) total += detectIdentifiers(text, { kinds: DEFAULT_KINDS }).length;
  return total;
}

/** Writes every page into `dir`; returns what the benchmark needs to know about each. */
export function writePages(dir: string, sizes: readonly SizeLabel[] = PAGE_SIZES.map((s) => s.label)) {
  mkdirSync(dir, { recursive: true });
  const pages: BenchPage[] = [];
  for (const size of PAGE_SIZES) {
    if (!sizes.includes(size.label)) continue;
    for (const shape of Object.keys(GENERATORS) as PageShape[]) {
      const w = GENERATORS[shape](size.bytes, size.bytes + shape.length);
      const id = `${shape}-${size.label.replace(' ', '').toLowerCase()}`;
      const file = `${id}.html`;
      const html = w.html();
      writeFileSync(join(dir, file), html);
      pages.push({
        id,
        file,
        shape,
        size: size.label,
        bytes: Buffer.byteLength(html),
        expected: expectedMarks(w.blockTexts),
        lines: w.blockTexts.length,
        listSelector: '#list',
        sentinel: w.sentinel,
      });
    }
  }
  return pages;
}

/**
 * Listing cards for an infinite scroll: `batches` strings of `perBatch` cards each, with the marks each
 * batch adds. Seeded apart from the pages, so the VINs are new.
 */
export function scrollBatches(batches: number, perBatch: number, seed = 4242) {
  const rand = random(seed);
  const out: { html: string; added: number }[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const w = new PageWriter();
    for (let card = 0; card < perBatch; card++) listingCard(w, rand, 100_000 + batch * perBatch + card);
    out.push({ html: w.html(), added: expectedMarks(w.blockTexts) });
  }
  return out;
}
