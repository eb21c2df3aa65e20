/**
 * `npm run bench:bound [page-id ...]` (under the browser lock): how much of the first scan's time its
 * parts take at the least, beside mark.js. Each part is the first pass cut short at one step
 * (bound-probe.ts), run cold and synchronously in an isolated world on a fresh load of the page, so no
 * slicing, yielding, rendering or config round trip is in it. A part that alone takes longer than a
 * target allows shows the target cannot be met by tuning the steps after it. See README.md.
 *
 * The FCP part (fcp-bound.ts) measures the floor under the FCP delta: the same loads with a content
 * script that only says hello. It builds the bench's build first (BENCH_NO_BUILD=1 keeps the existing one).
 *
 * BENCH_REPS=n: fresh loads per page and stage (default 3).
 * BENCH_FCP_PAIRS=n: pairs of loads per page and side for the FCP part (default 10).
 * BENCH_BOUND=scan or fcp: that part alone.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from '@/test/support/chromium';
import { startStaticServer } from '@/test/support/static-server';
import type { BoundStage } from './bound-probe';
import { measureFcpBound } from './fcp-bound';
import { BENCH_BUILD_DIR, buildBench } from './granted-build';
import { NAME_SHIM } from './in-page';
import { writePages, type BenchPage } from './pages';
import { median } from './report';
import { measureFloorAndPeer } from './scan';

const ROOT = resolve(import.meta.dirname, '../..');
const REPS = Number(process.env.BENCH_REPS) || 3;
const STAGES: readonly BoundStage[] = ['floor', 'search', 'read', 'detect', 'scan'];
const FCP_PAIRS = Number(process.env.BENCH_FCP_PAIRS) || 10;
const PARTS = process.env.BENCH_BOUND ? process.env.BENCH_BOUND.split(',') : ['scan', 'fcp'];

async function bundleProbe(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'bound-probe.ts')],
    absWorkingDir: ROOT,
    tsconfig: join(ROOT, 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/** One stage on a fresh load, in an isolated world as the content script's. */
