/**
 * The bench's build and its copies: one that treats the test origin as granted, one whose content script
 * does nothing (the floor of the FCP delta), and the wait for the scanner's registration.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Worker } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '../..');

/** The bench's own build (build.config.ts): a build or e2e run beside it keeps .output/chrome-mv3. */
export const BENCH_BUILD_DIR = join(ROOT, '.output/bench/chrome-mv3');

/** Builds into BENCH_BUILD_DIR, unless BENCH_NO_BUILD=1 asks to measure the existing build. */
export function buildBench(log: (message: string) => void): void {
  if (process.env.BENCH_NO_BUILD === '1') return;
  log('building into .output/bench/chrome-mv3');
  const result = spawnSync('npx', ['wxt', 'build', '-c', 'test/bench/build.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(result.stdout);
    throw new Error('wxt build failed');
  }
}

/** The origin the copy treats as granted; localhost (same server) is not. */
export const GRANTED_PATTERN = 'http://127.0.0.1/*';

/** A copy of `buildDir` with the granted origin in its host permissions (as chromium.ts does for e2e). */
export function grantedCopy(buildDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-bench-ext-'));
  cpSync(buildDir, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), GRANTED_PATTERN];
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

/** The background registers the content script once it has seen the granted origin. */
export async function waitForScanRegistration(serviceWorker: Worker): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const registered = await serviceWorker.evaluate(() =>
      chrome.scripting.getRegisteredContentScripts({ ids: ['vin-tin-scan'] }),
    );
    if (registered.length === 1) return;
    if (attempt > 100) throw new Error('the content script was never registered');
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * What the content script of the hello-only copy runs: its first message alone, as the bench's listener
 * expects it (the stamp of its start), and nothing else.
 */
const HELLO_ONLY_SCRIPT = `chrome.runtime.sendMessage({ type: 'cs>bg:hello', timestamp: Date.now() }).catch(() => {});\n`;

/**
 * A copy of a granted copy whose content script only says hello: registered, injected at
 * document_start with its stylesheet, by the same background, so a load pays what any content script
 * pays the browser and nothing of ours.
 */
export function helloOnlyCopy(grantedDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vin-tin-bench-hello-'));
  cpSync(grantedDir, dir, { recursive: true });
  writeFileSync(join(dir, 'content-scripts/content.js'), HELLO_ONLY_SCRIPT);
  return dir;
}
