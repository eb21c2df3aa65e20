import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph';

/** Unit-test folders that test something other than a folder of utils/. */
const NOT_MIRRORS = {
  architecture: 'the import graph of every product folder',
  manifest: 'wxt.config.ts, through a real build',
  'mock-api': 'test/mock-api, the stand-in for the provider',
  support: "test/support, the harness's own helpers (the streamed page server)",
};

/** Every folder under `path`, as paths relative to it ("background/cache"). */
function folders(path: string, prefix = ''): string[] {
  return readdirSync(join(ROOT, path, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      return [name, ...folders(path, name)];
    });
}

describe('test/unit mirrors utils/', () => {
  it('has a folder only for a folder of utils/ (or one of the few named above)', () => {
    const sources = new Set(folders('utils'));
    const strays = folders('test/unit').filter(
      (name) => !sources.has(name) && !(name.split('/')[0]! in NOT_MIRRORS),
    );
    expect(strays).toEqual([]);
  });
});
