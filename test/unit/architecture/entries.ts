/**
 * The extension's entries, read from entrypoints/ as WXT reads them, so the architecture tests share one
 * list and a new page or injected part joins every rule by being added: a folder with an index.html is a
 * page; an index.ts is the background, the always-on content script or an injected part, by what it defines.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './import-graph';

export type EntryRuntime = 'background' | 'content' | 'injected' | 'page';

export interface Entry {
  /** The folder under entrypoints/, which is the entry's name. */
  name: string;
  runtime: EntryRuntime;
  /** Its own source files (entrypoints/<name>/*.ts(x)), where the import graph starts. */
  files: string[];
}

/** What WXT's define* call in an index.ts makes of it. */
const RUNTIME_OF_DEFINE: Record<string, EntryRuntime> = {
  defineBackground: 'background',
  defineContentScript: 'content',
  defineUnlistedScript: 'injected',
};

/** Loaded by pages, not an entry of WXT's: the bulk page's file parser runs in a web worker it starts. */
export const PAGE_WORKERS = ['utils/bulk/parse-worker.ts'];

function runtimeOf(name: string): EntryRuntime {
  const dir = join(ROOT, 'entrypoints', name);
  if (existsSync(join(dir, 'index.html'))) return 'page';
  const source = readFileSync(join(dir, 'index.ts'), 'utf8');
  const define = /export default (define[A-Za-z]+)\(/.exec(source)?.[1] ?? '';
  const runtime = RUNTIME_OF_DEFINE[define];
  if (!runtime) throw new Error(`entrypoints/${name}: no known define* call (${define || 'none'})`);
  return runtime;
}

/** Every entry under entrypoints/, by folder name. */
export function listEntries(): Entry[] {
  return readdirSync(join(ROOT, 'entrypoints'), { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map(({ name }) => ({
      name,
      runtime: runtimeOf(name),
      files: readdirSync(join(ROOT, 'entrypoints', name))
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => `entrypoints/${name}/${file}`),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The source files of every entry of these runtimes. */
export function entryFiles(...runtimes: EntryRuntime[]): string[] {
  return listEntries()
    .filter((entry) => runtimes.includes(entry.runtime))
    .flatMap((entry) => entry.files);
}

/** The names of the entries of one runtime (the pages: popup, options, sidepanel…). */
export function entryNames(runtime: EntryRuntime): string[] {
  return listEntries()
    .filter((entry) => entry.runtime === runtime)
    .map((entry) => entry.name);
}
