/** The lookup stays a set of named stages: no function in utils/background/lookup/ grows past 80 lines. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

const MAX_FUNCTION_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every function (declaration, method, arrow, expression, accessor) in `text`, with its length in lines. */
function functionLengths(fileName: string, text: string): { name: string; lines: number }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = 'name' in node && node.name ? node.name.getText(file) : '(anonymous)';
      found.push({ name: `${named}@${start + 1}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('function length in utils/background/lookup/', () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const files = sourceFiles(join(ROOT, 'utils/background/lookup'));
    expect(files.length).toBeGreaterThan(5);
    const tooLong = files.flatMap((path) =>
      functionLengths(path, readFileSync(path, 'utf8'))
        .filter(({ lines }) => lines > MAX_FUNCTION_LINES)
        .map(({ name, lines }) => `${relative(ROOT, path)} ${name}: ${lines} lines`),
    );
    expect(tooLong).toEqual([]);
  });

  it('counts a long function, nested ones and arrows alike (the rule can fail)', () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const text = `export function outer() {\n  const inner = () => {\n${body}\n  };\n  return inner;\n}\n`;
    const lengths = functionLengths('probe.ts', text);
    expect(lengths.find((fn) => fn.name.startsWith('outer'))?.lines).toBe(MAX_FUNCTION_LINES + 5);
    expect(lengths.find((fn) => fn.name.startsWith('(anonymous)'))?.lines).toBe(MAX_FUNCTION_LINES + 2);
  });
});
