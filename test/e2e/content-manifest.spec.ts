/**
 * The release build (not the patched copy the browser tests load): it asks for no host permission beyond
 * the API hosts, declares no static content script, and its content script stays small and zod-free.
 */
import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_DIR } from '@/test/support/chromium';

const API_HOSTS = [
  'https://api.myidentitypass.com/*',
  'https://sandbox.myidentitypass.com/*',
  'https://api.prembly.com/*',
];
/** The content script's budget: 15 kB gzipped, the webextension polyfill included. */
const CONTENT_SCRIPT_BUDGET_GZIP = 15 * 1024;

interface Manifest {
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_scripts?: unknown[];
  permissions?: string[];
}

const manifest = () => JSON.parse(readFileSync(join(BUILD_DIR, 'manifest.json'), 'utf8')) as Manifest;

test('the manifest asks for no host permission beyond the three API hosts and has no static content scripts', () => {
  const { host_permissions = [], content_scripts = [], permissions = [] } = manifest();
  expect([...host_permissions].sort()).toEqual([...API_HOSTS].sort());
  expect(content_scripts).toEqual([]);
  // Scanning relies on these; sites come as optional host permissions at run time.
  expect(permissions).toEqual(expect.arrayContaining(['activeTab', 'scripting']));
  expect(manifest().optional_host_permissions).toEqual(expect.arrayContaining(['https://*/*', 'http://*/*']));
});

test('the content script and its highlight styles are built, small and free of zod', () => {
  const folder = join(BUILD_DIR, 'content-scripts');
  const files = readdirSync(folder);
  expect(files).toEqual(expect.arrayContaining(['content.js', 'content.css']));
  const scripts = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(folder, file)));
  const gzipped = scripts.reduce((total, code) => total + gzipSync(code, { level: 9 }).length, 0);
  console.log(
    `content scripts: ${scripts.reduce((total, code) => total + code.length, 0)} B raw, ${gzipped} B gzipped`,
  );
  expect(gzipped).toBeLessThanOrEqual(CONTENT_SCRIPT_BUDGET_GZIP);
  for (const code of scripts) expect(code.toString()).not.toMatch(/\$?Zod[A-Z]\w+|zod\/v4/);
  expect(readFileSync(join(folder, 'content.css'), 'utf8')).toContain('::highlight(vin-tin-lookup)');
});
