/**
 * The first screen read in a frame's rendering step (PageScanner.start/peek with `inFrame`): before the
 * call returns, the blocks above the fold are marked and their ranges registered (so the frame being
 * rendered paints them), the pass stops at the fold, at FRAME_BLOCKS and at FRAME_BUDGET_MS of its own
 * time, and the sliced path then marks the rest, every identifier exactly once. Boxes and the clock are
 * the test's: a block's box says where it is, and reading it may cost the clock time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHTML } from 'linkedom';
import { HIGHLIGHT_NAMES, MarkStore, type Mark } from '@/utils/content-script/paint/mark-store';
import {
  FRAME_BLOCKS,
  FRAME_BUDGET_MS,
  FRAME_RUN_CHARS,
  PageScanner,
} from '@/utils/content-script/scan/page-scanner';
import { createSliceScheduler } from '@/utils/content-script/time/slice-scheduler';

const VIN = '1HGCM82633A004352';
/** The page's viewport height, and each block's: blocks `0 … VIEWPORT / ROW - 1` are above the fold. */
const VIEWPORT = 800;
const ROW = 100;

class FakeHighlight extends Set<object> {}
class FakeStaticRange {
  constructor(readonly init: Mark['range']) {}
}

/**
 * A parsed page of `count` paragraphs, one VIN each, stacked ROW px apart; `readBox` runs on every box
 * read (to move the test's clock). `loading`: the parser is still writing the last paragraph.
 */
function page(count: number, readBox: (index: number) => void = () => {}) {
  const rows = Array.from({ length: count }, (_, index) => `<p id="r${index}">Car ${index}: VIN ${VIN}</p>`);
  const { document, window } = parseHTML(`<html><body>${rows.join('')}</body></html>`);
  const own = window as unknown as Record<string, unknown>;
  for (const name of ['MutationObserver', 'Node', 'Element', 'Text', 'Range']) {
    if (own[name]) vi.stubGlobal(name, own[name]);
  }
  vi.stubGlobal('NodeFilter', own.NodeFilter ?? { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
  vi.stubGlobal('innerHeight', VIEWPORT);
  vi.stubGlobal('location', new URL('https://dealer.example/listing'));
  const registry = new Map<string, FakeHighlight>();
  vi.stubGlobal('Highlight', FakeHighlight);
  vi.stubGlobal('StaticRange', FakeStaticRange);
  vi.stubGlobal('CSS', { highlights: registry });
  const boxesRead: number[] = [];
  for (let index = 0; index < count; index++) {
    const block = document.getElementById(`r${index}`)!;
    Object.defineProperty(block, 'getBoundingClientRect', {
      value: () => {
        boxesRead.push(index);
        readBox(index);
        return { top: index * ROW, bottom: (index + 1) * ROW, left: 0, right: 600 };
      },
    });
  }
  return { document: document as unknown as Document, registry, boxesRead };
}

function scanner(document: Document, now: () => number) {
  const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const scheduler = createSliceScheduler(
    { now: () => performance.now(), yieldToPage },
    {
      onError: (error) => console.error('SCAN ERROR', error),
      afterSlice: (idle) => idle && store.paint(true),
    },
  );
  const store = new MarkStore();
  const scanning = new PageScanner({
    document,
    kinds: ['vin', 'tin'],
    store,
    scheduler,
    yieldToPage,
    isOwnNode: () => false,
    alive: () => true,
    askCountry: async () => 'unknown',
    wakeDetectors: () => {},
    now,
  });
  /** The index of each marked block, in order, once per mark. */
  const marked = () => [...store.all()].map((mark) => Number(mark.block.id.slice(1)));
  return { scanning, scheduler, store, marked };
}

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index);
const registered = (registry: Map<string, FakeHighlight>) => registry.get(HIGHLIGHT_NAMES.high)?.size ?? 0;

afterEach(() => void vi.unstubAllGlobals());

describe('the first screen, read in the frame that paints it', () => {
  it('marks and registers the blocks above the fold before the call returns, reads none below, then the rest once', async () => {
    const { document, registry, boxesRead } = page(20);
    const { scanning, scheduler, marked } = scanner(document, () => 0);
    const above = VIEWPORT / ROW;

    scanning.start(true);
    // Synchronously, in the frame's rendering step: the frame being drawn paints these.
    expect(marked()).toEqual(upTo(above));
    expect(registered(registry)).toBe(above);
    // The first block below the fold ends the pass: no box further down is read by it.
    expect(Math.max(...boxesRead)).toBe(above);

    await scheduler.whenIdle();
    // The sliced path goes on from there: every block marked, exactly once, in page order.
    expect(marked()).toEqual(upTo(20));
    expect(registered(registry)).toBe(20);
  });

  it('stops at its time budget, not counting the first box read (the layout the frame does anyway)', async () => {
    let clock = 0;
    const seen = new Set<number>();
    // The first box read lays the page out (50 ms); each further block costs 1 ms of the pass's own time.
    const { document, registry } = page(8, (index) => {
      if (!seen.has(index)) clock += index === 0 ? 50 : 1;
      seen.add(index);
    });
    const { scanning, scheduler, marked } = scanner(document, () => clock);

    scanning.start(true);
    // Blocks 1 … FRAME_BUDGET_MS cost the budget; the block that passes it is the last one read.
    const inFrame = FRAME_BUDGET_MS + 2;
    expect(marked()).toEqual(upTo(inFrame));
    expect(registered(registry)).toBe(inFrame);

    await scheduler.whenIdle();
    expect(marked()).toEqual(upTo(8));
    expect(registered(registry)).toBe(8);
  });

  it(`reads at most ${FRAME_BLOCKS} blocks in the frame, however tall the viewport`, async () => {
    const { document } = page(FRAME_BLOCKS + 10);
    vi.stubGlobal('innerHeight', (FRAME_BLOCKS + 10) * ROW);
    const { scanning, scheduler, marked } = scanner(document, () => 0);

    scanning.start(true);
    expect(marked()).toEqual(upTo(FRAME_BLOCKS));

    await scheduler.whenIdle();
    expect(marked()).toEqual(upTo(FRAME_BLOCKS + 10));
  });

  it('leaves a run too long to detect within the budget to the sliced path, and all after it', async () => {
    const { document } = page(3);
    document.getElementById('r1')!.append(` ${'Stock list, updated hourly. '.repeat(FRAME_RUN_CHARS / 20)}`);
    const { scanning, scheduler, marked } = scanner(document, () => 0);

    scanning.start(true);
    expect(marked()).toEqual([0]);
    await scheduler.whenIdle();
    expect(marked()).toEqual(upTo(3));
  });

  it('while the page parses, peeks in the frame as far as the fold and leaves the block being written', async () => {
    const { document, boxesRead } = page(4);
    const { scanning, scheduler, marked } = scanner(document, () => 0);

    scanning.peek(true);
    // The last paragraph may be half-written: neither read now nor by the peek's job after the frame.
    expect(marked()).toEqual(upTo(3));
    expect(boxesRead).not.toContain(3);
    await scheduler.whenIdle();
    expect(marked()).toEqual(upTo(3));
  });
});
