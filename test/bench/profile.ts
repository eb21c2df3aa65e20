/**
 * `npm run bench:profile [page-id ...]`: where the content script's first scan spends its CPU, by
 * function. Builds an unminified copy into .output/bench-profile/, loads each page (default:
 * listing-1mb and registry-5mb) with the V8 sampling profiler on (100 µs), and prints the functions of
 * content.js by self time, with their callers' share, then by inclusive time. Profiling slows
 * everything: proportions only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchWithExtension } from '@/test/support/chromium';
import { startStaticServer } from '@/test/support/static-server';
import { grantedCopy, waitForScanRegistration } from './granted-build';
import { HIGHLIGHT_NAMES, NAME_SHIM, benchInit } from './in-page';
import { writePages } from './pages';
import { swLogReady, waitForScan } from './scan';

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_DIR = join(ROOT, '.output/bench-profile/chrome-mv3');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function build(): void {
  const result = spawnSync('npx', ['wxt', 'build', '-c', 'test/bench/profile.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`wxt build failed\n${result.stdout}`);
}

function summarise(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );
  const totals = new Map<string, number>();
  let script = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const ours = frame.url.endsWith('/content-scripts/content.js');
    // Built-ins and the DOM called from our code show with an empty url: counted under their own name.
    const caller = parentOf.get(id)?.callFrame;
    const key = ours
      ? `${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`
      : `[${frame.functionName || frame.url || '(native)'}] from ${caller?.functionName || '(root)'}`;
    if (!ours && (frame.functionName === '(idle)' || frame.functionName === '(program)')) continue;
    totals.set(key, (totals.get(key) ?? 0) + micros);
    if (ours) script += micros;
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
  // Inclusive: each sample counts once for every function of ours on its stack.
  const inclusive = new Map<string, number>();
  for (const [id, micros] of self) {
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) {
      const frame = node.callFrame;
      if (!frame.url.endsWith('/content-scripts/content.js')) continue;
      const key = `${frame.functionName || '(anonymous)'}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
    }
  }
  const format = ([key, micros]: [string, number]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${key}`;
  return [
    `content.js self time: ${(script / 1000).toFixed(1)} ms`,
    ...rows.map(format),
    'with what they call (inclusive):',
    ...[...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(format),
  ];
}

async function main(): Promise<void> {
  const ids = process.argv.slice(2);
  const wanted = ids.length > 0 ? ids : ['listing-1mb', 'registry-5mb'];
  if (process.env.BENCH_NO_BUILD !== '1') build();
  const extensionDir = grantedCopy(BUILD_DIR);
  const pagesDir = mkdtempSync(join(tmpdir(), 'vin-tin-profile-pages-'));
  const pages = writePages(pagesDir).filter((page) => wanted.includes(page.id));
  const server = await startStaticServer(pagesDir);
  const origin = `http://127.0.0.1:${new URL(server.url).port}`;
  const launched = await launchWithExtension({ extensionDir });
  const { context, serviceWorker } = launched;
  try {
    await context.addInitScript({ content: NAME_SHIM });
    await context.addInitScript(benchInit, HIGHLIGHT_NAMES);
    await waitForScanRegistration(serviceWorker);
    const worker = await swLogReady(context);
    for (const page of pages) {
      const tab = await context.newPage();
      await tab.goto('about:blank');
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const url = `${origin}/${page.file}?watch=1&expect=${page.expected}&profile=${Date.now()}`;
      await tab.goto(url, { timeout: 120_000 });
      await waitForScan(tab, worker, url, page);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      console.log(`\n${page.id} (${page.expected} marks)`);
      console.log(summarise(profile).join('\n'));
      await tab.close();
    }
  } finally {
    await context.close();
    await server.close();
    rmSync(pagesDir, { recursive: true, force: true });
    rmSync(extensionDir, { recursive: true, force: true });
    rmSync(launched.userDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
