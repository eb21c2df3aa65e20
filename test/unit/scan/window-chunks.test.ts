import { describe, expect, it } from 'vitest';
import { WindowChunks } from '../../../utils/scan/window-chunks';
import type { Place } from '../../../utils/scan/viewport-sweep';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/** Which blocks are near, in order. */
function nearBlocks(chunks: WindowChunks<number>, blocks: readonly number[]): number[] {
  return blocks.filter((block) => chunks.isNear(block));
}

describe('WindowChunks', () => {
  it('observes only the two ends of each chunk of a run', () => {
    const chunks = new WindowChunks<number>(4);
    const changes = chunks.addRun(range(0, 10));
    // Chunks 0-3, 4-7, 8-9.
    expect(changes.observe).toEqual([0, 3, 4, 7, 8, 9]);
    expect(changes.changed).toEqual([]);
    expect(chunks.observed).toBe(6);
  });

  it('paints nothing of a chunk before its ends are placed, then the chunks with an end near', () => {
    const chunks = new WindowChunks<number>(4);
    const blocks = range(0, 12);
    chunks.addRun(blocks);
    expect(nearBlocks(chunks, blocks)).toEqual([]);
    const changed = chunks.placeAll([
      [0, 'above'],
      [3, 'above'],
      [4, 'above'],
      [7, 'near'],
      [8, 'below'],
      [11, 'below'],
    ]);
    expect(changed.map((chunk) => chunk.blocks)).toEqual([[4, 5, 6, 7]]);
    expect(nearBlocks(chunks, blocks)).toEqual([4, 5, 6, 7]);
  });

  it('counts a chunk taller than the window (one end above, the other below) as near', () => {
    const chunks = new WindowChunks<number>(64);
    const blocks = range(0, 64);
    chunks.addRun(blocks);
    chunks.placeAll([
      [0, 'above'],
      [63, 'below'],
    ]);
    expect(nearBlocks(chunks, blocks)).toEqual(blocks);
    // Laid out bottom to top (column-reverse): the same.
    const reversed = new WindowChunks<number>(64);
    reversed.addRun(blocks);
    reversed.placeAll([
      [0, 'below'],
      [63, 'above'],
    ]);
    expect(reversed.isNear(30)).toBe(true);
  });

  it('reports each chunk once per batch of entries, by where it ends up', () => {
    const chunks = new WindowChunks<number>(4);
    chunks.addRun(range(0, 4));
    const entries: [number, Place][] = [
      [0, 'near'],
      [0, 'below'],
      [3, 'below'],
    ];
    expect(chunks.placeAll(entries)).toEqual([]);
    expect(chunks.placeAll([[3, 'near']]).map((chunk) => chunk.near)).toEqual([true]);
    expect(chunks.placeAll([[3, 'below']]).map((chunk) => chunk.near)).toEqual([false]);
  });

  it('ignores entries for blocks it does not observe', () => {
    const chunks = new WindowChunks<number>(4);
    chunks.addRun(range(0, 4));
    expect(chunks.placeAll([[1, 'near']])).toEqual([]);
    expect(chunks.isNear(1)).toBe(false);
  });

  it('never chunks blocks of two runs together (two runs may be far apart in the page)', () => {
    const chunks = new WindowChunks<number>(4);
    expect(chunks.addRun([0, 1]).observe).toEqual([0, 1]);
    expect(chunks.addRun([100]).observe).toEqual([100]);
    chunks.placeAll([[100, 'near']]);
    expect(nearBlocks(chunks, [0, 1, 100])).toEqual([100]);
    // A block already chunked stays in its chunk.
    expect(chunks.addRun([1, 101]).observe).toEqual([101]);
  });

  it('passes an end on to the next block when the end is removed, keeping its side until placed', () => {
    const chunks = new WindowChunks<number>(4);
    chunks.addRun(range(0, 4));
    chunks.placeAll([
      [0, 'near'],
      [3, 'below'],
    ]);
    const removed = chunks.remove(0);
    expect(removed.unobserve).toEqual([0]);
    expect(removed.observe).toEqual([1]);
    expect(removed.changed).toEqual([]);
    expect(nearBlocks(chunks, range(0, 4))).toEqual([1, 2, 3]);
    // The observer then places the new end.
    expect(chunks.placeAll([[1, 'below']]).map((chunk) => chunk.blocks)).toEqual([[1, 2, 3]]);
    expect(nearBlocks(chunks, range(0, 4))).toEqual([]);
  });

  it('removes a middle block without observing anything new, and forgets an emptied chunk', () => {
    const chunks = new WindowChunks<number>(4);
    chunks.addRun(range(0, 3));
    expect(chunks.remove(1)).toEqual({ observe: [], unobserve: [], changed: [] });
    expect(chunks.remove(0).observe).toEqual([]); // 2 is already the other end
    expect(chunks.remove(2).unobserve).toEqual([2]);
    expect(chunks.observed).toBe(0);
    expect(chunks.has(2)).toBe(false);
  });

  it('lists the observed ends (to place them all afresh)', () => {
    const chunks = new WindowChunks<number>(3);
    chunks.addRun(range(0, 5));
    expect([...chunks.ends()]).toEqual([0, 2, 3, 4]);
  });
});
