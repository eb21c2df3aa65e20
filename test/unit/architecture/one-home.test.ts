/** Rules that cost money when two copies drift apart: each has one home, and a second copy fails here. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importGraph } from './import-graph';

const productFiles = () => [...importGraph().keys()];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/**
 * Builders of a `|`-joined key, in any spelling: a template with two values around a "|"
 * (`${a}|${b}`, `${a}|x|${b}`), a "|" glued on with +, or a list joined with "|".
 */
const PIPE_KEY_BUILDERS = [
  /\$\{[^`}]+\}\|[^`]*\$\{/,
  /['"`]\|['"`]\s*\+|\+\s*['"`]\|['"`]/,
  /\.join\(\s*['"`]\|['"`]\s*\)/,
];

/** Lines that join with "|" but build no key: each a regular expression's alternation. */
const NOT_KEYS: Record<string, RegExp[]> = {
  'utils/detect/candidate-shapes.ts': [
    /VIN_CHARACTERS_11\}\|\$\{GROUPED_VIN_SOURCE/,
    /const written = shapes\.map\(\(\[shape\]\) => shape\)\.join\('\|'\)/,
    /const words = shapes\.flatMap\(.*\.join\('\|'\)/,
  ],
  'utils/vin-decode/compare.ts': [/^\s*\.join\('\|'\)\}\)\(\?!/],
  'utils/detect/nigerian-label.ts': [/return new RegExp\(labels\.map\(.*\.join\('\|'\), 'i'\)/],
  'utils/detect/page-country.ts': [/index\.symbols = new RegExp\(alternatives\.join\('\|'\), 'gu'\)/],
  'utils/detect/more-detector-hints.ts': [
    /vin: \[`\$\{GROUPED_VIN\}\|\$\{VIN_LABEL_ODD\}`/,
    /new RegExp\((written|words)\.join\('\|'\)/,
  ],
};

/** The lines of `text` that build a `|`-joined key, unless `file`'s known exception. */
export function pipeKeyBuilders(file: string, text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter((line) => PIPE_KEY_BUILDERS.some((pattern) => pattern.test(line)))
    .filter((line) => !NOT_KEYS[file]?.some((known) => known.test(line)))
    .map((line) => `${file}: ${line.trim()}`);
}

const CACHE_KEY_HOME = 'utils/background/cache/key.ts';

describe('the cache key has one builder', () => {
  // Bulk and the lookup service must spell it alike, or bulk misses answers already paid for and pays again.
  it('only utils/background/cache/key.ts builds a `|`-joined key', () => {
    const builders = productFiles().flatMap((file) => pipeKeyBuilders(file, read(file)));
    expect(builders).toEqual([expect.stringContaining(`${CACHE_KEY_HOME}: return \`\${namespace}|`)]);
  });

  it('a second builder, in any spelling, is found', () => {
    const second = [
      'const a = `${namespace}|${kind}|${value}`;',
      'const b = `${namespace}|vin|${value}`;',
      "const c = namespace + '|' + kind;",
      "const d = [namespace, kind, value].join('|');",
    ].join('\n');
    expect(pipeKeyBuilders('utils/background/bulk/plan-context.ts', second)).toHaveLength(4);
    // The known alternation is let through in its own file only.
    const alternation = 'const s = `${VIN_CHARACTERS_11}|${GROUPED_VIN_SOURCE}`;';
    expect(pipeKeyBuilders('utils/detect/candidate-shapes.ts', alternation)).toEqual([]);
    expect(pipeKeyBuilders('utils/bulk/plan.ts', alternation)).toHaveLength(1);
  });
});

/** Files that may read the cache's storage keys besides the cache folder, each with its reason. */
const CACHE_STORAGE_READERS = {
  // The one write that stores a fresh answer with its history entry, so a stopped worker leaves both or neither.
  'utils/background/lookup/save-lookup.ts': true,
};

describe('bulk asks the cache, never storage', () => {
  it('only the cache folder reads its index and answers from storage', () => {
    const readers = productFiles().filter(
      (file) =>
        !file.startsWith('utils/background/cache/') &&
        !(file in CACHE_STORAGE_READERS) &&
        /CACHE_INDEX_KEY|CACHE_ENTRY_PREFIX|cacheIndexItem|readCacheIndex|cacheEntryKey|'local:cache/.test(
          read(file),
        ),
    );
    expect(readers).toEqual([]);
  });
});

describe('keyboard commands have one router', () => {
  it('only entrypoints/background/shortcuts.ts listens for commands', () => {
    const listeners = productFiles().filter((file) => /commands\??\.onCommand\.addListener/.test(read(file)));
    expect(listeners).toEqual(['entrypoints/background/shortcuts.ts']);
  });
});
