import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_BLOCKS, createPaintWindow } from '@/utils/content-script/paint/paint-window';

/** Blocks with a box the test moves (viewport-relative, as getBoundingClientRect gives). */
interface FakeBlock {
  name: string;
  top: number;
  getBoundingClientRect(): { top: number; bottom: number };
}

class FakeObserver {
  static current: FakeObserver;
  readonly observed = new Set<FakeBlock>();
  constructor(
    readonly callback: (entries: unknown[]) => void,
    readonly options: { rootMargin: string },
  ) {
    FakeObserver.current = this;
  }
  observe(target: FakeBlock) {
    this.observed.add(target);
  }
  unobserve(target: FakeBlock) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Entries for `blocks` as the browser gives them: in the window (viewport 0-100 px, ±200 px) or not. */
  report(...blocks: FakeBlock[]) {
    this.callback(
      blocks.map((target) => ({
        target,
        isIntersecting: target.top + 20 >= -200 && target.top <= 300,
        boundingClientRect: target.getBoundingClientRect(),
      })),
    );
  }
}

let scrollListener: () => void = () => {};
let frameCallback: (() => void) | undefined;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    if (type === 'scroll') scrollListener = listener;
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frameCallback = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('scrollY', 0);
  vi.stubGlobal('innerHeight', 100);
});

afterEach(() => vi.unstubAllGlobals());

/** `count` blocks 20 px apart, the first at `top`. */
function column(prefix: string, count: number, top = 0): FakeBlock[] {
  return Array.from({ length: count }, (_, index) => {
    const block: FakeBlock = {
      name: `${prefix}${index}`,
      top: top + index * 20,
      getBoundingClientRect: () => ({ top: block.top, bottom: block.top + 20 }),
    };
    return block;
  });
}

function setup() {
  const changes: [string[], boolean][] = [];
  const window = createPaintWindow((blocks, near) =>
    changes.push([(blocks as unknown as FakeBlock[]).map((block) => block.name), near]),
  );
  const track = (blocks: FakeBlock[], likelyNear?: boolean) =>
    window.track(blocks as unknown as Element[], likelyNear);
  const isNear = (block: FakeBlock) => window.isNear(block as unknown as Element);
  return { window, changes, track, isNear, observer: FakeObserver.current };
}

describe('createPaintWindow', () => {
  it('observes two viewport heights above and below, and only the two ends of each chunk', () => {
    const { track, observer } = setup();
    expect(observer.options.rootMargin).toBe('200% 0px');
    const blocks = column('b', CHUNK_BLOCKS + 10);
    track(blocks);
    expect([...observer.observed].map((block) => block.name)).toEqual([
      'b0',
      `b${CHUNK_BLOCKS - 1}`,
      `b${CHUNK_BLOCKS}`,
      `b${CHUNK_BLOCKS + 9}`,
    ]);
  });

  it('reports a chunk near when an end comes into the window, and far when both have left it', () => {
    const { track, observer, changes, isNear } = setup();
    const blocks = column('b', 4, 1000);
    track(blocks);
    observer.report(blocks[0]!, blocks[3]!);
    expect(changes).toEqual([]);
    expect(isNear(blocks[1]!)).toBe(false);
    // Scrolled down 800 px: the first end is in the window.
    for (const block of blocks) block.top -= 800;
    observer.report(blocks[0]!);
    expect(changes).toEqual([[['b0', 'b1', 'b2', 'b3'], true]]);
    expect(isNear(blocks[2]!)).toBe(true);
    // Far past it.
    for (const block of blocks) block.top -= 2000;
    observer.report(blocks[0]!, blocks[3]!);
    expect(changes.at(-1)).toEqual([['b0', 'b1', 'b2', 'b3'], false]);
  });

  it('counts a chunk taller than the window as near while its ends lie on both sides', () => {
    const { track, observer, isNear } = setup();
    const top: FakeBlock = {
      name: 'top',
      top: -5000,
      getBoundingClientRect: () => ({ top: -5000, bottom: -4980 }),
    };
    const bottom: FakeBlock = {
      name: 'bottom',
      top: 5000,
      getBoundingClientRect: () => ({ top: 5000, bottom: 5020 }),
    };
    const middle = column('m', 3, 50);
    track([top, ...middle, bottom]);
    observer.report(top, bottom);
    expect(isNear(middle[1]!)).toBe(true);
  });

  it('paints what a change brings at once (likely near), until the observer places it far', () => {
    const { track, observer, changes, isNear } = setup();
    const blocks = column('b', 2, 9000);
    track(blocks, true);
    expect(isNear(blocks[0]!)).toBe(true);
    observer.report(blocks[0]!, blocks[1]!);
    expect(changes).toEqual([[['b0', 'b1'], false]]);
  });

  it('after a jump further than the window, places every end afresh from its box', () => {
    const { track, observer, isNear } = setup();
    // A chunk far taller than the window, first seen below it: neither end will ever be inside.
    const blocks = [...column('a', 1, 1000), ...column('b', 1, 20_000)];
    track(blocks);
    observer.report(...blocks);
    expect(isNear(blocks[0]!)).toBe(false);
    // Jump to the middle of it: no observer entry (no end crossed the window).
    vi.stubGlobal('scrollY', 10_000);
    blocks[0]!.top -= 10_000;
    blocks[1]!.top -= 10_000;
    scrollListener();
    frameCallback!();
    expect(isNear(blocks[0]!)).toBe(true);
  });

  it('observes the next block when a chunk end is removed, and forgets empty chunks', () => {
    const { window, track, observer } = setup();
    const blocks = column('b', 3);
    track(blocks);
    window.untrack(blocks[0] as unknown as Element);
    expect([...observer.observed].map((block) => block.name).sort()).toEqual(['b1', 'b2']);
    window.untrack(blocks[1] as unknown as Element);
    window.untrack(blocks[2] as unknown as Element);
    expect(observer.observed.size).toBe(0);
  });

  it('reports nothing once disposed', () => {
    const { window, track, observer, changes } = setup();
    const blocks = column('b', 2);
    track(blocks);
    window.dispose();
    observer.callback(blocks.map((target) => ({ target, isIntersecting: true, boundingClientRect: {} })));
    expect(changes).toEqual([]);
  });
});
