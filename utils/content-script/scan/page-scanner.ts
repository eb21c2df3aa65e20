/**
 * The scanning engine: a first pass over the document, visible blocks first, then one batched
 * MutationObserver that rescans only what changed. All work runs in time slices (slice-scheduler.ts).
 */
import { candidatePatterns } from '@/utils/detect/candidate-shapes';
import { detectCommon } from '@/utils/detect/detect-common';
import { moreDetectorHints } from '@/utils/detect/more-detector-hints';
import type { CountryVerdict } from '@/utils/detect/page-country';
import { fitsPage } from '@/utils/detect/page-fit';
import type { DetectionKind, PageRequirement } from '@/utils/detect/types';
import { blockOf, walkBlock, type DomRun } from './block-walk';
import { isInlineElement, SKIP_ATTRIBUTES, SKIPPED_SELECTOR } from './element-rules';
import { CandidateWalk } from './candidate-walk';
import { findInRuns } from './find-in-runs';
import type { BlockMarks, Mark, MarkStore } from '../paint/mark-store';
import type { Detector } from '../parts/parts-host';
import { WINDOW_VIEWPORTS } from '../paint/paint-window';
import type { SliceJob, SlicePriority, SliceScheduler } from '../time/slice-scheduler';
import { createViewportSweep, placeOfBox, type Place } from '../paint/viewport-sweep';

/**
 * Characters per detector call: big enough to amortise the call, small enough to fit in a slice. A walk
 * starts small and doubles: the detectors run cold (interpreted) on a fresh page, several times slower.
 */
const BATCH_CHARS = 16_384;
const FIRST_BATCH_CHARS = 1024;
/** Runs per detector call: on a register, one identifier a line, each costs a mark to make and store. */
export const BATCH_RUNS = 128;

/**
 * Changes sooner than this after the previous ones are a page that keeps changing (a ticker, a flood):
 * they are read at background priority, after the page's own tasks, so the page keeps its turn
 * (test/e2e/hostile-flood.spec.ts). A page that changes now and then gets its marks at once.
 */
const BUSY_PAGE_MS = 50;
/** Blocks with an identifier's shape read while the page parses: a first screen's worth and more. */
const PEEK_BLOCKS = 60;
/**
 * The pass in a frame's rendering step (peek or start with `inFrame`): at most this many blocks and this
 * much of our own time, so the frame that paints its marks is not held back by more than a few ms.
 */
export const FRAME_BLOCKS = 40;
export const FRAME_BUDGET_MS = 3;
/** A run longer than this ends the pass in the frame: its detection alone could overrun the budget. */
export const FRAME_RUN_CHARS = 8192;

/** Dirty sets are cleared of nodes the page has removed meanwhile once they grow past this. */
const PRUNE_AT = 1024;

/** A walk that hands out runs, in resumable steps. */
type Walk = Pick<CandidateWalk, 'step'>;

interface QueuedRun extends DomRun {
  generation: number;
  /** The nodes' text, read once when the run is batched (RunBatch.push), before any detection. */
  texts: string[];
}

export interface PageScannerOptions {
  document: Document;
  kinds: readonly DetectionKind[];
  store: MarkStore;
  scheduler: SliceScheduler;
  /** Resolves once the page has had its turn (its own tasks first, for 'background'). */
  yieldToPage(priority: SlicePriority): Promise<void>;
  /** The extension's own nodes (the overlay host): never read, their changes ignored. */
  isOwnNode(node: Node): boolean;
  /** False once the extension is gone; checking it lets WXT's context run its clean-up. */
  alive(): boolean;
  /**
   * The page's country (the background reads it from a sample of what is parsed, `complete` once the page
   * is): asked when a mark that needs it is found, and once more when the page is whole.
   */
  askCountry(complete: boolean): Promise<CountryVerdict>;
  /** A block printed a form only every detector reads: the more-detectors part is wanted. */
  wakeDetectors(): void;
  /** The clock of the in-frame pass's budget (tests advance their own). */
  now?: () => number;
}

