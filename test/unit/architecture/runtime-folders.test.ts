import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFiles, entryNames, PAGE_WORKERS } from './entries';
import { ROOT, importGraph, reachableFrom } from './import-graph';

/** What each runtime loads: type-only imports load nothing. */
function loadedBy() {
  const graph = importGraph({ runtime: true });
  return {
    background: reachableFrom(graph, entryFiles('background')),
    content: reachableFrom(graph, entryFiles('content', 'injected')),
    alwaysOn: reachableFrom(graph, entryFiles('content')),
    pages: reachableFrom(graph, [...entryFiles('page'), ...PAGE_WORKERS]),
  };
}

describe('a folder named for a runtime holds code only that runtime loads', () => {
  // The key, the API calls and the talk to content scripts stay in the worker.
  it('utils/background/ is loaded by the background only', () => {
    const { content, pages, background } = loadedBy();
    const inFolder = (file: string) => file.startsWith('utils/background/');
    expect([...background].filter(inFolder).length).toBeGreaterThan(20);
    expect(pages.size).toBeGreaterThan(50);
    expect(content.size).toBeGreaterThan(20);
    expect([...content, ...pages].filter(inFolder)).toEqual([]);
  });

  // Every byte of it costs each scanned page. The PDF viewer runs the same scanner, marks and button on
  // its own document (one home for each rule), through one door: utils/viewer/viewer-scanner.ts.
  it('utils/content-script/ is loaded by the content script, and by the viewer through one door', () => {
    const graph = importGraph({ runtime: true });
    const { content, background } = loadedBy();
    const inFolder = (file: string) => file.startsWith('utils/content-script/');
    const viewer = (file: string) => file.startsWith('entrypoints/viewer/');
    const otherPages = reachableFrom(graph, [
      ...entryFiles('page').filter((file) => !viewer(file)),
      ...PAGE_WORKERS,
    ]);
    expect([...content].filter(inFolder).length).toBeGreaterThan(20);
    expect([...background, ...otherPages].filter(inFolder)).toEqual([]);
    const viewerLoads = reachableFrom(graph, entryFiles('page').filter(viewer));
    const doors = [...viewerLoads].filter(
      (file) => !inFolder(file) && (graph.get(file) ?? []).some(inFolder),
    );
    expect(doors).toEqual(['utils/viewer/viewer-scanner.ts']);
  });
});

describe('the content script comes in two halves', () => {
  // Every scanned page loads the always-on half; the UI is injected only where the user needs it.
  it('the always-on half loads none of the page UI', () => {
    const { alwaysOn, content } = loadedBy();
    const inUi = (file: string) => file.startsWith('utils/content-script/page-ui/');
    expect([...content].filter(inUi).length).toBeGreaterThan(5);
    expect([...alwaysOn].filter(inUi)).toEqual([]);
  });

  // Most pages hold no VIN: the listing check is injected into a frame only once it has one, and the
  // context reader only when a lookup started outside the page asks. Each part lives in the folder named
  // for its entry (entries.ts), which the always-on half never loads.
  it('the always-on half loads none of any injected part', () => {
    const { alwaysOn, content } = loadedBy();
    const parts = entryNames('injected');
    expect(parts).toEqual(expect.arrayContaining(['listing-check', 'page-ui']));
    for (const part of parts) {
      const inPart = (file: string) => file.startsWith(`utils/content-script/${part}/`);
      expect([...content].filter(inPart).length, part).toBeGreaterThanOrEqual(1);
      expect([...alwaysOn].filter(inPart), part).toEqual([]);
    }
  });
});

/**
 * Pure: neither the file nor anything it loads at run time touches a browser API, storage or IndexedDB
 * (no import of wxt/browser, wxt/utils/storage, #i18n, webextension-polyfill, @webext-core, dexie, and no
 * browser., chrome. or indexedDB global). A pure module may live in a shared folder even if only the
 * worker loads it today: any page or Node test could load it too.
 */
const IMPURE =
  /from\s+['"](?:wxt\/browser|wxt\/utils\/storage|#i18n|webextension-polyfill|@webext-core\/[^'"]*|dexie)['"]|\b(?:browser|chrome)\.[a-z]|\bindexedDB\b/;

export function impureFiles(
  graph: Map<string, string[]>,
  textOf = (file: string) => readFileSync(join(ROOT, file), 'utf8'),
): Set<string> {
  const own = new Set([...graph.keys()].filter((file) => IMPURE.test(textOf(file))));
  return new Set(
    [...graph.keys()].filter((file) => [...reachableFrom(graph, [file])].some((f) => own.has(f))),
  );
}

describe('a shared folder holds no worker-only code', () => {
  it('every file outside utils/background/ that only the worker loads is pure', () => {
    const graph = importGraph({ runtime: true });
    const { background, content, pages } = loadedBy();
    const impure = impureFiles(graph);
    const workerOnly = [...background].filter(
      (file) =>
        file.startsWith('utils/') &&
        !file.startsWith('utils/background/') &&
        !content.has(file) &&
        !pages.has(file) &&
        impure.has(file),
    );
    expect(workerOnly.sort()).toEqual([]);
  });

  it('a file that reaches storage is impure, one that reaches none is pure', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', []],
      ['d.ts', []],
    ]);
    const texts: Record<string, string> = {
      'a.ts': "import { b } from './b';",
      'b.ts': "import { c } from './c';",
      'c.ts': "import { storage } from 'wxt/utils/storage';",
      'd.ts': "import { z } from 'zod'; export const browsers = 2;",
    };
    expect(impureFiles(graph, (file) => texts[file]!)).toEqual(new Set(['a.ts', 'b.ts', 'c.ts']));
    expect(impureFiles(graph, (file) => (file === 'd.ts' ? 'chrome.tabs.query({})' : ''))).toEqual(
      new Set(['d.ts']),
    );
  });
});

/** Folder-to-folder edges of the import graph (type-only imports counted): a cycle ties two folders. */
export function folderCycles(graph: Map<string, string[]>): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, deps] of graph) {
    for (const dep of deps) {
      if (dirname(file) === dirname(dep)) continue;
      if (!edges.has(dirname(file))) edges.set(dirname(file), new Set());
      edges.get(dirname(file))!.add(dirname(dep));
    }
  }
  // Tarjan's strongly connected components: each of more than one folder is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, counter);
    low.set(folder, counter++);
    stack.push(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      component.push(top);
    } while (top !== folder);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder);
  return cycles;
}

/** Folder cycles present when this rule came (issue #29 breaks them); the list only shrinks. */

describe('folders import each other without cycles', () => {
  it('no two folders import each other, directly or through others', () => {
    const cycles = folderCycles(importGraph()).map((cycle) => cycle.join(' ⇄ '));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle of two folders and one of three, and none in a chain', () => {
    const two = new Map([
      ['a/x.ts', ['b/y.ts']],
      ['b/y.ts', ['a/z.ts']],
      ['a/z.ts', []],
    ]);
    expect(folderCycles(two)).toEqual([['a', 'b']]);
    const three = new Map([
      ['a/1.ts', ['b/1.ts']],
      ['b/1.ts', ['c/1.ts']],
      ['c/1.ts', ['a/2.ts']],
    ]);
    expect(folderCycles(three)).toEqual([['a', 'b', 'c']]);
    expect(
      folderCycles(
        new Map([
          ['a/1.ts', ['b/1.ts']],
          ['b/1.ts', ['c/1.ts']],
        ]),
      ),
    ).toEqual([]);
  });
});
