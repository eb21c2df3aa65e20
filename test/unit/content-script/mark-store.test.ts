import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HIGHLIGHT_NAMES,
  MarkStore,
  PAINT_ALL_AGAIN_UNDER,
  PAINT_ALL_UP_TO,
  type BlockMarks,
  type Mark,
} from '@/utils/content-script/paint/mark-store';
import { marksByStart, mayBeInView } from '@/utils/content-script/page-ui/mark-order';

/**
 * The browser pieces the store paints with, faked: highlights (sets of ranges), the registry, StaticRange
 * and an IntersectionObserver the test answers for.
 */
class FakeHighlight extends Set<FakeStaticRange> {}
class FakeStaticRange {
  constructor(readonly init: Mark['range']) {}
}
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed = new Set<object>();
  constructor(readonly callback: (entries: unknown[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: object) {
    this.observed.add(target);
  }
  unobserve(target: object) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports where blocks are: near (in the window), or far below it. */
  report(near: readonly object[], far: readonly object[] = []) {
    const root = { top: -200, bottom: 300 };
    const entry = (target: object, isNear: boolean) => ({
      target,
      isIntersecting: isNear,
      rootBounds: root,
      boundingClientRect: isNear ? { top: 0, bottom: 20 } : { top: 5000, bottom: 5020 },
    });
    this.callback([...near.map((block) => entry(block, true)), ...far.map((block) => entry(block, false))]);
  }
}

const registry = new Map<string, FakeHighlight>();

beforeEach(() => {
  registry.clear();
  FakeObserver.current = undefined;
  vi.stubGlobal('Highlight', FakeHighlight);
  vi.stubGlobal('StaticRange', FakeStaticRange);
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('scrollY', 0);
  vi.stubGlobal('innerHeight', 100);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Painted ranges, as the texts of their blocks' names. */
function painted(): string[] {
  const out: string[] = [];
  for (const name of Object.values(HIGHLIGHT_NAMES)) {
    for (const range of registry.get(name) ?? []) {
      out.push((range.init.startContainer as unknown as { name: string }).name);
    }
  }
  return out.sort();
}

let serial = 0;
/** `count` blocks with one mark each, named `${prefix}${index}`. */
function blocks(prefix: string, count: number): BlockMarks[] {
  return Array.from({ length: count }, (_, index) => {
    const block = { name: `${prefix}${index}`, isConnected: true } as unknown as Element;
    const node = { name: `${prefix}${index}`, isConnected: true } as unknown as Node;
    const mark: Mark = {
      kind: 'vin',
      value: `V${serial++}`,
      confidence: 'high',
      range: { startContainer: node, startOffset: 0, endContainer: node, endOffset: 17 },
      block,
    };
    return { block, generation: 0, marks: [mark] };
  });
}

/** True while only marks near the viewport are painted: an observer is watching blocks. */
const windowed = () => (FakeObserver.current?.observed.size ?? 0) > 0;

const names = (found: readonly BlockMarks[]) =>
  found.map((entry) => (entry.block as unknown as { name: string }).name).sort();

describe('MarkStore painting', () => {
  it('paints marks near the viewport at once and the others when the scan is idle', () => {
    const store = new MarkStore();
    const near = blocks('n', 3);
    const far = blocks('f', 5);
    store.addBlocks(near, true);
    store.addBlocks(far, false);
    store.paint();
    expect(painted()).toEqual(names(near));
    store.paint(true);
    expect(painted()).toEqual([...names(near), ...names(far)].sort());
    expect(windowed()).toBe(false);
  });

  it('paints every mark of an identifier the user looked up as looked up, and those found later too', () => {
    const store = new MarkStore();
    const [first, second] = blocks('n', 2);
    const same = { ...second!, marks: [{ ...second!.marks[0]!, value: first!.marks[0]!.value }] };
    store.addBlocks([first!], true);
    store.paint();
    store.markChecked(first!.marks[0]!.value);
    const inDone = () => [...(registry.get(HIGHLIGHT_NAMES.done) ?? [])].length;
    expect(inDone()).toBe(1);
    expect(registry.get(HIGHLIGHT_NAMES.high)?.size).toBe(0);
    store.addBlocks([same], true);
    store.paint();
    expect(inDone()).toBe(2);
    store.clearBlock(first!.block);
    expect(inDone()).toBe(1);
  });

  it('paints nothing while held; once released, what is near, and the rest when idle', () => {
    const store = new MarkStore();
    store.holdPaint(true);
    const near = blocks('n', 2);
    store.addBlocks(near, true);
    store.addBlocks(blocks('f', 3), false);
    store.paint(true);
    expect(painted()).toEqual([]);
    store.holdPaint(false);
    expect(painted()).toEqual(names(near));
    store.paint(true);
    expect(painted()).toHaveLength(5);
  });

  it(`above ${PAINT_ALL_UP_TO} marks, paints only blocks near the viewport, and lists them all`, () => {
    const store = new MarkStore();
    const top = blocks('top', 10);
    store.addBlocks(top, true);
    store.paint();
    const rest = blocks('r', PAINT_ALL_UP_TO);
    store.addBlocks(rest.slice(0, 1000), false);
    store.addBlocks(rest.slice(1000), false);
    expect(windowed()).toBe(true);
    expect(store.size).toBe(PAINT_ALL_UP_TO + 10);
    expect([...store.all()]).toHaveLength(PAINT_ALL_UP_TO + 10);
    // What was painted stays, what waited for the end of the scan now waits for the window.
    store.paint(true);
    expect(painted()).toEqual(names(top));
    const observer = FakeObserver.current!;
    // Only the ends of chunks are observed: far fewer than the blocks.
    expect(observer.observed.size).toBeLessThan(20);
    expect(observer.observed.has(top[0]!.block)).toBe(true);

    // The observer's first entries: the top and the first chunk of the rest are near, the others far.
    // All of the first chunk's blocks are painted, the top stays, in one change.
    observer.report([top[0]!.block, top[9]!.block, rest[0]!.block], [rest[1999]!.block]);
    const firstChunk = rest.slice(0, 256);
    expect(painted()).toEqual([...names(top), ...names(firstChunk)].sort());
    // Had nothing painted so far been placed near, it would go with the next change.
    observer.report([], [top[0]!.block, top[9]!.block]);
    observer.report([rest[256]!.block]);
    expect(painted()).toEqual(names(rest.slice(0, 512)));
  });

  it('unpaints blocks gone far together with the next ones that come near', () => {
    const store = new MarkStore();
    const top = blocks('top', 10);
    store.addBlocks(top, true);
    const rest = blocks('r', PAINT_ALL_UP_TO);
    store.addBlocks(rest, false);
    const observer = FakeObserver.current!;
    observer.report([top[0]!.block, top[9]!.block]);
    store.paint(true);
    expect(painted()).toEqual(names(top));

    // Scrolled down: the top goes far (still painted: one change to the highlights, not two)...
    observer.report([], [top[0]!.block, top[9]!.block]);
    expect(painted()).toEqual(names(top));
    // ...until the next chunk comes near.
    observer.report([rest[0]!.block]);
    expect(painted()).toEqual(names(rest.slice(0, 256)));
    expect([...store.all()]).toHaveLength(PAINT_ALL_UP_TO + 10);
  });

  it('paints marks a change brings (likely near) at once, and lets them go if far', () => {
    const store = new MarkStore();
    store.addBlocks(blocks('r', PAINT_ALL_UP_TO + 1), false);
    expect(windowed()).toBe(true);
    const added = blocks('new', 4);
    store.addBlocks(added, true);
    store.paint();
    expect(painted()).toEqual(names(added));
    const observer = FakeObserver.current!;
    observer.report([], [added[0]!.block, added[3]!.block]);
    observer.report([[...store.all()][0]!.block]);
    expect(painted()).not.toContain('new0');
  });

  it(`paints every mark again once fewer than ${PAINT_ALL_AGAIN_UNDER} are left`, () => {
    const store = new MarkStore();
    const many = blocks('r', PAINT_ALL_UP_TO + 1);
    store.addBlocks(many, false);
    expect(windowed()).toBe(true);
    for (const { block } of many.slice(0, PAINT_ALL_UP_TO + 1 - (PAINT_ALL_AGAIN_UNDER - 1))) {
      store.clearBlock(block);
    }
    expect(windowed()).toBe(false);
    store.paint();
    expect(painted()).toHaveLength(PAINT_ALL_AGAIN_UNDER - 1);
  });

  it('drops everything, the window included, on clearAll', () => {
    const store = new MarkStore();
    store.addBlocks(blocks('r', PAINT_ALL_UP_TO + 1), true);
    store.paint();
    store.clearAll();
    expect(store.size).toBe(0);
    expect(windowed()).toBe(false);
    expect(painted()).toEqual([]);
    expect(FakeObserver.current!.observed.size).toBe(0);
  });
});

describe('MarkStore for the keyboard', () => {
  it('gives the page UI the marks starting in a text node, as added and cleared since', () => {
    const store = new MarkStore();
    const [first, second] = blocks('b', 2);
    store.addBlocks([first!]);
    const node = first!.marks[0]!.range.startContainer;
    expect(marksByStart(store.all())(node)).toEqual(first!.marks);
    // A second mark in the same node, later in its text, comes after the first.
    const later: Mark = {
      ...first!.marks[0]!,
      value: 'later',
      range: { ...first!.marks[0]!.range, startOffset: 20 },
    };
    store.clearBlock(first!.block);
    store.addBlocks([{ ...first!, generation: 1, marks: [first!.marks[0]!, later] }]);
    expect(marksByStart(store.all())(node).map((mark) => mark.value)).toEqual([
      first!.marks[0]!.value,
      'later',
    ]);
    store.addBlocks([second!]);
    expect(marksByStart(store.all())(second!.marks[0]!.range.startContainer)).toEqual(second!.marks);
    store.clearBlock(first!.block);
    expect(marksByStart(store.all())(node)).toEqual([]);
  });

  it(`may be in view: every mark up to ${PAINT_ALL_UP_TO}, then only those of blocks near the viewport`, () => {
    const store = new MarkStore();
    const few = blocks('few', 10);
    store.addBlocks(few, false);
    expect([...mayBeInView(store)]).toHaveLength(10);
    const rest = blocks('r', PAINT_ALL_UP_TO);
    store.addBlocks(rest, false);
    expect(windowed()).toBe(true);
    const observer = FakeObserver.current!;
    // Chunks of the first call's blocks: report the first chunk's ends near, everything else far.
    observer.report(
      [few[0]!.block, few[9]!.block],
      [...observer.observed].filter((block) => block !== few[0]!.block && block !== few[9]!.block),
    );
    expect(
      names([...mayBeInView(store)].map((mark) => ({ block: mark.block, generation: 0, marks: [] }))),
    ).toEqual(names(few));
  });
});