export class PageScanner {
  readonly #observer: MutationObserver;
  /** Off-screen runs of the first pass, detected after everything visible. */
  #deferred: QueuedRun[] = [];
  readonly #dirtyOwners = new Set<Element>();
  readonly #dirtyRoots = new Set<Element>();
  readonly #dirtyAttributes = new Set<Element>();
  #sweepNeeded = false;
  #rescanQueued = false;
  #lastChangeAt = Number.NEGATIVE_INFINITY;
  #pruneAt = PRUNE_AT;
  #kinds: readonly DetectionKind[];
  #candidates: RegExp[];
  /** Counts first passes: a pass started for other detectors makes the one before it stop. */
  #pass = 0;
  #started = false;
  /** Undefined until the background answers: marks that need the page's country wait (#parked). */
  #country: CountryVerdict | undefined;
  /** Whether the page's country was asked of what was parsed then, or of the whole page. */
  #countryAsked: 'no' | 'partial' | 'complete' = 'no';
  #asks = 0;
  /** What the marks found so far need of the page's country: empty, and the country does not matter here. */
  readonly #requirements = new Set<PageRequirement>();
  /** Marks of shapes other countries print too, kept off the page until its country is known. */
  #parked: BlockMarks[] = [];
  /** The common detectors until the more-detectors part brings every detector (useDetector). */
  #detector: Detector = detectCommon;
  /** Where a form only every detector reads may be; none once every detector runs. */
  #hints: RegExp[] = [];
  /** Blocks read with the common detectors that may print such a form: read again with every detector. */
  readonly #hinted = new Set<Element>();
  #resolveVisiblePass: () => void = () => {};
  /** Resolves when everything in the viewport at start has been scanned (by the latest first pass). */
  visiblePassDone = new Promise<void>((resolve) => (this.#resolveVisiblePass = resolve));

  readonly #options: PageScannerOptions;

  constructor(options: PageScannerOptions) {
    this.#options = options;
    this.#observer = new MutationObserver((records) => this.#onMutations(records));
    this.#kinds = options.kinds;
    this.#candidates = candidatePatterns(options.kinds);
    this.#hints = moreDetectorHints(options.kinds);
  }

  /**
   * The detectors changed (the user's settings arrived after the scan started with the defaults): drops
   * every mark and scans the document again with these.
   */
  setKinds(kinds: readonly DetectionKind[]): void {
    if (kinds.length === this.#kinds.length && kinds.every((kind) => this.#kinds.includes(kind))) return;
    this.#kinds = kinds;
    this.#candidates = candidatePatterns(kinds);
    if (this.#detector === detectCommon) this.#hints = moreDetectorHints(kinds);
    // Phones print in every form: their detectors come before the read rather than after it.
    if (kinds.includes('phone')) this.#options.wakeDetectors();
    this.#restart();
  }

  /**
   * Every detector is here (the more-detectors part): the blocks that may print a form the common ones
   * miss are read again, each block cleared and marked in one step, so no mark blinks.
   */
  useDetector(detect: Detector | undefined): void {
    this.#detector = detect ?? detectCommon;
    this.#hints = detect ? [] : moreDetectorHints(this.#kinds);
    const blocks = [...this.#hinted];
    this.#hinted.clear();
    if (!detect || blocks.length === 0) return;
    const { store, scheduler } = this.#options;
    let next = 0;
    scheduler.enqueue(
      {
        step: (shouldYield) => {
          while (next < blocks.length) {
            const block = blocks[next++]!;
            if (!block.isConnected) continue;
            store.clearBlock(block);
            const runs: QueuedRun[] = [];
            walkBlock(block, (run) => {
              const queued = this.#queued(run);
              queued.texts = run.nodes.map((node) => node.data);
              runs.push(queued);
            });
            this.#detect(runs, true);
            if (shouldYield()) return next >= blocks.length;
          }
          return true;
        },
      },
      'urgent',
    );
  }

  /** Marks still to come: parked until the page's country is known, or blocks waiting for every detector. */
  get awaiting(): boolean {
    return (this.#country === undefined && this.#parked.length > 0) || this.#hinted.size > 0;
  }

  /**
   * The page's country arrived (from the hello, the first screen or the whole page), or the user's rule for
   * the site changed it: the first time, the parked marks that fit are painted; a later verdict reads the
   * page again only when it shows or hides a kind of mark found here.
   */
  setCountry(verdict: CountryVerdict): void {
    const known = this.#country;
    this.#country = verdict;
    const parked = this.#parked;
    this.#parked = [];
    if (known === undefined) {
      const fit = parked.filter(({ marks }) => marks.every((mark) => fitsPage(mark, verdict)));
      this.#options.store.addBlocks(fit, true);
      // On a foreign page a Nigerian label beside one still lets it count: every detector reads labels.
      if (fit.length < parked.length) this.#wantEveryDetector(parked.map(({ block }) => block));
      // The answer comes after the scan went idle: no slice follows to paint what was just added.
      this.#options.store.paint();
    } else if (
      [...this.#requirements].some(
        (need) => fitsPage({ pageMustBe: need }, known) !== fitsPage({ pageMustBe: need }, verdict),
      )
    ) {
      // Only a change that shows or hides some mark found here reads the page again.
      this.#restart();
    }
  }

  /** Blocks only every detector reads right: read again once the more-detectors part is here. */
  #wantEveryDetector(blocks: readonly Element[]): void {
    if (this.#detector !== detectCommon) return;
    for (const block of blocks) this.#hinted.add(block);
    this.#options.wakeDetectors();
  }

  #restart(): void {
    this.#deferred = [];
    this.#parked = [];
    this.visiblePassDone = new Promise<void>((resolve) => (this.#resolveVisiblePass = resolve));
    this.#options.store.clearAll();
    // A peek under way stops too: before start() (the page still parsing), start() reads with these.
    this.#pass++;
    if (this.#started) this.#startPass();
  }

  /**
   * At once when a mark waits for the country (of what is parsed so far: its first screen need not wait for
   * the whole page), and once more when the page is whole; the later answer wins.
   */
  #askCountryWhenDue(): void {
    if (this.#requirements.size === 0 || this.#countryAsked === 'complete') return;
    const complete = this.#started;
    if (!complete && (this.#countryAsked === 'partial' || this.#country !== undefined)) return;
    this.#countryAsked = complete ? 'complete' : 'partial';
    const ask = ++this.#asks;
    void this.#options.askCountry(complete).then(
      (verdict) => this.#options.alive() && ask === this.#asks && this.setCountry(verdict),
      () => this.#country === undefined && this.setCountry('unknown'),
    );
  }

  /**
   * Reads the whole page; with `inFrame` (called in a frame's rendering step) its first screen is read and
   * registered at once, within the frame's bound, so that frame paints it.
   */
  start(inFrame = false): void {
    this.#started = true;
    const { document } = this.#options;
    // The whole document, so a page that swaps <body> (some SPA routers do) is still followed.
    this.#observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...SKIP_ATTRIBUTES],
    });
    this.#startPass(inFrame);
    this.#askCountryWhenDue();
  }

  stop(): void {
    this.#observer.disconnect();
    this.#deferred = [];
    this.#dirtyOwners.clear();
    this.#dirtyRoots.clear();
    this.#dirtyAttributes.clear();
  }

  // --- first pass -------------------------------------------------------------------------------

  #startPass(inFrame = false): void {
    this.#firstPass(this.#options.document.documentElement, inFrame);
  }

  /**
   * While the parser is still going: the urgent part of a first pass over what is parsed, so the first
   * screen is marked in the page's first frame with content (`inFrame`, called in its rendering step),
   * or right after it. Skips the block the parser may still be writing (a half-read number could match
   * as another kind); start() then reads the whole page.
   */
  peek(inFrame = false): void {
    let frontier: Node | null = this.#options.document.documentElement;
    while (frontier?.lastChild) frontier = frontier.lastChild;
    this.#firstPass(this.#options.document.documentElement, inFrame, (block) => block.contains(frontier));
  }

  /**
   * The first pass, in two jobs over one walk in document order (candidate-walk.ts). Urgent: from the top
   * to just past the viewport (viewport-sweep.ts), detecting what is near it and setting aside what is
   * above it (a page opened scrolled down), then painting. Background: the rest of the document, then
   * what was set aside. `inFrame`: the urgent job's first steps run now, in a frame's rendering step,
   * down to the fold and within FRAME_BLOCKS and FRAME_BUDGET_MS; the job goes on from there.
   */
  #firstPass(root: Element, inFrame: boolean, unfinished?: (block: Element) => boolean): void {
    const pass = ++this.#pass;
    const height = innerHeight;
    // Near is what a page with many marks paints (paint-window.ts): all of it shows in the first change
    // to the highlights, not in a second one when the window places it.
    // A page still parsing is read by count, not by box: a box read then forces a layout of it all.
    let counted = 0;
    const placeOf = unfinished
      ? (): Place => (++counted > PEEK_BLOCKS ? 'below' : 'near')
      : (block: Element) => placeOfBox(block.getBoundingClientRect(), height, WINDOW_VIEWPORTS * height);
    const sweep = createViewportSweep<Element>(placeOf);
    const batch = new RunBatch();
    let urgent = true;
    // The text read is past the viewport: a page with few identifiers has no blocks below to say so.
    let textPast = false;
    // In the frame: a box read lays out what the frame lays out anyway (nothing is written between it and
    // the frame's own layout), so that first read is not counted against the budget. The first block
    // below the fold, or a run too long to detect within it, ends it: its runs wait, undetected, for the job.
    const now = this.#options.now ?? (() => performance.now());
    const began = now();
    let layout = 0;
    let framed = 0;
    let block: Element | undefined;
    let framing = inFrame;
    let folded = false;
    const spilled: QueuedRun[] = [];
    const walk = new CandidateWalk(root, this.#candidates, {
      // Nothing is marked before a first pass (a new pass starts from clearAll), and a block a change
      // has rescanned meanwhile gets the same marks again, which the store drops as duplicates.
      run: (run) => {
        if (unfinished?.(run.block)) return;
        if (framing && run.block !== block) {
          block = run.block;
          const at = now();
          folded ||= block.getBoundingClientRect().top >= height;
          if (!framed++) layout = now() - at;
        }
        if (framing && run.nodes.reduce((chars, node) => chars + node.length, 0) > FRAME_RUN_CHARS)
          folded = true;
        if (folded) return void spilled.push(this.#queued(run));
        if (urgent && sweep.place(run.block) === 'above') {
          if (!unfinished) this.#deferred.push(this.#queued(run));
        } else batch.push(this.#queued(run));
      },
      reached: (block) => {
        if (urgent && !textPast) textPast = placeOf(block) === 'below';
      },
    });
    const rest: SliceJob = {
      step: (shouldYield) => {
        if (pass !== this.#pass) return true;
        if (!this.#walkInBatches(walk, batch, shouldYield, false)) return false;
        this.#options.scheduler.enqueue(this.#deferredJob(pass), 'background');
        return true;
      },
    };
    const job: SliceJob = {
      step: (shouldYield) => {
        if (pass !== this.#pass) return true; // superseded by a pass with other detectors
        const past = () => sweep.past || textPast;
        const done = this.#walkInBatches(walk, batch, () => past() || shouldYield(), true);
        if (!done && !past()) return false;
        urgent = false;
        // What is on screen shows at once, not at the next paint batch.
        this.#options.store.paint();
        this.#resolveVisiblePass();
        if (!unfinished) this.#options.scheduler.enqueue(rest, 'background');
        return true;
      },
    };
    if (inFrame) {
      this.#walkInBatches(
        walk,
        batch,
        () => folded || framed >= FRAME_BLOCKS || now() - began - layout > FRAME_BUDGET_MS,
        true,
      );
      framing = folded = false;
      for (const run of spilled) batch.push(run);
      this.#options.store.paint();
    }
    this.#options.scheduler.enqueue(job, 'urgent', inFrame);
  }

  #deferredJob(pass: number): SliceJob {
    let next = 0;
    return {
      step: (shouldYield) => {
        if (pass !== this.#pass) return true;
        const runs = this.#deferred;
        while (next < runs.length) {
          const batch = new RunBatch();
          while (next < runs.length && !batch.full) batch.push(runs[next++]!);
          this.#detect(batch.take(), false);
          if (shouldYield()) break;
        }
        if (next < runs.length) return false;
        this.#deferred = [];
        return true;
      },
    };
  }

  /**
   * Steps `walk`, detecting each full batch on the way; true once the walk is done. `likelyNear`: what it
   * reads is near the viewport or just changed (see MarkStore.addBlocks).
   */
  #walkInBatches(walk: Walk, batch: RunBatch, shouldYield: () => boolean, likelyNear: boolean): boolean {
    for (;;) {
      const done = walk.step(() => batch.full || shouldYield());
      this.#detect(batch.take(), likelyNear);
      if (done) return true;
      if (shouldYield()) return false;
    }
  }

  // --- following changes ------------------------------------------------------------------------

  #onMutations(records: MutationRecord[]): void {
    if (!this.#options.alive()) return;
    const { isOwnNode } = this.#options;
    for (const record of records) {
      if (record.type === 'attributes') {
        this.#dirtyAttributes.add(record.target as Element);
        continue;
      }
      if (record.type === 'characterData') {
        const owner = blockOf(record.target);
        if (owner) this.#dirtyOwners.add(owner);
        continue;
      }
      const added = [...record.addedNodes].filter((node) => !isOwnNode(node));
      const removed = [...record.removedNodes].filter((node) => !isOwnNode(node));
      if (added.length === 0 && removed.length === 0) continue; // only our overlay host came or went
      if (removed.length > 0) this.#sweepNeeded = true;
      const owner = blockOf(record.target);
      if (owner) {
        if (changesOwnText(record, added, removed)) this.#dirtyOwners.add(owner);
      } else if (record.target.nodeType === Node.DOCUMENT_NODE) {
        // The root element itself was replaced.
        const root = (record.target as Document).documentElement;
        if (root) this.#dirtyRoots.add(root);
      }
      for (const node of added)
        if (node.nodeType === Node.ELEMENT_NODE) this.#dirtyRoots.add(node as Element);
    }
    this.#pruneIfLarge();
    const now = performance.now();
    const busy = now - this.#lastChangeAt < BUSY_PAGE_MS;
    this.#lastChangeAt = now;
    if (!this.#rescanQueued) {
      this.#rescanQueued = true;
      const { scheduler } = this.#options;
      if (!busy) scheduler.enqueue(this.#rescanJob(), 'urgent');
      // Not even a first slice in the page's turn: its changes meanwhile join this one rescan.
      else
        void this.#options
          .yieldToPage('background')
          .then(() => scheduler.enqueue(this.#rescanJob(), 'background'));
    }
  }

  /** While a busy page waits, the dirty sets drop the nodes the page has removed again. */
  #pruneIfLarge(): void {
    const size = this.#dirtyRoots.size + this.#dirtyOwners.size + this.#dirtyAttributes.size;
    if (size < this.#pruneAt) return;
    for (const set of [this.#dirtyRoots, this.#dirtyOwners, this.#dirtyAttributes]) {
      for (const element of set) if (!element.isConnected) set.delete(element);
    }
    const left = this.#dirtyRoots.size + this.#dirtyOwners.size + this.#dirtyAttributes.size;
    // Amortised: the next pruning waits until the sets have doubled again.
    this.#pruneAt = Math.max(PRUNE_AT, left * 2);
  }

  /** Takes the changes collected so far and rescans exactly those blocks and subtrees. */
  #rescanJob(): SliceJob {
    let walks: Walk[] | undefined;
    const batch = new RunBatch();
    return {
      step: (shouldYield) => {
        walks ??= this.#takeDirtyUnits((run) => batch.push(this.#queued(run)));
        while (walks.length > 0) {
          if (!this.#walkInBatches(walks[0]!, batch, shouldYield, true)) return false;
          walks.shift();
          if (shouldYield()) return walks.length === 0;
        }
        return true;
      },
    };
  }

  /** The walks that read what changed: each changed block's own text, then each added subtree. */
  #takeDirtyUnits(run: (run: DomRun) => void): Walk[] {
    this.#rescanQueued = false;
    const { store } = this.#options;
    // An added subtree can hold marks only if it was removed and added back (moved) since the last
    // rescan: connected again, the sweep keeps them, so they are dropped below and read afresh.
    const moved = this.#sweepNeeded;
    if (moved) store.sweepDetached();
    this.#sweepNeeded = false;

    for (const element of this.#dirtyAttributes) {
      // Newly ignored (contenteditable, aria-hidden…) or no longer: drop what it had, read it again.
      store.clearWhere((block) => element.contains(block));
      this.#dirtyRoots.add(element);
      const owner = element.parentElement && blockOf(element.parentElement);
      if (owner) this.#dirtyOwners.add(owner);
    }
    this.#dirtyAttributes.clear();

    // The overlay host is skipped by its tag (element-rules.ts).
    const readable = (element: Element) => element.isConnected && !element.closest(SKIPPED_SELECTOR);
    const roots = [...this.#dirtyRoots].filter(readable);
    const rootSet = new Set(roots);
    const coveredByRoot = (element: Element, inclusive: boolean): boolean => {
      for (let at = inclusive ? element : element.parentElement; at; at = at.parentElement) {
        if (rootSet.has(at)) return true;
      }
      return false;
    };
    const deep = roots.filter((root) => !coveredByRoot(root, false));
    const shallow = [...this.#dirtyOwners].filter((owner) => readable(owner) && !coveredByRoot(owner, true));
    this.#dirtyRoots.clear();
    this.#dirtyOwners.clear();
    if (moved && deep.length > 0) store.clearWhere((block) => coveredByRoot(block, true));
    return [
      ...shallow.map((owner): Walk => ({
        step: () => {
          store.clearBlock(owner);
          walkBlock(owner, run);
          return true;
        },
      })),
      ...deep.map((root) => new CandidateWalk(root, this.#candidates, { run })),
    ];
  }

  // --- detection --------------------------------------------------------------------------------

  /** The run itself, stamped: no copy per run. */
  #queued(run: DomRun): QueuedRun {
    const queued = run as QueuedRun;
    queued.generation = this.#options.store.generation(run.block);
    return queued;
  }

  /** Detects `runs`; `likelyNear` when they are near the viewport or what the page just changed. */
  #detect(runs: readonly QueuedRun[], likelyNear: boolean): void {
    const { store } = this.#options;
    const kinds = this.#kinds;
    if (kinds.length === 0 || runs.length === 0) return;
    // Skip what changed since it was walked: its block has been (or will be) rescanned.
    const live = runs.filter((run) => store.generation(run.block) === run.generation);
    const hints = this.#hints;
    if (hints.length > 0) {
      const hinted = live.filter(({ texts }) => hints.some((hint) => hint.test(texts.join(''))));
      if (hinted.length > 0) this.#wantEveryDetector(hinted.map(({ block }) => block));
    }
    const detect = this.#detector;
    const found = findInRuns(
      live.map((run) => run.texts),
      (text) => detect(text, kinds),
    );
    const country = this.#country;
    // One entry per run, in document order (findings come sorted by position, so by run).
    const byRun: BlockMarks[] = [];
    let lastRun = -1;
    for (const { detection, run: index, start, end } of found) {
      const run = live[index];
      const startNode = run?.nodes[start.segment];
      const endNode = run?.nodes[end.segment];
      if (!run || !startNode || !endNode || !run.nodes.every((node) => node.isConnected)) continue;
      const range = {
        startContainer: startNode,
        startOffset: start.offset,
        endContainer: endNode,
        endOffset: end.offset,
      };
      const { kind, value, confidence, pageMustBe } = detection;
      const mark: Mark = { kind, value, confidence, range, block: run.block, pageMustBe };
      if (pageMustBe) this.#requirements.add(pageMustBe);
      if (pageMustBe && country === undefined) {
        this.#parked.push({ block: run.block, generation: run.generation, marks: [mark] });
        continue;
      }
      if (country && !fitsPage(mark, country)) {
        this.#wantEveryDetector([run.block]);
        continue;
      }
      if (index === lastRun) (byRun[byRun.length - 1]!.marks as Mark[]).push(mark);
      else byRun.push({ block: run.block, generation: run.generation, marks: [mark] });
      lastRun = index;
    }
    store.addBlocks(byRun, likelyNear);
    this.#askCountryWhenDue();
  }
}

/** Text, or an element the text flows through. */
function flows(node: Node | null): boolean {
  if (!node) return false;
  if (node.nodeType === Node.TEXT_NODE) return true;
  return node.nodeType === Node.ELEMENT_NODE && isInlineElement(node as Element);
}

/**
 * Whether a child-list change can change the text its block owns directly. Adding or removing whole
 * blocks (list items of an infinite scroll, a re-rendered app root) cannot, unless the block sat
 * between two pieces of flowing text, which its removal joins or its insertion splits. Skipping the
 * block's own rescan then keeps appending to a long list from costing the whole list.
 */
function changesOwnText(record: MutationRecord, added: readonly Node[], removed: readonly Node[]): boolean {
  if (added.some(flows) || removed.some(flows)) return true;
  if (removed.length > 0 && flows(record.previousSibling) && flows(record.nextSibling)) return true;
  return added.some((node) => flows(node.previousSibling) && flows(node.nextSibling));
}

/** Runs waiting for one detector call. */
class RunBatch {
  #runs: QueuedRun[] = [];
  #chars = 0;
  #limit = FIRST_BATCH_CHARS;

  get full(): boolean {
    return this.#chars >= this.#limit || this.#runs.length >= BATCH_RUNS;
  }

  push(run: QueuedRun): void {
    this.#runs.push(run);
    run.texts = run.nodes.map((node) => node.data);
    for (const text of run.texts) this.#chars += text.length;
  }

  take(): QueuedRun[] {
    const runs = this.#runs;
    this.#runs = [];
    if (this.#chars > 0) this.#limit = Math.min(BATCH_CHARS, this.#limit * 2);
    this.#chars = 0;
    return runs;
  }
}
