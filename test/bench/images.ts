/**
 * The image reader's figures (issue 41), measured the way a person meets them: each picture of the labelled set
 * (test/support/images/labelled-set.ts) is picked in the PDF viewer's **Open a file** (an extension page of the
 * built package, so the packaged zxing wasm, tesseract worker, core and English data are what runs), and what the
 * region **Read from the image** lists is compared with the picture's truth. Nothing in the product is opened up
 * for the bench: it reads the same rows a person sees.
 *
 * Figures: the share of barcode labels read (target >= 95 %) and wrong "read" rows (target 0: a misreading may
 * only show as doubtful); exact text readings per condition, wrong "read" rows (target 0); times from the pick,
 * timed in the page on one clock: to the first barcode row of a 12 MP photo (<= 1 s), to the end of reading a
 * cropped line (<= 3 s) and an A4 page at 150 dpi (<= 15 s); and the package zipped, before and after.
 *
 * Part of `npm run bench`; BENCH_ONLY=images runs it alone. BENCH_IMAGES=barcode|text: one group only;
 * BENCH_SMOKE=1: one picture per condition.
 * BENCH_IMAGES_FULL=1: let the text reader run on barcode labels too (by default Cancel is pressed once the
 * barcodes are listed, as a person would, so the set takes minutes, not a quarter of an hour).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchWithExtension } from '@/test/support/chromium';
import {
  A4_PAGE_ID,
  TWELVE_MP_PHOTO_ID,
  labelledSetSpecs,
  type ImageTruth,
  type LabelledImage,
  type LabelledImageSpec,
} from '@/test/support/images/labelled-set';
import { BENCH_BUILD_DIR, buildBench } from './granted-build';
import { NAME_SHIM } from './in-page';
import { median, type Target } from './report';
import { measurePackage } from './viewer';

/** The Chrome package zipped (deflate 9) before issue 41, at commit bd1dc07 (measured with `measurePackage`). */
export const PACKAGE_BEFORE_ISSUE_41 = { bytes: 2_468_073, commit: 'bd1dc07' };

/** A row of **Read from the image**, as shown. */
export interface ShownRow {
  kind: string;
  value: string;
  status: 'read' | 'doubtful';
  source: 'barcode' | 'text';
}

/** One picture read in the viewer. */
export interface ImageRun {
  id: string;
  group: LabelledImageSpec['group'];
  condition: string;
  about: string;
  bytes: number;
  /** Pick to the first barcode row (absent when none showed). */
  firstBarcodeMs?: number;
  /** Pick to reading stopped (text included, unless cancelled after the barcodes). */
  doneMs: number;
  cancelledAfterBarcodes: boolean;
  rows: ShownRow[];
  failure?: string;
  timedOut: boolean;
}

export interface ImageJudgement {
  /** Truths shown with their exact value (any status). */
  exact: number;
  /** Truths shown exactly and with the status the rule must give (`either` takes both). */
  asRuled: number;
  truths: number;
  /** Rows shown `read` that are no truth of the picture, or whose truth must be doubtful. */
  wrongReads: ShownRow[];
  /** Rows shown `doubtful` that are no truth of the picture: a misreading, honestly flagged. */
  doubtfulMisreads: ShownRow[];
  missed: ImageTruth[];
}

const READ_TIMEOUT_MS = 120_000;

/** Compares what the viewer showed with the picture's truth. */
export function judgeImage(truth: readonly ImageTruth[], rows: readonly ShownRow[]): ImageJudgement {
  const byValue = new Map(truth.map((item) => [item.value, item]));
  const judgement: ImageJudgement = {
    exact: 0,
    asRuled: 0,
    truths: truth.length,
    wrongReads: [],
    doubtfulMisreads: [],
    missed: [],
  };
  for (const item of truth) {
    const row = rows.find((shown) => shown.value === item.value);
    if (!row) {
      judgement.missed.push(item);
      continue;
    }
    judgement.exact++;
    if (item.status === 'either' || item.status === row.status) judgement.asRuled++;
  }
  for (const row of rows) {
    const known = byValue.get(row.value);
    if (row.status === 'read' && (!known || known.status === 'doubtful')) judgement.wrongReads.push(row);
    if (row.status === 'doubtful' && !known) judgement.doubtfulMisreads.push(row);
  }
  return judgement;
}

