/**
 * Sizes of the built extension: the content script's two halves (always on; the page UI injected once
 * a page with marks is scanned and seen), and for each extension page the JS and CSS it
 * loads at start (its HTML's scripts, module preloads and stylesheets, then every chunk those import
 * statically, each file counted once). Gzipped at level 9, file by file, as a store or disk would.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SizeFigures {
  raw: number;
  gzip: number;
  files: string[];
}

function sizeOf(root: string, files: Iterable<string>): SizeFigures {
  let raw = 0;
  let gzip = 0;
  const list: string[] = [];
  for (const file of files) {
    const body = readFileSync(join(root, file));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    list.push(file);
  }
  return { raw, gzip, files: list.sort() };
}

/** Static imports of a built chunk: `from"./x.js"`, `import"./x.js"`, relative to the chunk. */
function staticImports(root: string, file: string): string[] {
  const code = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    const target = match[1]!;
    found.push(target.startsWith('/') ? target.slice(1) : normalize(join(dirname(file), target)));
  }
  return found;
}

function pageAssets(root: string, html: string): Set<string> {
  const source = readFileSync(join(root, html), 'utf8');
  const files = new Set<string>();
  const queue: string[] = [];
  for (const match of source.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)) {
    const file = match[1]!.replace(/^\//, '');
    if (!files.has(file)) {
      files.add(file);
      if (file.endsWith('.js')) queue.push(file);
    }
  }
  while (queue.length > 0) {
    for (const imported of staticImports(root, queue.shift()!)) {
      if (files.has(imported) || !existsSync(join(root, imported))) continue;
      files.add(imported);
      queue.push(imported);
    }
  }
  return files;
}

export function measureBundle(buildDir: string): {
  contentScript: SizeFigures;
  pageUi: SizeFigures;
  listingCheck: SizeFigures;
  pages: Record<string, SizeFigures>;
  background: SizeFigures;
} {
  const contentFiles = readdirSync(join(buildDir, 'content-scripts')).map((file) =>
    relative(buildDir, join(buildDir, 'content-scripts', file)),
  );
  const pages: Record<string, SizeFigures> = {};
  for (const html of readdirSync(buildDir)
    .filter((file) => file.endsWith('.html'))
    .sort()) {
    pages[html.replace(/\.html$/, '')] = sizeOf(buildDir, pageAssets(buildDir, html));
  }
  return {
    contentScript: sizeOf(
      buildDir,
      contentFiles.filter((file) => file.endsWith('.js')),
    ),
    pageUi: sizeOf(buildDir, ['page-ui.js']),
    listingCheck: sizeOf(buildDir, ['listing-check.js']),
    pages,
    background: sizeOf(buildDir, ['background.js']),
  };
}
