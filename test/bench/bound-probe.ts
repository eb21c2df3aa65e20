/**
 * Runs in the page, in an isolated world of its own (as the content script does), bundled by bound.ts.
 * Each stage is the first pass cut short at one step, run once, synchronously, on a fresh load: what
 * the scanner's own parts cost cold, with no slicing, no yielding and no page work between them.
 */
import { CandidateChunks } from '@/utils/content-script/scan/candidate-chunks';
import { CandidateWalk } from '@/utils/content-script/scan/candidate-walk';
import { enabledKinds } from '@/utils/content-script/scan/detector-kinds';
import { findInRuns } from '@/utils/content-script/scan/find-in-runs';
import { MarkStore } from '@/utils/content-script/paint/mark-store';
import { BATCH_RUNS, PageScanner } from '@/utils/content-script/scan/page-scanner';
import { createSliceScheduler } from '@/utils/content-script/time/slice-scheduler';
import { candidatePatterns } from '@/utils/detect/candidate-shapes';
import { detectWith } from '@/utils/detect/detect-core';
import { floorWalk } from './in-page';

export type BoundStage = 'floor' | 'search' | 'read' | 'detect' | 'scan';

const KINDS = enabledKinds(undefined);

/** The floor's walk, in this world. */
const floor = () => floorWalk().chars;

/** The text read in chunks and searched for candidate shapes: what any scanner that reads it must do. */
function search(): number {
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  const chunks = new CandidateChunks<Text>();
  const patterns = candidatePatterns(KINDS);
  let touched = 0;
  const count = () => void touched++;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (chunks.add(node as Text, (node as Text).data)) chunks.read(patterns, count);
  }
  chunks.read(patterns, count);
  return touched;
}

/** The text read and searched for candidate shapes, and each candidate block walked for its runs. */
function read(keep?: string[][]): number {
  let runs = 0;
  const walk = new CandidateWalk(document.documentElement, candidatePatterns(KINDS), {
    run: ({ nodes }) => {
      runs++;
      keep?.push(nodes.map((node) => node.data));
    },
  });
  walk.step(() => false);
  return runs;
}

/** The runs found by `read`, detected in calls of as many runs as the scanner batches on a register. */
function detect(): number {
  const runs: string[][] = [];
  read(runs);
  let found = 0;
  for (let start = 0; start < runs.length; start += BATCH_RUNS) {
    const calls = runs.slice(start, start + BATCH_RUNS);
    found += findInRuns(calls, (text) => detectWith(text, KINDS)).length;
  }
  return found;
}

/**
 * The whole first pass (marks, store, ranges painted). The product's scheduler with a slice that never
 * ends runs every job within `start()`. As on a site's first page: the common detectors read it all,
 * the country answer comes at once (a thenable, so within the pass), and once the pass is done the
 * more-detectors part arrives and the hinted blocks are read again with every detector.
 */
function scan(): number {
  const store = new MarkStore();
  let failure: unknown;
  let woken = false;
  const clock = { now: () => performance.now(), yieldToPage: () => Promise.resolve() };
  const scheduler = createSliceScheduler(clock, {
    budgetMs: Infinity,
    onError: (error) => (failure ??= error),
  });
  const scanner = new PageScanner({
    document,
    kinds: KINDS,
    store,
    scheduler,
    yieldToPage: () => Promise.resolve(),
    isOwnNode: () => false,
    alive: () => true,
    // The country's answer is the background's: a probe counts the scan alone, with a page of no country.
    askCountry: () => ({ then: (answer: (verdict: 'unknown') => void) => answer('unknown') }) as never,
    wakeDetectors: () => void (woken = true),
  });
  scanner.start();
  if (woken) scanner.useDetector(detectWith);
  if (failure) throw failure;
  store.paint(true);
  scanner.stop();
  return store.size;
}

const STAGES: Record<BoundStage, () => number> = { floor, search, read, detect, scan };

/** Milliseconds and a count (characters, runs, identifiers or marks) that shows the stage did its work. */
function measure(stage: BoundStage): { ms: number; count: number } {
  const start = performance.now();
  const count = STAGES[stage]();
  return { ms: performance.now() - start, count };
}

Object.assign(globalThis, { measureBound: measure });
