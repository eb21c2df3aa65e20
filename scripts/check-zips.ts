/**
 * Checks what `npm run zip` produced in .output/: the Chrome and Firefox packages hold a manifest at
 * their root and nothing but built files, and the sources zip for addons.mozilla.org reviewers holds what
 * `npm ci && npm run build:firefox` needs and none of the junk a working folder collects.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipEntryNames } from './lib/zip';

const ROOT = resolve(import.meta.dirname, '..');
const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
const zipPath = (suffix: string) => join(ROOT, '.output', `${name}-${version}-${suffix}.zip`);

const problems: string[] = [];
const kb = (path: string) => `${(statSync(path).size / 1024).toFixed(1)} kB`;

for (const browser of ['chrome', 'firefox']) {
  const path = zipPath(browser);
  const entries = zipEntryNames(path);
  if (!entries.includes('manifest.json')) problems.push(`${browser} zip: no manifest.json at its root`);
  for (const entry of entries) {
    if (/(^|\/)\.|\.map$|\.ts$|\.tsx$/.test(entry)) problems.push(`${browser} zip: unexpected ${entry}`);
  }
  console.log(`${browser} zip: ${entries.length} entries, ${kb(path)}`);
}

const sourcesPath = zipPath('sources');
const sources = zipEntryNames(sourcesPath);
const NEEDED = [
  'package.json',
  'package-lock.json',
  'wxt.config.ts',
  'tsconfig.json',
  'README.md',
  'PRIVACY.md',
];
for (const file of NEEDED) {
  if (!sources.includes(file)) problems.push(`sources zip: missing ${file}`);
}
for (const folder of ['entrypoints/', 'components/', 'utils/', 'public/icon/']) {
  if (!sources.some((entry) => entry.startsWith(folder))) problems.push(`sources zip: missing ${folder}`);
}
const JUNK =
  /(^|\/)(node_modules|\.output|\.wxt|\.git|test-results|playwright-report|artifacts|dist)(\/|$)|^test\/|^store\/|\.zip$|\.log$/;
for (const entry of sources) {
  if (JUNK.test(entry)) problems.push(`sources zip: should not contain ${entry}`);
}
console.log(`sources zip: ${sources.length} entries, ${kb(sourcesPath)}`);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
