import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFiles, entryNames } from './entries';
import { ROOT, importGraph, reachableFrom } from './import-graph';

/** The extension's own pages (each a separate context, so a write from one races the background's). */
const PAGES = entryNames('page');

function pageEntries(): string[] {
  return entryFiles('page');
}

describe('the background owns tab state', () => {
  // The side panel once wrote the tab's frame record through its own queue: a "forget" from the panel
  // could overwrite a "record" from the background, and the lost frame never announced itself again.
  it('no extension page reaches code that messages content scripts or writes the frame record', () => {
    const graph = importGraph();
    const entries = pageEntries();
    expect(entries.length).toBeGreaterThanOrEqual(PAGES.length);
    const reached = reachableFrom(graph, entries);
    const offenders = [...reached].filter((file) => {
      if (file === 'utils/messaging/protocol.ts') return false;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return /\bsendToContent\b|scannedFramesItem|recordScannedFrame|forgetScannedFrames|askEveryFrame/.test(
        text,
      );
    });
    expect(offenders).toEqual([]);
    expect(reached.has('utils/background/panel/scanned-frames.ts')).toBe(false);
  });

  it('the frame record has one home', () => {
    const graph = importGraph();
    const homes = [...graph.keys()].filter((file) =>
      readFileSync(join(ROOT, file), 'utf8').includes("'session:scannedFrames'"),
    );
    expect(homes).toEqual(['utils/background/panel/scanned-frames.ts']);
  });
});
