import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

/** The backticked paths of the README's folder map (the table after "## How it is built"). */
function mapPaths(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('| where ', readme.indexOf('## How it is built')));
  const rows = table
    .slice(0, table.indexOf('\n\n'))
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

const subfolders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${path}/${entry.name}/`);

describe("the README's folder map", () => {
  it('names only folders that exist', () => {
    const missing = mapPaths().filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('names every folder of the product and of the tests', () => {
    const named = new Set(mapPaths());
    const folders = [
      ...['entrypoints', 'components', 'utils', 'utils/background', 'test'].flatMap(subfolders),
      ...['components/', 'docs/', 'scripts/', 'locales/', 'public/', 'store/'],
    ].filter((folder) => folder !== 'utils/background/' && folder !== 'test/e2e/pages/');
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