/**
 * Runs in the viewer before a pick: resolves once reading has stopped, with the times from the pick (the
 * input's `change`) and the rows shown. Everything it needs is inside it (Playwright sends its source).
 */
function watchReading({
  cancelAfterBarcodes,
  timeoutMs,
}: {
  cancelAfterBarcodes: boolean;
  timeoutMs: number;
}): Promise<{
  firstBarcodeMs?: number;
  doneMs: number;
  cancelled: boolean;
  rows: ShownRow[];
  failure?: string;
  timedOut: boolean;
}> {
  return new Promise((resolve) => {
    const now = () => performance.timeOrigin + performance.now();
    let picked = 0;
    let progressSeen = false;
    let firstBarcode = 0;
    let cancelled = false;
    const progress = () => document.querySelector('[role="progressbar"]');
    const rowElements = () => [...document.querySelectorAll<HTMLElement>('.image-found__row')];
    const fromBarcode = (row: HTMLElement) => /from a barcode/.test(row.textContent ?? '');
    const finish = (timedOut: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      const rows = rowElements().map((row) => ({
        kind: row.querySelector('.chip')?.textContent?.trim() ?? '',
        value: (row.querySelector('.image-found__value')?.textContent ?? '').replace(/\s+/g, ''),
        status: (row.dataset.status === 'read' ? 'read' : 'doubtful') as 'read' | 'doubtful',
        source: (fromBarcode(row) ? 'barcode' : 'text') as 'barcode' | 'text',
      }));
      const failure = document.querySelector('.image-failure[role="alert"]')?.textContent ?? undefined;
      resolve({
        firstBarcodeMs: firstBarcode ? firstBarcode - picked : undefined,
        doneMs: now() - picked,
        cancelled,
        rows,
        failure,
        timedOut,
      });
    };
    // Rows count only once this picture's reading has begun (its progress bar shown): until then the rows
    // on the page are the previous picture's.
    const check = () => {
      if (!picked) return;
      const reading = progress() !== null;
      progressSeen ||= reading;
      if (!progressSeen) return;
      if (!firstBarcode && rowElements().some(fromBarcode)) {
        firstBarcode = now();
        if (cancelAfterBarcodes && reading) {
          const cancel = [...document.querySelectorAll('button')].find(
            (button) => button.textContent === 'Cancel',
          );
          if (cancel) {
            cancelled = true;
            cancel.click();
          }
        }
      }
      if (!reading) finish(false);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    document.addEventListener(
      'change',
      () => {
        picked = now();
        check();
      },
      { capture: true, once: true },
    );
    const timer = setTimeout(() => finish(true), timeoutMs);
  });
}

/** Picks `image` in the viewer's **Open a file** and waits for its reading to stop. */
async function readInViewer(
  viewer: Page,
  image: LabelledImage,
  cancelAfterBarcodes: boolean,
): Promise<ImageRun> {
  const watch = viewer.evaluate(watchReading, { cancelAfterBarcodes, timeoutMs: READ_TIMEOUT_MS });
  // The watcher is in place once evaluate has run its synchronous part; a round trip makes sure of it.
  await viewer.evaluate(() => true);
  await viewer.getByLabel('Open a file').setInputFiles({
    name: `${image.id}.${image.type === 'jpeg' ? 'jpg' : 'png'}`,
    mimeType: image.type === 'jpeg' ? 'image/jpeg' : 'image/png',
    buffer: image.bytes,
  });
  const seen = await watch;
  return {
    id: image.id,
    group: image.group,
    condition: image.condition,
    about: image.about,
    bytes: image.bytes.length,
    firstBarcodeMs: seen.firstBarcodeMs,
    doneMs: seen.doneMs,
    cancelledAfterBarcodes: seen.cancelled,
    rows: seen.rows,
    failure: seen.failure,
    timedOut: seen.timedOut,
  };
}

export interface ImagesFigures {
  runs: (ImageRun & { judgement: ImageJudgement; truth: ImageTruth[] })[];
  /** Extra reads of the 12 MP photo, for a median. */
  twelveMpFirstBarcodeMs: number[];
  /** The first reading with text of the session: the tesseract worker, core and English data loaded first. */
  firstTextMs?: number;
  zip: {
    beforeBytes: number;
    beforeCommit: string;
    afterBytes: number;
    zxingBytes: number;
    tesseractBytes: number;
  };
  buildSetMs: number;
}

/** The zipped size of the files under `dir` of the build (0 when absent). */
function zippedUnder(buildDir: string, dir: string): number {
  const root = join(buildDir, dir);
  try {
    if (!statSync(root).isDirectory()) return 0;
  } catch {
    return 0;
  }
  return readdirSync(root).length ? measurePackage(root).chromeBytes : 0;
}

export async function measureImages(
  context: BrowserContext,
  extensionId: string,
  buildDir: string,
  log: (message: string) => void,
): Promise<ImagesFigures> {
  const group = process.env.BENCH_IMAGES;
  const cancelAfterBarcodes = process.env.BENCH_IMAGES_FULL !== '1';
  const drawing = await context.newPage();
  const startedAt = performance.now();
  log('drawing the labelled set');
  // BENCH_SMOKE=1: one picture per group and condition, to check the harness.
  const smoke = process.env.BENCH_SMOKE === '1';
  const seen = new Set<string>();
  const specs = labelledSetSpecs().filter((spec) => {
    const key = `${spec.group} ${spec.condition}`;
    if ((group && spec.group !== group) || (smoke && seen.has(key))) return false;
    seen.add(key);
    return true;
  });
  const images: LabelledImage[] = [];
  for (const { render, ...label } of specs) images.push({ ...label, bytes: await render(drawing) });
  await drawing.close();
  const buildSetMs = performance.now() - startedAt;
  log(`${images.length} images drawn in ${(buildSetMs / 1000).toFixed(0)} s; reading them in the viewer`);

  const viewer = await context.newPage();
  await viewer.goto(`chrome-extension://${extensionId}/viewer.html`);
  await viewer.getByLabel('Open a file').waitFor({ state: 'attached' });
  const figures: ImagesFigures = {
    runs: [],
    twelveMpFirstBarcodeMs: [],
    zip: {
      beforeBytes: PACKAGE_BEFORE_ISSUE_41.bytes,
      beforeCommit: PACKAGE_BEFORE_ISSUE_41.commit,
      afterBytes: measurePackage(buildDir).chromeBytes,
      zxingBytes: zippedUnder(buildDir, 'zxing'),
      tesseractBytes: zippedUnder(buildDir, 'tesseract'),
    },
    buildSetMs,
  };
  for (const [index, image] of images.entries()) {
    const run = await readInViewer(viewer, image, cancelAfterBarcodes && image.group === 'barcode');
    const judgement = judgeImage(image.truth, run.rows);
    figures.runs.push({ ...run, judgement, truth: image.truth });
    if (!run.cancelledAfterBarcodes && figures.firstTextMs === undefined) figures.firstTextMs = run.doneMs;
    const mark = judgement.wrongReads.length ? 'WRONG READ' : judgement.missed.length ? 'missed' : 'ok';
    log(
      `${String(index + 1).padStart(3)}/${images.length} ${image.id}: ${mark}, ` +
        `${(run.firstBarcodeMs ?? run.doneMs).toFixed(0)} ms${run.timedOut ? ' (timed out)' : ''}`,
    );
  }
  const photo = images.find((image) => image.id === TWELVE_MP_PHOTO_ID);
  for (let rep = 0; photo && rep < 2; rep++) {
    const run = await readInViewer(viewer, photo, true);
    if (run.firstBarcodeMs !== undefined) figures.twelveMpFirstBarcodeMs.push(run.firstBarcodeMs);
  }
  const first = figures.runs.find((run) => run.id === TWELVE_MP_PHOTO_ID)?.firstBarcodeMs;
  if (first !== undefined) figures.twelveMpFirstBarcodeMs.unshift(first);
  await viewer.close();
  return figures;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a');
const seconds = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`;

/** One line per condition: images, truths shown exactly, VINs read as ruled, wrong reads, median time. */
export function conditionTable(figures: ImagesFigures, group: 'barcode' | 'text'): string[][] {
  const runs = figures.runs.filter((run) => run.group === group);
  const conditions = [...new Set(runs.map((run) => run.condition))];
  return conditions.map((condition) => {
    const these = runs.filter((run) => run.condition === condition);
    const truths = these.reduce((sum, run) => sum + run.judgement.truths, 0);
    const exact = these.reduce((sum, run) => sum + run.judgement.exact, 0);
    const asRuled = these.reduce((sum, run) => sum + run.judgement.asRuled, 0);
    const wrong = these.reduce((sum, run) => sum + run.judgement.wrongReads.length, 0);
    const flagged = these.reduce((sum, run) => sum + run.judgement.doubtfulMisreads.length, 0);
    const time = median(
      these.map((run) => (group === 'barcode' ? (run.firstBarcodeMs ?? run.doneMs) : run.doneMs)),
    );
    return [
      condition,
      String(these.length),
      `${exact}/${truths} (${percent(exact, truths)})`,
      `${asRuled}/${truths}`,
      String(wrong),
      String(flagged),
      seconds(time),
    ];
  });
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function printImagesReport(figures: ImagesFigures, targets: Target[]): string {
  const header = [
    'condition',
    'images',
    'exact',
    'as ruled',
    'wrong read',
    'doubtful misread',
    'median time',
  ];
  const out: string[] = [];
  for (const group of ['barcode', 'text'] as const) {
    if (!figures.runs.some((run) => run.group === group)) continue;
    out.push('', `Image reading: ${group === 'barcode' ? 'barcode labels' : 'printed text'}`);
    out.push(table(header, conditionTable(figures, group)));
  }
  const misses = figures.runs.filter((run) => run.judgement.missed.length || run.judgement.wrongReads.length);
  if (misses.length) {
    out.push('', 'Misses and wrong reads');
    for (const run of misses) {
      const missed = run.judgement.missed.map((truth) => `${truth.kind} ${truth.value}`).join(', ');
      const shown =
        run.rows.map((row) => `${row.value} (${row.status}, ${row.source})`).join(', ') ||
        run.failure ||
        'nothing';
      out.push(`- ${run.id} [${run.about}]: missed ${missed || 'none'}; shown ${shown}`);
      for (const wrong of run.judgement.wrongReads)
        out.push(`  WRONG READ: ${wrong.value} (${wrong.source})`);
    }
  }
  out.push(
    '',
    table(
      ['target', 'goal', 'value', 'met'],
      targets.map((t) => [t.name, t.goal, t.value, t.met ? 'yes' : 'NO']),
    ),
  );
  return out.join('\n');
}

/** The issue's budgets, met or not (reported, never asserted). */
export function imagesTargets(figures: ImagesFigures): Target[] {
  const targets: Target[] = [];
  const barcodes = figures.runs.filter((run) => run.group === 'barcode');
  const texts = figures.runs.filter((run) => run.group === 'text');
  if (barcodes.length) {
    const mustRead = barcodes.filter((run) => run.truth[0]?.status === 'read');
    const read = mustRead.filter((run) =>
      run.rows.some(
        (row) => row.value === run.truth[0]!.value && row.status === 'read' && row.source === 'barcode',
      ),
    );
    const mustDoubt = barcodes.filter((run) => run.truth[0]?.status === 'doubtful');
    const doubted = mustDoubt.filter((run) => run.judgement.asRuled === 1);
    const wrong = barcodes.reduce((sum, run) => sum + run.judgement.wrongReads.length, 0);
    targets.push({
      name: 'Images: barcode labels read (VIN, check holds)',
      goal: '>= 95 %; 0 wrong read',
      value: `${read.length}/${mustRead.length} (${percent(read.length, mustRead.length)}); ${wrong} wrong read; failing check digits doubtful ${doubted.length}/${mustDoubt.length}`,
      met: read.length >= 0.95 * mustRead.length && wrong === 0 && doubted.length === mustDoubt.length,
    });
    const twelve = median(figures.twelveMpFirstBarcodeMs);
    targets.push({
      name: 'Images: barcode in a 12 MP photo (pick to row)',
      goal: '<= 1 s',
      value: `${seconds(twelve)} (runs ${figures.twelveMpFirstBarcodeMs.map((ms) => seconds(ms)).join(', ') || 'none'})`,
      met: twelve <= 1000,
    });
  }
  if (texts.length) {
    const truths = texts.reduce((sum, run) => sum + run.judgement.truths, 0);
    const exact = texts.reduce((sum, run) => sum + run.judgement.exact, 0);
    const wrong = texts.reduce((sum, run) => sum + run.judgement.wrongReads.length, 0);
    targets.push({
      name: 'Images: text identifiers shown exactly',
      goal: 'reported; 0 wrong read',
      value: `${exact}/${truths} (${percent(exact, truths)}); ${wrong} wrong read`,
      met: wrong === 0,
    });
    // A cropped line: one printed line (the VIN lines), read warm (the first text reading loads the reader).
    const lines = texts.filter(
      (run, index) =>
        index > 0 && /^a (VIN line|European VIN)/.test(run.about) && run.condition !== 'small-font',
    );
    const line = median(lines.map((run) => run.doneMs));
    targets.push({
      name: 'Images: OCR of a cropped line (pick to done, warm)',
      goal: '<= 3 s',
      value: `${seconds(line)} median of ${lines.length}, max ${seconds(Math.max(...lines.map((run) => run.doneMs)))}; first reading with text, reader loaded ${seconds(figures.firstTextMs)}`,
      met: line <= 3000,
    });
    const page = texts.find((run) => run.id === A4_PAGE_ID);
    targets.push({
      name: 'Images: OCR of an A4 page at 150 dpi',
      goal: '<= 15 s',
      value: page ? `${seconds(page.doneMs)}; ${page.judgement.exact}/${page.judgement.truths} exact` : 'n/a',
      met: page !== undefined && page.doneMs <= 15_000,
    });
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  targets.push({
    name: 'Package: Chrome build zipped, before / after (zxing, tesseract)',
    goal: '< 12 MB',
    value: `${mb(figures.zip.beforeBytes)} (${figures.zip.beforeCommit}) / ${mb(figures.zip.afterBytes)} (${mb(figures.zip.zxingBytes)}, ${mb(figures.zip.tesseractBytes)})`,
    met: figures.zip.afterBytes < 12 * 1024 * 1024,
  });
  return targets;
}

/** BENCH_ONLY=images: builds (unless BENCH_NO_BUILD=1), reads the set in the viewer, prints the figures. */
export async function runImagesBench(log: (message: string) => void): Promise<void> {
  buildBench(log);
  const launched = await launchWithExtension({ extensionDir: BENCH_BUILD_DIR });
  const { context, extensionId } = launched;
  context.setDefaultTimeout(60_000);
  try {
    await context.addInitScript({ content: NAME_SHIM });
    const figures = await measureImages(context, extensionId, BENCH_BUILD_DIR, log);
    const targets = imagesTargets(figures);
    console.log(printImagesReport(figures, targets));
    console.log(JSON.stringify({ images: { targets, zip: figures.zip } }, null, 2));
  } finally {
    await context.close();
    rmSync(launched.userDataDir, { recursive: true, force: true });
  }
}
