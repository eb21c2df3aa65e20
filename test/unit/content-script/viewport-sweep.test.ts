import { describe, expect, it } from 'vitest';
import { createViewportSweep, placeOfBox, type Place } from '@/utils/content-script/paint/viewport-sweep';

/** Blocks 20 px tall stacked from `top` (page coordinates), viewport 0-100 px, margin 50 px. */
function stacked(count: number, top = 0) {
  const blocks = Array.from({ length: count }, (_, index) => ({
    index,
    top: top + index * 20,
    bottom: top + index * 20 + 20,
  }));
  const read: number[] = [];
  const sweep = createViewportSweep<(typeof blocks)[number]>((block) => {
    read.push(block.index);
    return placeOfBox(block, 100, 50);
  }, 4);
  return { blocks, read, sweep };
}

describe('placeOfBox', () => {
  it('places a box above, near or below a viewport extended by the margin', () => {
    expect(placeOfBox({ top: -200, bottom: -60 }, 100, 50)).toBe('above');
    expect(placeOfBox({ top: -200, bottom: -50 }, 100, 50)).toBe('near');
    expect(placeOfBox({ top: 20, bottom: 40 }, 100, 50)).toBe('near');
    expect(placeOfBox({ top: 150, bottom: 170 }, 100, 50)).toBe('near');
    expect(placeOfBox({ top: 151, bottom: 170 }, 100, 50)).toBe('below');
    // An empty box (display: none) sits at 0,0: near, so it is never held back.
    expect(placeOfBox({ top: 0, bottom: 0 }, 100, 50)).toBe('near');
  });
});

describe('ViewportSweep', () => {
  it('reads every block down to the viewport and stops after enough blocks below it', () => {
    const { blocks, read, sweep } = stacked(100);
    const places: Place[] = [];
    for (const block of blocks) {
      if (sweep.past) break;
      places.push(sweep.place(block));
    }
    // 0-150 px is near: blocks 0-7 (block 7 spans 140-160); 8, 9, 10, 11 are below, and then it is past.
    expect(places).toEqual([...Array<Place>(8).fill('near'), ...Array<Place>(4).fill('below')]);
    expect(read).toEqual(places.map((_, index) => index));
    expect(sweep.past).toBe(true);
  });

  it('is not past after blocks below the viewport that are followed by one near it', () => {
    const { sweep } = stacked(0);
    const box = (top: number) => ({ index: top, top, bottom: top + 20 });
    for (const top of [500, 520, 540]) sweep.place(box(top));
    sweep.place(box(10)); // a block the page shows at the top (a sidebar written later in the HTML)
    for (const top of [560, 580, 600]) sweep.place(box(top));
    expect(sweep.past).toBe(false);
    sweep.place(box(620));
    expect(sweep.past).toBe(true);
  });

  it('places blocks above the viewport (a page opened scrolled down) as above, and is not past', () => {
    const { blocks, read, sweep } = stacked(80, -60 * 20 - 50);
    const places = blocks.slice(0, 66).map((block) => sweep.place(block));
    // Blocks 0-58 end above the margin; 59 on are near.
    expect(places.slice(0, 59).every((place) => place === 'above')).toBe(true);
    expect(places.slice(59)).toEqual(Array<Place>(7).fill('near'));
    expect(read).toHaveLength(66);
    expect(sweep.past).toBe(false);
  });

  it('reads the same block once when its runs come one after another', () => {
    const { blocks, read, sweep } = stacked(3);
    sweep.place(blocks[0]!);
    sweep.place(blocks[0]!);
    sweep.place(blocks[1]!);
    expect(read).toEqual([0, 1]);
  });
});
