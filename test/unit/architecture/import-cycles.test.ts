import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
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

function importGraph(): Map<string, string[]> {
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
      const target = resolveSpec(file, (match[1] ?? match[2] ?? match[3])!);
      return target ? [target] : [];
    });
    graph.set(file, deps);
  }
  return graph;
}

/** A cycle through `start`, as the files on it, if there is one. */
function cycleFrom(graph: Map<string, string[]>, start: string): string[] | undefined {
  const path: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string): string[] | undefined => {
    if (file === start && path.length > 0) return [...path, file];
    if (seen.has(file)) return undefined;
    seen.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    return undefined;
  };
  return visit(start);
}

describe('product files', () => {
  it('import each other without cycles, type-only imports counted', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const cycles = [...graph.keys()].flatMap((file) => {
      const cycle = cycleFrom(graph, file);
      return cycle ? [cycle.join(' → ')] : [];
    });
    expect(cycles).toEqual([]);
  });
});
