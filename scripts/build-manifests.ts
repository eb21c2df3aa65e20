/**
 * Builds the Chrome and Firefox extensions into a temporary folder (never .output/, which other tools and
 * people use at the same time) and writes both generated manifests as JSON to the file named by the first
 * argument: `{ "chrome": {...}, "firefox": {...} }`. Used by test/unit/manifest/ to see exactly what a
 * store would receive, including what WXT adds (icons, background, sidebar_action).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'wxt';
import { silentWxtLogger } from './lib/silent-logger';

const target = process.argv[2];
if (!target) throw new Error('Usage: tsx scripts/build-manifests.ts <output.json>');

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'vin-tin-manifests-'));
try {
  const manifests: Record<string, unknown> = {};
  for (const browser of ['chrome', 'firefox'] as const) {
    await build({ root, browser, outDir, logger: silentWxtLogger() });
    // Read from disk: what is written is what ships.
    manifests[browser] = JSON.parse(readFileSync(join(outDir, `${browser}-mv3`, 'manifest.json'), 'utf8'));
  }
  writeFileSync(target, JSON.stringify(manifests, null, 2));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
