import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFiles, entryNames, listEntries, PAGE_WORKERS } from './entries';
import { ROOT, importGraph, reachableFrom } from './import-graph';

/** The extension's own pages (each a separate context, so a write from one races the background's). */
const PAGES = entryNames('page');

function pageEntries(): string[] {
  return entryFiles('page');
}

describe('the background owns tab state', () => {
  // The side panel once wrote the tab's frame record through its own queue: a "forget" from the panel
  // could overwrite a "record" from the background, and the lost frame never announced itself again.
  it('no extension page reaches code that messages content scripts or writes the frame record', () => {
    const graph = importGraph();
    const entries = pageEntries();
    expect(entries.length).toBeGreaterThanOrEqual(PAGES.length);
    const reached = reachableFrom(graph, entries);
    const offenders = [...reached].filter((file) => {
      if (file === 'utils/messaging/protocol.ts') return false;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return /\bsendToContent\b|scannedFramesItem|recordScannedFrame|forgetScannedFrames|askEveryFrame/.test(
        text,
      );
    });
    expect(offenders).toEqual([]);
    expect(reached.has('utils/background/panel/scanned-frames.ts')).toBe(false);
  });

  it('the frame record has one home', () => {
    const graph = importGraph();
    const homes = [...graph.keys()].filter((file) =>
      readFileSync(join(ROOT, file), 'utf8').includes("'session:scannedFrames'"),
    );
    expect(homes).toEqual(['utils/background/panel/scanned-frames.ts']);
  });
});

/** A write to storage in any of its forms: an item's setter, WXT's storage API, or the browser's own. */
const STORAGE_WRITE =
  /\.(?:setValue|removeValue|setMeta|removeMeta)\(|\bstorage\.(?:setItems?|removeItems?|setMeta|removeMeta|clear)\(|\bstorage\.(?:local|session|sync)\.(?:set|remove|clear)\(/;

/** The first storage write in a file's text, or undefined. */
export function storageWriteIn(text: string): string | undefined {
  return STORAGE_WRITE.exec(text)?.[0];
}

/** A key WXT stores under: a quoted "area:name", or a template "area:${PREFIX}" whose prefix is a constant. */
const STORAGE_KEY =
  /(['"])((?:local|session|sync|managed):[^'"$]+)\1|`((?:local|session|sync|managed):)\$\{([A-Z][A-Z0-9_]*)\}/g;

interface StorageItem {
  key: string;
  /** The file that names the key: an item is written from there or from a file importing it. */
  home: string;
}

/** Every storage item the product names, read from its sources so a new item is covered by being written. */
function storageItems(graph: Map<string, string[]>): StorageItem[] {
  const items = new Map<string, StorageItem>();
  for (const file of graph.keys()) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(STORAGE_KEY)) {
      const key = match[2] ?? `${match[3]}${match[4]}…`;
      if (!items.has(key)) items.set(key, { key, home: file });
    }
  }
  return [...items.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Every entry other than the background: pages (and the workers they start), content scripts, injected parts. */
function viewEntries(): { name: string; files: string[] }[] {
  return [
    ...listEntries().filter((entry) => entry.runtime !== 'background'),
    { name: 'page workers', files: PAGE_WORKERS },
  ];
}

describe('only the background writes storage', () => {
  const graph = importGraph();
  const texts = new Map([...graph.keys()].map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
  const writers = [...graph.keys()].filter((file) => storageWriteIn(texts.get(file)!) !== undefined);
  const loadedByViews = reachableFrom(
    graph,
    viewEntries().flatMap((entry) => entry.files),
  );
  const items = storageItems(graph);

  it('finds the items from the source, the tab lookups among them', () => {
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.map((item) => item.key)).toEqual(
      expect.arrayContaining(['session:tabLookups', 'session:scannedFrames', 'local:settings']),
    );
  });

  it.each(viewEntries().map((entry) => [entry.name, entry.files] as const))(
    '%s only reads or watches storage',
    (_name, files) => {
      const reached = reachableFrom(graph, files);
      const offenders = [...reached]
        .filter((file) => writers.includes(file))
        .map((file) => `${file}: ${storageWriteIn(texts.get(file)!)}`);
      expect(offenders).toEqual([]);
    },
  );

  it.each(items.map((item) => [item.key, item] as const))(
    '%s is written only by code no view loads',
    (_key, item) => {
      // Its writers: the file naming its key, or one importing that file, that writes storage.
      const itemWriters = writers.filter(
        (file) => file === item.home || (graph.get(file) ?? []).includes(item.home),
      );
      // Found at all, so the rule holds something: an item nobody writes would not be stored.
      expect(itemWriters.length).toBeGreaterThan(0);
      expect(itemWriters.filter((file) => loadedByViews.has(file))).toEqual([]);
    },
  );

  it('catches a view that writes an item it should only watch', () => {
    expect(storageWriteIn('void tabLookupsItem.setValue({});')).toBe('.setValue(');
    expect(storageWriteIn("await storage.setItem('local:x', 1);")).toBe('storage.setItem(');
    expect(storageWriteIn('browser.storage.local.set({ a: 1 });')).toBe('storage.local.set(');
    expect(storageWriteIn('return tabLookupsItem.watch(setAll);')).toBeUndefined();
  });
});
