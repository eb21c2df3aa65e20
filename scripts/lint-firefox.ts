/**
 * `web-ext lint` on the Firefox build (.output/firefox-mv3), as addons.mozilla.org's validator would run
 * it. Fails on any error, and on any warning or notice not listed below: each listed one is explained in
 * README.md ("Shipping"), so a new one is looked at rather than scrolled past.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_DIR = join(ROOT, '.output/firefox-mv3');

interface Message {
  code: string;
  message: string;
  file?: string;
}
interface Report {
  errors: Message[];
  warnings: Message[];
  notices: Message[];
}

/** Known warnings: code, the file it is reported in, and why it is acceptable. */
const EXPLAINED: { code: string; file: RegExp; why: string }[] = [
  // pdf.js (legacy build) in the viewer's chunk and its worker: listed before the rules for every chunk.
  {
    code: 'DANGEROUS_EVAL',
    file: /^(chunks\/viewer-[\w-]+\.js|pdfjs\/pdf\.worker\.min\.mjs)$/,
    why: "core-js's last-resort `Function('return this')` to find the global object, reached only where globalThis is missing, and refused by the CSP",
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^(chunks\/viewer-[\w-]+\.js|pdfjs\/pdf\.worker\.min\.mjs)$/,
    why: "pdf.js's dynamic import() of its own files (the worker, a decoder fallback) at the extension URLs pdf-setup.ts gives; the CSP allows only the extension's files",
  },
  // tesseract.js (the image text reader) in its packaged worker and the viewer/popup chunk that starts it.
  {
    code: 'DANGEROUS_EVAL',
    file: /^(chunks\/ocr-reader-[\w-]+\.js|tesseract\/worker\.min\.js)$/,
    why: "regenerator-runtime's `Function('r', 'regeneratorRuntime = r')` and webpack's `Function('return this')`, both reached only where globalThis is missing, and refused by the CSP (no 'unsafe-eval')",
  },
  {
    code: 'KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION',
    file: /^manifest\.json$/,
    why: 'desktop only (no gecko_android): data_collection_permissions needs Android 142, desktop 140',
  },
  {
    code: 'DANGEROUS_EVAL',
    file: /^chunks\//,
    why: "zod's `new Function` feature probe, skipped under z.config({ jitless: true }) and blocked by the CSP",
  },
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    file: /^chunks\//,
    why: "Preact's dangerouslySetInnerHTML branch, which no component uses",
  },
];

if (!existsSync(join(SOURCE_DIR, 'manifest.json'))) {
  throw new Error('No Firefox build at .output/firefox-mv3: run "npm run build:firefox" first.');
}

function runLint(): Report {
  const args = [join(ROOT, 'node_modules/web-ext/bin/web-ext.js'), 'lint'];
  args.push('--source-dir', SOURCE_DIR, '--output', 'json', '--no-input', '--no-config-discovery');
  try {
    return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', cwd: ROOT })) as Report;
  } catch (error) {
    // web-ext exits non-zero when there are errors but still prints its JSON report.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout) as Report;
  }
}

const report = runLint();
const unexplained = [...report.warnings, ...report.notices].filter(
  (item) => !EXPLAINED.some((known) => known.code === item.code && known.file.test(item.file ?? '')),
);
const describe = (item: Message) => `  ${item.code} in ${item.file ?? '?'}: ${item.message}`;

console.log(
  `web-ext lint: ${report.errors.length} errors, ${report.warnings.length} warnings, ${report.notices.length} notices`,
);
for (const item of [...report.warnings, ...report.notices]) {
  const known = EXPLAINED.find((entry) => entry.code === item.code && entry.file.test(item.file ?? ''));
  console.log(`${describe(item)}${known ? ` (explained: ${known.why})` : ''}`);
}
if (report.errors.length > 0 || unexplained.length > 0) {
  for (const item of report.errors) console.error(`ERROR ${describe(item)}`);
  for (const item of unexplained) console.error(`UNEXPLAINED ${describe(item)}`);
  console.error('Fix these, or explain a warning in README.md (Shipping) and in scripts/lint-firefox.ts.');
  process.exit(1);
}
