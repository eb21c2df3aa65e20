/** The product's import graph (entrypoints/, components/, utils/), read from the sources with a regex. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');
const PRODUCT = ['entrypoints', 'components', 'utils'];
// Every import and re-export, type-only ones included: a cycle of types still ties two files together.
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

/** `runtime`: only imports that exist at run time (no `import type` or `export type`). */
export function importGraph({ runtime = false } = {}): Map<string, string[]> {
  const files = new Set(PRODUCT.flatMap((dir) => sources(join(ROOT, dir))));
  const resolveSpec = (from: string, spec: string) => {
    const base = spec.startsWith('@/')
      ? spec.slice(2)
      : spec.startsWith('.')
        ? normalize(join(dirname(from), spec))
        : undefined;
    if (base === undefined) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((c) =>
      files.has(c),
    );
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const deps = [...text.matchAll(IMPORT)].flatMap((match) => {
      if (runtime && /^(?:import|export)\s+type\s/.test(match[0])) return [];
      const target = resolveSpec(file, (match[1] ?? match[2] ?? match[3])!);
      return target ? [target] : [];
    });
    graph.set(file, deps);
  }
  return graph;
}

/** Every file `entries` import, directly or not, the entries included. */
export function reachableFrom(graph: Map<string, string[]>, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  entries.forEach(visit);
  return seen;
}
