import { describe, expect, it } from 'vitest';
import { createSliceScheduler, type SliceJob } from '@/utils/content-script/time/slice-scheduler';

/** A clock that advances only when work says so, and counts the yields to the page. */
function fakeClock() {
  let time = 0;
  let yields = 0;
  const priorities: string[] = [];
  return {
    clock: {
      now: () => time,
      yieldToPage: async (priority: string) => {
        yields++;
        priorities.push(priority);
      },
    },
    priorities,
    advance: (ms: number) => (time += ms),
    get yields() {
      return yields;
    },
  };
}

/** A job of `units` units of work, each costing `cost` ms, recording which slice ran it. */
function unitsJob(
  name: string,
  units: number,
  cost: number,
  log: string[],
  fake: ReturnType<typeof fakeClock>,
): SliceJob {
  let left = units;
  return {
    step(shouldYield) {
      while (left > 0) {
        fake.advance(cost);
        left--;
        log.push(name);
        if (shouldYield()) return left === 0;
      }
      return true;
    },
  };
}

describe('createSliceScheduler', () => {
  it('works in slices of about the budget and yields to the page between them', async () => {
    const fake = fakeClock();
    const scheduler = createSliceScheduler(fake.clock, { budgetMs: 8 });
    const log: string[] = [];
    scheduler.enqueue(unitsJob('a', 20, 1, log, fake));
    await scheduler.whenIdle();
    expect(log).toHaveLength(20);
    // 20 units of 1 ms in 8 ms slices: 3 slices, 2 yields in between.
    expect(scheduler.slices).toBe(3);
    expect(fake.yields).toBe(2);
  });

  it('runs urgent work before background work, even when queued later', async () => {
    const fake = fakeClock();
    const scheduler = createSliceScheduler(fake.clock, { budgetMs: 4 });
    const log: string[] = [];
    scheduler.enqueue(unitsJob('background', 8, 1, log, fake), 'background');
    scheduler.enqueue(unitsJob('urgent', 6, 1, log, fake), 'urgent');
    await scheduler.whenIdle();
    // Each yield says what comes next: background (before the urgent job arrived), urgent, background.
    expect(fake.priorities).toEqual(['background', 'urgent', 'background']);
    // The first slice started the background job synchronously; from then on urgent work comes first.
    expect(log.join(',')).toBe(
      [
        'background',
        'background',
        'background',
        'background',
        ...Array(6).fill('urgent'),
        ...Array(4).fill('background'),
      ].join(','),
    );
  });

  it('keeps going after a job throws, and reports the error', async () => {
    const fake = fakeClock();
    const errors: unknown[] = [];
    const scheduler = createSliceScheduler(fake.clock, { onError: (error) => errors.push(error) });
    const log: string[] = [];
    scheduler.enqueue({
      step() {
        throw new Error('page changed under us');
      },
    });
    scheduler.enqueue(unitsJob('next', 2, 1, log, fake));
    await scheduler.whenIdle();
    expect(errors).toHaveLength(1);
    expect(log).toEqual(['next', 'next']);
  });

  it('runs nothing more after stop()', async () => {
    const fake = fakeClock();
    const scheduler = createSliceScheduler(fake.clock, { budgetMs: 2 });
    const log: string[] = [];
    scheduler.enqueue(unitsJob('a', 10, 1, log, fake));
    scheduler.stop();
    await scheduler.whenIdle();
    expect(log).toEqual(['a', 'a']); // the first slice had already run synchronously
    scheduler.enqueue(unitsJob('b', 1, 1, log, fake));
    expect(log).toEqual(['a', 'a']);
  });

  it('is idle at once when there is no work', async () => {
    const scheduler = createSliceScheduler(fakeClock().clock);
    await expect(scheduler.whenIdle()).resolves.toBeUndefined();
  });
});

describe("a job enqueued from a frame's rendering step", () => {
  it('runs no slice in the call, only after a yield, and the scheduler is busy from the call', async () => {
    const fake = fakeClock();
    const scheduler = createSliceScheduler(fake.clock);
    const log: string[] = [];
    scheduler.enqueue(unitsJob('rest', 2, 1, log, fake), 'urgent', true);
    expect(log).toEqual([]);
    expect(scheduler.idle).toBe(false);
    await scheduler.whenIdle();
    expect(log).toEqual(['rest', 'rest']);
    expect(fake.priorities[0]).toBe('urgent');
  });
});
