/**
 * Where the image readers may run, read from the import graph, and where their files may come from, read from
 * the sources: extension pages only (never the always-on content script, which every page pays for, never the
 * service worker, which cannot start tesseract's worker), and the extension itself only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFiles } from '../architecture/entries';
import { importGraph, reachableFrom, ROOT } from '../architecture/import-graph';

const inImage = (file: string) => file.startsWith('utils/image/');
/** The files that load wasm, a worker or pixels; constants and types from file-check.ts are not among them. */
const READERS = ['read-image.ts', 'decode.ts', 'barcode-reader.ts', 'ocr-reader.ts'].map(
  (f) => `utils/image/${f}`,
);

describe('the image readers run in extension pages only', () => {
  const graph = importGraph({ runtime: true });

  it('the always-on content script and the injected parts load nothing of utils/image/', () => {
    const content = reachableFrom(graph, entryFiles('content', 'injected'));
    expect(content.size).toBeGreaterThan(20);
    expect([...content].filter(inImage)).toEqual([]);
  });

  it('the service worker loads none of the readers', () => {
    const background = reachableFrom(graph, entryFiles('background'));
    expect([...background].filter((file) => READERS.includes(file))).toEqual([]);
  });

  // One door: whatever a surface reads goes through the same check, decode and candidate rule.
  it('outside utils/image/, only read-image.ts is imported of the readers', () => {
    const pages = reachableFrom(graph, entryFiles('page'));
    expect(pages.has('utils/image/read-image.ts')).toBe(true);
    const imported = [...graph.entries()]
      .filter(([file]) => !inImage(file))
      .flatMap(([, deps]) => deps.filter((dep) => READERS.includes(dep)));
    expect(new Set(imported)).toEqual(new Set(['utils/image/read-image.ts']));
  });
});

describe("the readers' files come from the extension", () => {
  it('no product source names a CDN', () => {
    const graph = importGraph();
    const cdn = /https?:\/\/[^\s'"`]*(?:jsdelivr|unpkg|cdnjs|esm\.sh|skypack|tessdata)/i;
    const naming = [...graph.keys()].filter((file) => cdn.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(graph.size).toBeGreaterThan(100);
    expect(naming).toEqual([]);
  });
});
