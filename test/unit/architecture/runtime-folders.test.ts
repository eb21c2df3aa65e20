import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importGraph, reachableFrom } from './import-graph';

const PAGES = ['popup', 'sidepanel', 'options', 'bulk', 'welcome', 'report'];

function entries(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, 'entrypoints', folder))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `entrypoints/${folder}/${name}`),
  );
}

/** What each runtime loads: type-only imports load nothing. */
function loadedBy() {
  const graph = importGraph({ runtime: true });
  return {
    background: reachableFrom(graph, entries('background')),
    content: reachableFrom(graph, entries('content', 'page-ui')),
    alwaysOn: reachableFrom(graph, entries('content')),
    pages: reachableFrom(graph, [...entries(...PAGES), 'utils/bulk/parse-worker.ts']),
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

  // Every byte of it costs each scanned page; nothing of it is needed elsewhere.
  it('utils/content-script/ is loaded by the content script only', () => {
    const { content, pages, background } = loadedBy();
    const inFolder = (file: string) => file.startsWith('utils/content-script/');
    expect([...content].filter(inFolder).length).toBeGreaterThan(20);
    expect([...background, ...pages].filter(inFolder)).toEqual([]);
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
});