async function runStage(tab: Page, probe: string, stage: BoundStage, page: BenchPage): Promise<number> {
  const cdp = await tab.context().newCDPSession(tab);
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: 'bench-bound',
    });
    await cdp.send('Runtime.evaluate', { expression: probe, contextId });
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `measureBound(${JSON.stringify(stage)})`,
      contextId,
      returnByValue: true,
    });
    if (exceptionDetails) {
      throw new Error(`${stage}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    }
    const { ms, count } = result.value as { ms: number; count: number };
    if (stage === 'floor' && count === 0) throw new Error('the page has no text: did it load?');
    // A scan that misses identifiers is cheaper than the real one: its time would mislead.
    if (stage === 'scan' && count !== page.expected) {
      throw new Error(`${page.id}: the scan marked ${count} of ${page.expected} identifiers`);
    }
    return ms;
  } finally {
    await cdp.detach();
  }
}

function cell(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
}

function perIdentifier(ms: number, page: BenchPage): string {
  return page.expected > 0 ? `${((ms * 1000) / page.expected).toFixed(1)} µs` : 'n/a';
}

async function main(): Promise<void> {
  const probe = await bundleProbe();
  const pagesDir = mkdtempSync(join(tmpdir(), 'vin-tin-bench-bound-'));
  const asked = process.argv.slice(2);
  const written = writePages(pagesDir);
  const unknown = asked.filter((id) => !written.some((page) => page.id === id));
  if (unknown.length > 0) {
    rmSync(pagesDir, { recursive: true, force: true });
    throw new Error(
      `No page ${unknown.join(', ')}: the pages are ${written.map((page) => page.id).join(', ')}`,
    );
  }
  const pages = written.filter((page) => asked.length === 0 || asked.includes(page.id));
  const unknownParts = PARTS.filter((part) => part !== 'scan' && part !== 'fcp');
  if (unknownParts.length > 0) {
    rmSync(pagesDir, { recursive: true, force: true });
    throw new Error(`BENCH_BOUND=${unknownParts.join(',')}: the parts are scan and fcp`);
  }
  const server = await startStaticServer(pagesDir);
  const servers = { granted: server.url, plain: server.url.replace('127.0.0.1', 'localhost') };
  const tables: string[] = [];
  try {
    if (PARTS.includes('scan')) tables.push(await measureScanParts());
    if (PARTS.includes('fcp')) {
      buildBench((message) => console.log(message));
      const rows = await measureFcpBound(BENCH_BUILD_DIR, servers, pages, FCP_PAIRS);
      tables.push(
        [
          'First contentful paint, with minus without a content script (median of paired loads, quartiles)',
          'page           | ours                   | hello-only             | ours − it | pairs',
          '---------------|------------------------|------------------------|-----------|------',
          ...rows,
        ].join('\n'),
      );
    }
  } finally {
    await server.close();
    rmSync(pagesDir, { recursive: true, force: true });
  }
  console.log(tables.join('\n\n'));

  async function measureScanParts(): Promise<string> {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    const context = await browser.newContext();
    await context.addInitScript({ content: NAME_SHIM });
    const rows: string[] = [];
    const targets: string[] = [];
    try {
      for (const page of pages) rows.push(await measurePage(context, page, targets));
    } finally {
      await browser.close();
    }
    return [
      `Parts of the first scan, cold, synchronous, in an isolated world (medians of ${REPS} loads each)`,
      'page           | floor (page) | mark.js | mark.js / 2 | floor (ours) | search | read   | read + detect | whole scan | µs/id: floor | read + detect',
      '---------------|--------------|---------|-------------|--------------|--------|--------|---------------|------------|--------------|--------------',
      ...rows,
      ...(targets.length > 0 ? ['', ...targets] : []),
    ].join('\n');
  }

  async function measurePage(context: BrowserContext, page: BenchPage, targets: string[]): Promise<string> {
    const times = new Map<BoundStage, number[]>(STAGES.map((stage) => [stage, []]));
    const peer: number[] = [];
    const pageFloor: number[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      // Each stage on its own load, in a turning order so a burst of load on the machine hits them all.
      for (const stage of [...STAGES.slice(rep % STAGES.length), ...STAGES.slice(0, rep % STAGES.length)]) {
        const tab = await context.newPage();
        try {
          await tab.goto(`${servers.plain}/${page.file}?bound=${rep}-${stage}`, { timeout: 120_000 });
          times.get(stage)!.push(await runStage(tab, probe, stage, page));
        } finally {
          await tab.close();
        }
      }
      const run = await measureFloorAndPeer(context, servers, page, false);
      peer.push(run.ms);
      pageFloor.push(run.floorMs);
    }
    const [floor, search, read, detect, scan] = STAGES.map((stage) => median(times.get(stage)!));
    const peerMs = median(peer);
    const row = [
      page.id.padEnd(14),
      cell(median(pageFloor)).padEnd(12),
      cell(peerMs).padEnd(7),
      cell(peerMs / 2).padEnd(11),
      cell(floor!).padEnd(12),
      cell(search!).padEnd(6),
      cell(read!).padEnd(6),
      cell(detect!).padEnd(13),
      cell(scan!).padEnd(10),
      // Per identifier on the page: what reading and detecting cost beside walking the text (issue 43).
      perIdentifier(floor!, page).padEnd(12),
      perIdentifier(detect!, page),
    ].join(' | ');
    console.log(row);
    // Issue 43's target, on the register (one identifier per line): reported, never asserted.
    if (page.id === 'registry-1mb') {
      const us = (detect! * 1000) / page.expected;
      targets.push(
        `${us <= 4 ? 'met    ' : 'NOT MET'}  read + detect per identifier (registry-1mb): ${us.toFixed(1)} µs (goal <= 4 µs)`,
      );
    }
    return row;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
