import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

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
