/**
 * Builds the Chrome extension into the folder named by the first argument (never .output/, which other tools
 * and people use at the same time), so a test can read exactly what the store would receive. Run with tsx.
 */
import { resolve } from 'node:path';
import { build } from 'wxt';
import { silentWxtLogger } from '../../../scripts/lib/silent-logger';

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: tsx test/unit/manifest/build-chrome.ts <out-dir>');
await build({
  root: resolve(import.meta.dirname, '../../..'),
  browser: 'chrome',
  outDir,
  logger: silentWxtLogger(),
});
