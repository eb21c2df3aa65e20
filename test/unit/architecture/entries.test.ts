import { describe, expect, it } from 'vitest';
import { entryFiles, entryNames, listEntries } from './entries';

describe('the one list of entries', () => {
  // Read from entrypoints/: a page or part added there is under every architecture rule at once.
  it('finds each runtime where WXT does', () => {
    expect(entryNames('background')).toEqual(['background']);
    expect(entryNames('content')).toEqual(['content']);
    expect(entryNames('page')).toEqual(
      expect.arrayContaining(['bulk', 'options', 'popup', 'report', 'sidepanel', 'summary', 'welcome']),
    );
    expect(entryNames('injected')).toEqual(
      expect.arrayContaining(['listing-check', 'page-ui', 'more-detectors']),
    );
  });

  it('gives every entry its own source files, and each file to one entry', () => {
    for (const entry of listEntries()) expect(entry.files.length, entry.name).toBeGreaterThan(0);
    const all = entryFiles('background', 'content', 'injected', 'page');
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('entrypoints/popup/main.tsx');
    expect(all).toContain('entrypoints/background/index.ts');
  });
});
