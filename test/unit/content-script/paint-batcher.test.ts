import { describe, expect, it } from 'vitest';
import { PaintBatcher } from '@/utils/content-script/paint/paint-batcher';

function setup(interval = 300) {
  let time = 0;
  const painted = new Set<string>();
  const batches: number[] = [];
  let batchSize = 0;
  const target = {
    add: (item: string) => {
      painted.add(item);
      batchSize++;
    },
    delete: (item: string) => void painted.delete(item),
  };
  const batcher = new PaintBatcher(target, () => time, interval);
  const endBatch = () => {
    if (batchSize > 0) batches.push(batchSize);
    batchSize = 0;
  };
  return { batcher, painted, batches, endBatch, advance: (ms: number) => (time += ms) };
}

describe('PaintBatcher', () => {
  it('paints the first batch at once, then at most once per interval', () => {
    const t = setup(300);
    t.batcher.add('a');
    t.batcher.flushIfDue();
    t.endBatch();
    expect([...t.painted]).toEqual(['a']);
    for (let slice = 0; slice < 10; slice++) {
      t.advance(50);
      t.batcher.add(`s${slice}`);
      t.batcher.flushIfDue();
      t.endBatch();
    }
    // 500 ms of slices: one paint at 300 ms (6 items), 4 waiting.
    expect(t.batches).toEqual([1, 6]);
    expect(t.batcher.waiting).toBe(4);
    t.batcher.flush();
    t.endBatch();
    expect(t.painted.size).toBe(11);
    expect(t.batcher.waiting).toBe(0);
  });

  it('deletes waiting items without painting them, painted ones from the target', () => {
    const t = setup();
    t.batcher.add('a');
    t.batcher.flush();
    t.batcher.add('b');
    t.batcher.delete('b');
    t.batcher.delete('a');
    t.batcher.flush();
    expect(t.painted.size).toBe(0);
  });

  it('discards what is waiting', () => {
    const t = setup();
    t.batcher.add('a');
    t.batcher.discard();
    t.batcher.flush();
    expect(t.painted.size).toBe(0);
  });

  it('does nothing when nothing waits', () => {
    const t = setup();
    t.batcher.flushIfDue();
    t.batcher.add('a');
    t.batcher.flushIfDue();
    expect(t.painted.has('a')).toBe(true);
  });

  it('doubles the interval after each batch of a busy period, and starts over once settled', () => {
    const t = setup(100);
    const flushTimes: number[] = [];
    let now = 0;
    const run = (until: number) => {
      for (; now < until; now += 10) {
        t.advance(10);
        t.batcher.add(`i${now}`);
        const before = t.batcher.waiting;
        t.batcher.flushIfDue();
        if (t.batcher.waiting < before) flushTimes.push(now + 10);
      }
    };
    run(1600);
    // At once, then 100, 200, 400, 800 ms apart.
    expect(flushTimes).toEqual([10, 110, 310, 710, 1510]);
    t.batcher.settle();
    expect(t.batcher.waiting).toBe(0);
    flushTimes.length = 0;
    run(1800);
    // 100 ms after the settle at 1600, not 1600 after the last batch.
    expect(flushTimes).toEqual([1700]);
  });
});
